import { MAX_PATH_LENGTH } from 'sitetools-kit/path';
import { URLSET_CLOSE, URLSET_OPEN } from './xml';

/** The largest sitemap file the protocol and Google accept: 50 MB (52,428,800 bytes) uncompressed. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The most URLs in one file (the protocol's limit). */
const MAX_FILE_URLS = 50_000;

/**
 * The most bytes one character of a stored path can take in the XML: a character of three UTF-8
 * bytes is percent-encoded to nine (`%E2%82%AC`); one of four bytes is two UTF-16 units, which
 * count twice against the path's length, so six per unit. `'` becomes `&apos;` (six). A served
 * path may end with one more "/" (`paths.trailingSlash: 'always'`): its leading "/", one byte but
 * counted as nine, leaves room for it.
 */
const MAX_BYTES_PER_PATH_CHAR = 9;

// An ISO date with milliseconds, as renderUrl writes it.
const LASTMOD_BYTES = '<lastmod>2000-01-01T00:00:00.000Z</lastmod>'.length;
const URL_BYTES = '<url><loc></loc></url>\n'.length + LASTMOD_BYTES;
const LINK_BYTES = '<xhtml:link rel="alternate" hreflang="" href=""/>'.length;

/** What bounds the size of one `<url>`. */
export interface UrlBound {
  /** Bytes of the longest base URL (escaped). */
  baseBytes: number;
  /** Bytes of the longest hreflang value (a locale code or `x-default`). */
  hreflangBytes: number;
  /** The locales of the site: an entry has at most one alternate per locale, plus `x-default`. */
  locales: number;
}

/** The most bytes one `<url>` can take: its longest URL, lastmod and every alternate. */
export const maxUrlBytes = ({ baseBytes, hreflangBytes, locales }: UrlBound): number => {
  const url = baseBytes + MAX_PATH_LENGTH * MAX_BYTES_PER_PATH_CHAR;
  // One locale has no alternates; otherwise each locale and x-default.
  const links = locales > 1 ? locales + 1 : 0;
  return URL_BYTES + url + links * (LINK_BYTES + hreflangBytes + url);
};

/**
 * URLs per file: the configured count, lowered so that a file of the longest possible URLs still
 * fits in 50 MB. A bound, not a measure, so that file n holds the same slice whatever its paths.
 */
export const urlsPerFile = (configured: number, bound: UrlBound): number => {
  const room = MAX_FILE_BYTES - Buffer.byteLength(URLSET_OPEN) - URLSET_CLOSE.length;
  return Math.max(1, Math.min(configured, MAX_FILE_URLS, Math.floor(room / maxUrlBytes(bound))));
};
