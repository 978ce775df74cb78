/**
 * Paths and targets written out for a host. Stored paths are decoded; a browser sends them
 * percent-encoded, and most hosts compare what was sent, so local paths are encoded here. An
 * absolute URL is kept as the editor wrote it.
 */
import type { PatternToken, RedirectTarget } from 'sitetools-kit/redirect-match';

type Param = Extract<PatternToken, { kind: 'param' }>;

/** One decoded path segment as a browser sends it ("a b" is "a%20b", "100%" is "100%25"). */
export const encodeSegment = (segment: string): string => encodeURI(segment).replace(/[?#/]/g, (c) => encodeURIComponent(c));

/** A decoded path as a browser sends it. */
export const encodePath = (path: string): string => path.split('/').map(encodeSegment).join('/');

/**
 * A target with each parameter written by `param`, which returns the whole piece, its "/"
 * included, so that an absent optional parameter can leave no empty segment. Static segments of
 * a local target go through `encode`; those of an absolute URL stay as written.
 */
export const writeTarget = (
  target: RedirectTarget,
  options: { encode: (segment: string) => string; param: (token: Param) => string }
): string => {
  const local = target.origin === '';
  let path = '';
  for (const token of target.tokens) {
    path += token.kind === 'static' ? `/${local ? options.encode(token.value) : token.value}` : options.param(token);
  }
  if (path === '') return `${target.origin}/${target.suffix}`;
  return `${target.origin}${path}${target.trailingSlash ? '/' : ''}${target.suffix}`;
};

/** A literal text inside a regular expression (PCRE, as nginx and Apache read them). */
export const escapeRegex = (text: string): string => text.replace(/[\\^$.|?*+()[\]{}\s"]/g, (c) => (/\s/.test(c) ? '\\s' : `\\${c}`));

/**
 * A pattern source as an anchored regular expression over the decoded path, for the servers that
 * match with one (nginx, Apache): each parameter one capture, numbered in order. A parameter of
 * one segment captures the segment alone; one that may take none or several captures its "/"s
 * too, so that the target can put it back without leaving an empty segment.
 */
export const patternRegex = (tokens: ReadonlyArray<PatternToken>): { regex: string; groups: Map<string, number> } => {
  const groups = new Map<string, number>();
  let regex = '';
  for (const token of tokens) {
    if (token.kind === 'static') {
      regex += `/${escapeRegex(token.value)}`;
      continue;
    }
    groups.set(token.name, groups.size + 1);
    const segment = token.constraint === null ? '[^/]+' : `(?:${token.constraint})`;
    if (token.modifier === '') regex += `/(${segment})`;
    else regex += `((?:/${segment})${token.modifier})`;
  }
  return { regex: `^${regex === '' ? '/' : regex}$`, groups };
};

/** nginx and Apache name captures $1 to $9 only: "$10" is "$1" and a "0". */
export const MAX_CAPTURES = 9;

/**
 * A piece of a regex host's target: the capture of the parameter, with the "/" it needs. A
 * one-segment source parameter captured its segment alone; the others captured their "/".
 */
export const captureReference = (sourceTokens: ReadonlyArray<PatternToken>, groups: Map<string, number>, token: Param): string => {
  const source = sourceTokens.find((candidate): candidate is Param => candidate.kind === 'param' && candidate.name === token.name);
  return source?.modifier === '' ? `/$${groups.get(token.name)}` : `$${groups.get(token.name)}`;
};
