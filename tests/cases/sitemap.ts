import type { Alternate, SitemapUrl } from '../../server/src/domain/sitemap/xml';
import type { UrlBound } from '../../server/src/domain/sitemap/split';

/** A text and its XML-escaped form. */
export interface EscapeCase {
  readonly name: string;
  readonly input: string;
  readonly expected: string;
}

export const escapeCases: ReadonlyArray<EscapeCase> = [
  { name: 'leaves plain text', input: 'https://example.com/a', expected: 'https://example.com/a' },
  { name: 'escapes &', input: '/q&a', expected: '/q&amp;a' },
  { name: 'escapes < and >', input: '<b>', expected: '&lt;b&gt;' },
  { name: 'escapes both quotes', input: `"it's"`, expected: '&quot;it&apos;s&quot;' },
  { name: 'escapes an entity-looking text again', input: '&amp;', expected: '&amp;amp;' },
];

/** A base URL and a stored path, and the absolute URL the sitemap writes. */
export interface UrlCase {
  readonly name: string;
  readonly base: string;
  readonly path: string;
  readonly expected: string;
}

export const absoluteUrlCases: ReadonlyArray<UrlCase> = [
  { name: 'joins a host and a path', base: 'https://example.com', path: '/pages/about', expected: 'https://example.com/pages/about' },
  { name: 'drops the base trailing slash', base: 'https://example.com/', path: '/a', expected: 'https://example.com/a' },
  { name: 'keeps the base path', base: 'https://example.com/fr', path: '/a', expected: 'https://example.com/fr/a' },
  { name: 'gives the root with its slash', base: 'https://example.com', path: '/', expected: 'https://example.com/' },
  { name: 'percent-encodes Unicode', base: 'https://example.com', path: '/café', expected: 'https://example.com/caf%C3%A9' },
  { name: 'percent-encodes spaces', base: 'https://example.com', path: '/a b', expected: 'https://example.com/a%20b' },
  { name: 'leaves & for the XML escape', base: 'https://example.com', path: '/q&a', expected: 'https://example.com/q&a' },
];

const alternates: Alternate[] = [
  { hreflang: 'en', href: 'https://example.com/a' },
  { hreflang: 'fr', href: 'https://example.com/fr/a?x=1&y=2' },
  { hreflang: 'x-default', href: 'https://example.com/a' },
];

/** A URL entry and the `<url>` element it renders to. */
export interface RenderCase {
  readonly name: string;
  readonly url: SitemapUrl;
  readonly expected: string;
}

export const renderUrlCases: ReadonlyArray<RenderCase> = [
  {
    name: 'a URL without lastmod or alternates',
    url: { loc: 'https://example.com/a', lastmod: null, alternates: [] },
    expected: '<url><loc>https://example.com/a</loc></url>\n',
  },
  {
    name: 'a URL with its lastmod in UTC',
    url: { loc: 'https://example.com/a', lastmod: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)), alternates: [] },
    expected: '<url><loc>https://example.com/a</loc><lastmod>2026-01-02T03:04:05.006Z</lastmod></url>\n',
  },
  {
    name: 'a URL with escaped alternates',
    url: { loc: 'https://example.com/q&a', lastmod: null, alternates },
    expected:
      '<url><loc>https://example.com/q&amp;a</loc>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/>' +
      '<xhtml:link rel="alternate" hreflang="fr" href="https://example.com/fr/a?x=1&amp;y=2"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/a"/></url>\n',
  },
];

/** What bounds a URL, the configured count, and the URLs per file that fit in 50 MB. */
export interface SplitCase {
  readonly name: string;
  readonly bound: UrlBound;
  readonly configured: number;
  readonly expected: number;
}

// The longest path the rules allow (255 characters of three UTF-8 bytes: 2,295 bytes once encoded).
const oneLocale: UrlBound = { baseBytes: 19, hreflangBytes: 9, locales: 1, pathBytes: 2_295 };
const twoLocales: UrlBound = { baseBytes: 19, hreflangBytes: 9, locales: 2, pathBytes: 2_295 };

export const splitCases: ReadonlyArray<SplitCase> = [
  { name: 'keeps a small configured count', bound: twoLocales, configured: 100, expected: 100 },
  { name: 'keeps one URL per file', bound: twoLocales, configured: 1, expected: 1 },
  // 52,428,800 bytes less the urlset tags, over 2,381 a URL: 2,296 path bytes (2,295 and a trailing
  // slash), 19 of base, 66 of tags.
  { name: 'fits one locale of the longest paths in 50 MB', bound: oneLocale, configured: 50_000, expected: 22_019 },
  // Each URL also carries en, fr and x-default: 2,381 + 3 × (2,315 + 9 + 49) = 9,500 bytes.
  { name: 'fits two locales of the longest paths with alternates in 50 MB', bound: twoLocales, configured: 50_000, expected: 5_518 },
  {
    name: 'is bound by bytes even without a base',
    bound: { ...oneLocale, baseBytes: 0, hreflangBytes: 0 },
    configured: 50_000,
    expected: 22_196,
  },
  // /pages/bench-page-123456 (24 bytes: 72 at most once encoded) gets the room of 128: 825 bytes a URL.
  {
    name: 'keeps 50,000 for paths of a few dozen characters',
    bound: { ...twoLocales, pathBytes: 72 },
    configured: 50_000,
    expected: 50_000,
  },
  // 300 and 511 both get the room of 512 (2,364 bytes a URL): the same files.
  { name: 'rounds a longer path up to a power of two', bound: { ...twoLocales, pathBytes: 300 }, configured: 50_000, expected: 22_177 },
  { name: 'keeps the slices within one power of two', bound: { ...twoLocales, pathBytes: 511 }, configured: 50_000, expected: 22_177 },
  { name: 'doubles the room past it', bound: { ...twoLocales, pathBytes: 512 }, configured: 50_000, expected: 11_883 },
];
