/** A `sitetools://<documentId>` link as an editor writes it into rich text. */
export interface SitetoolsUrl {
  documentId: string;
  /** The locale named by `?locale=`, else null (the holder's locale, then the default, decide). */
  locale: string | null;
  /** `#fragment` kept for the written-out URL, or ''. */
  fragment: string;
}

const SITETOOLS_URL = /^sitetools:\/\/([A-Za-z0-9_-]{1,255})(?:\?locale=([A-Za-z0-9_-]{1,64}))?(#\S*)?$/i;

/**
 * The target a `sitetools://` URL names, or null when `url` is not one or is malformed (another
 * query parameter, a path after the id, spaces): such links are left as they are written.
 */
export const parseSitetoolsUrl = (url: string): SitetoolsUrl | null => {
  const match = SITETOOLS_URL.exec(url);
  if (!match) return null;
  return { documentId: match[1] as string, locale: match[2] ?? null, fragment: match[3] ?? '' };
};
