import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

/** One `<url>` of a parsed sitemap file. */
export interface ParsedUrl {
  loc: string;
  lastmod?: string;
  links: Array<{ hreflang: string; href: string }>;
}

interface RawLink {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

/** Parses `xml` after checking it is well-formed; the parsed tree is checked by the callers. */
const parse = (xml: string): Record<string, unknown> => {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  return parser.parse(xml) as Record<string, unknown>;
};

/** The file URLs of a sitemap index. */
export const parseIndex = (xml: string): string[] => {
  const root = parse(xml).sitemapindex as { '@_xmlns': string; sitemap?: Array<{ loc: string }> };
  expect(root['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return (root.sitemap ?? []).map((entry) => entry.loc);
};

/** The URLs of a sitemap file, with their alternates. */
export const parseUrlset = (xml: string): ParsedUrl[] => {
  const root = parse(xml).urlset as { '@_xmlns': string; '@_xmlns:xhtml': string; url?: Array<Record<string, unknown>> };
  expect(root['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(root['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return (root.url ?? []).map((url) => {
    const links = (url['xhtml:link'] as RawLink[] | undefined) ?? [];
    expect(links.every((link) => link['@_rel'] === 'alternate')).toBe(true);
    return {
      loc: url.loc as string,
      lastmod: url.lastmod as string | undefined,
      links: links.map((link) => ({ hreflang: link['@_hreflang'], href: link['@_href'] })),
    };
  });
};

/**
 * Google's hreflang rules over a whole sitemap: every URL with alternates lists itself, each
 * alternate is a listed URL whose own alternates are the same set, and `x-default` names one of them.
 */
export const expectReciprocal = (urls: ParsedUrl[]) => {
  const byLoc = new Map(urls.map((url) => [url.loc, url]));
  const set = (url: ParsedUrl) => url.links.map((link) => `${link.hreflang} ${link.href}`).sort();
  for (const url of urls.filter((candidate) => candidate.links.length > 0)) {
    const localeLinks = url.links.filter((link) => link.hreflang !== 'x-default');
    expect(localeLinks.length).toBeGreaterThan(1);
    expect(localeLinks.map((link) => link.href)).toContain(url.loc);
    for (const link of localeLinks) expect(set(byLoc.get(link.href)!), link.href).toEqual(set(url));
    const fallback = url.links.filter((link) => link.hreflang === 'x-default');
    expect(fallback.length).toBeLessThanOrEqual(1);
    if (fallback[0]) expect(localeLinks.map((link) => link.href)).toContain(fallback[0].href);
  }
};
