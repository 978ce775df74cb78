import { SITETOOLS_URL_START } from './sitetools-url';

/**
 * What to write instead of a `sitetools://` URL found in rich text; undefined leaves it as written
 * (a link that is not ours, a malformed one, or one whose target is not live).
 */
export type ReplaceUrl = (url: string) => string | undefined;

// Code (fenced blocks, then inline code spans) is shown as written: links in it are not links.
const CODE = /^ {0,3}(`{3,}|~{3,})[\s\S]*?(?:^ {0,3}\1|(?![\s\S]))|(`+)[\s\S]*?\2/gm;

// Where Markdown (and the HTML it may hold) puts a link's URL: an inline link or image
// `](url` or `](<url`, a reference definition `[id]: url`, an `href` attribute.
const DESTINATION = new RegExp(
  String.raw`(\]\(\s*<?|^ {0,3}\[[^\]\n]+\]:[ \t]*<?|\bhref\s*=\s*["'])(${SITETOOLS_URL_START}[^\s)>"']*)`,
  'gim'
);
// An autolink `<sitetools://...>`: a path is not an autolink, so it becomes `[path](path)`.
const AUTOLINK = new RegExp(String.raw`<(${SITETOOLS_URL_START}[^\s<>]*)>`, 'gi');

const rewriteText = (text: string, replace: ReplaceUrl): string =>
  text
    .replace(DESTINATION, (whole, before: string, url: string) => {
      const written = replace(url);
      return written === undefined ? whole : `${before}${written}`;
    })
    .replace(AUTOLINK, (whole, url: string) => {
      const written = replace(url);
      if (written === undefined) return whole;
      return /^[a-z][a-z0-9+.-]*:/i.test(written) ? `<${written}>` : `[${written}](${written})`;
    });

/**
 * `markdown` with every `sitetools://` link URL outside code replaced as `replace` says. Used to
 * collect the URLs too (a `replace` that records and answers undefined).
 */
export const rewriteMarkdownLinks = (markdown: string, replace: ReplaceUrl): string => {
  let out = '';
  let last = 0;
  for (const code of markdown.matchAll(CODE)) {
    out += rewriteText(markdown.slice(last, code.index), replace) + code[0];
    last = code.index + code[0].length;
  }
  return out + rewriteText(markdown.slice(last), replace);
};
