/**
 * The XML of sitemaps (sitemaps.org protocol 0.9, with Google's `xhtml:link` hreflang
 * alternates). Pure: strings in, strings out, so the files can be streamed piece by piece.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes the five characters XML gives a meaning to (the protocol asks for all five). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

/**
 * The absolute URL of `path` (a stored path: unencoded, starts with `/`) on `base`: non-ASCII
 * characters and spaces percent-encoded (the protocol wants RFC 3986 URLs), the base's own path
 * kept (`https://example.com/blog` + `/x` gives `https://example.com/blog/x`).
 */
export const absoluteUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${encodeURI(path)}`;

/** One alternate of a URL: a locale (or `x-default`) and its absolute URL. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** One `<url>` of a sitemap file. */
export interface SitemapUrl {
  loc: string;
  lastmod: Date | null;
  alternates: Alternate[];
}

/** A `<sitemap>` of the index. */
export interface SitemapFileRef {
  loc: string;
  lastmod: Date | null;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN = `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const INDEX_CLOSE = '</sitemapindex>\n';

const lastmodTag = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

/** One `<url>` element, on one line. */
export const renderUrl = ({ loc, lastmod, alternates }: SitemapUrl): string => {
  const links = alternates
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(loc)}</loc>${lastmodTag(lastmod)}${links}</url>\n`;
};

/** The sitemap index. It lists one file per 50,000 URLs at most, so it is built whole. */
export const renderIndex = (files: SitemapFileRef[]): string =>
  INDEX_OPEN +
  files.map(({ loc, lastmod }) => `<sitemap><loc>${escapeXml(loc)}</loc>${lastmodTag(lastmod)}</sitemap>\n`).join('') +
  INDEX_CLOSE;
