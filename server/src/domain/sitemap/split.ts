import { MAX_PATH_LENGTH } from 'sitetools-kit/path';
import { URLSET_CLOSE, URLSET_OPEN } from './xml';

/** The largest sitemap file the protocol and Google accept: 50 MB (52,428,800 bytes) uncompressed. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The most URLs in one file (the protocol's limit). */
const MAX_FILE_URLS = 50_000;

/**
 * The most bytes `path` can take in a sitemap (percent-encoded, then XML-escaped): three per UTF-8
 * byte (a byte of a multi-byte character, a space or a `%` is percent-encoded to three), and three
 * more per `'` or `&` (`&apos;`, `&amp;`). alias-store-sitemap reads the largest of the live
 * paths' with the same sum in SQL.
 */
export const pathBytesBound = (path: string): number => 3 * Buffer.byteLength(path) + 3 * (path.match(/['&]/g)?.length ?? 0);

/** The bound of the longest path the rules allow: 255 characters of three UTF-8 bytes each. */
const LONGEST_PATH_BYTES = MAX_PATH_LENGTH * 9;

/**
 * The room a file leaves for each path: the site's longest path (its `pathBytesBound`) with one
 * byte for the trailing slash a path policy may add, rounded up to a power of two, so that files
 * keep their slices while the longest path changes within its power of two.
 */
const pathRoom = (pathBytes: number): number => Math.min(LONGEST_PATH_BYTES + 1, 2 ** Math.ceil(Math.log2(Math.max(64, pathBytes + 1))));

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
  /** The largest `pathBytesBound` of the listed paths. */
  pathBytes: number;
}

/** The most bytes one `<url>` can take: its longest URL, lastmod and every alternate. */
export const maxUrlBytes = ({ baseBytes, hreflangBytes, locales, pathBytes }: UrlBound): number => {
  const url = baseBytes + pathRoom(pathBytes);
  // One locale has no alternates; otherwise each locale and x-default.
  const links = locales > 1 ? locales + 1 : 0;
  return URL_BYTES + url + links * (LINK_BYTES + hreflangBytes + url);
};

/**
 * URLs per file: the configured count, lowered so that a file of URLs as long as the site's
 * longest still fits in 50 MB. A bound, so that file n holds the same slice whatever the paths
 * within it are; it moves only when the longest path leaves its power of two
 * (docs/decisions/2026-11-30-sitemap-files-by-longest-path.md).
 */
export const urlsPerFile = (configured: number, bound: UrlBound): number => {
  const room = MAX_FILE_BYTES - Buffer.byteLength(URLSET_OPEN) - URLSET_CLOSE.length;
  return Math.max(1, Math.min(configured, MAX_FILE_URLS, Math.floor(room / maxUrlBytes(bound))));
};
