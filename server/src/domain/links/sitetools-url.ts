/** A `sitetools://<documentId>` link as an editor writes it into rich text. */
export interface SitetoolsUrl {
  documentId: string;
  /** The locale named by `?locale=`, else null (the holder's locale, then the default, decide). */
  locale: string | null;
  /** `#fragment` kept for the written-out URL, or ''. */
  fragment: string;
}

// `sitetools://<id>`, or `https://sitetools.invalid/<id>` where an editor allows only web links:
// Strapi's Blocks validator refuses any scheme but http(s), ftp, mailto and tel, and `.invalid`
// is a top-level domain reserved never to resolve (RFC 2606), so the link can reach no site.
/** The start of a link of ours, as a regular expression's source (matched case-insensitively). */
export const SITETOOLS_URL_START = String.raw`(?:sitetools:\/\/|https:\/\/sitetools\.invalid\/)`;
const SITETOOLS_URL = new RegExp(String.raw`^${SITETOOLS_URL_START}([A-Za-z0-9_-]{1,255})(?:\?locale=([A-Za-z0-9_-]{1,64}))?(#\S*)?$`, 'i');

/**
 * The target a `sitetools://` (or `https://sitetools.invalid/`) URL names, or null when `url` is
 * not one or is malformed (another query parameter, a path after the id, spaces): such links are
 * left as they are written.
 */
export const parseSitetoolsUrl = (url: string): SitetoolsUrl | null => {
  const match = SITETOOLS_URL.exec(url);
  if (!match) return null;
  return { documentId: match[1] as string, locale: match[2] ?? null, fragment: match[3] ?? '' };
};
