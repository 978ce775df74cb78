import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_FILE_BYTES, maxUrlBytes, pathBytesBound, urlsPerFile } from '../../server/src/domain/sitemap/split';
import { URLSET_CLOSE, URLSET_OPEN, absoluteUrl, escapeXml, renderIndex, renderUrl } from '../../server/src/domain/sitemap/xml';
import { MAX_PATH_LENGTH } from 'sitetools-kit/path';
import { absoluteUrlCases, escapeCases, renderUrlCases, splitCases } from '../cases/sitemap';
import { titled } from './titled';

describe('sitemap XML', () => {
  it.each(titled(escapeCases, ({ name }) => name))('escapeXml %s', (_, { input, expected }) => {
    expect(escapeXml(input)).toBe(expected);
  });

  it.each(titled(absoluteUrlCases, ({ name }) => name))('absoluteUrl %s', (_, { base, path, expected }) => {
    expect(absoluteUrl(base, path)).toBe(expected);
  });

  it.each(titled(renderUrlCases, ({ name }) => name))('renderUrl: %s', (_, { url, expected }) => {
    expect(renderUrl(url)).toBe(expected);
    expect(XMLValidator.validate(URLSET_OPEN + renderUrl(url) + URLSET_CLOSE)).toBe(true);
  });

  it('renders an index of escaped file URLs', () => {
    const xml = renderIndex([
      { loc: 'https://cms.example.com/api/sitetools/sitemap/1.xml', lastmod: null },
      { loc: 'https://cms.example.com/api/sitetools/sitemap/2.xml?a&b', lastmod: new Date(0) },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<sitemap><loc>https://cms.example.com/api/sitetools/sitemap/1.xml</loc></sitemap>');
    expect(xml).toContain(
      '<loc>https://cms.example.com/api/sitetools/sitemap/2.xml?a&amp;b</loc><lastmod>1970-01-01T00:00:00.000Z</lastmod>'
    );
  });
});

describe('sitemap file split', () => {
  it.each(titled(splitCases, ({ name }) => name))('urlsPerFile %s', (_, { bound, configured, expected }) => {
    expect(urlsPerFile(configured, bound)).toBe(expected);
  });

  it('bounds a file of the worst URLs under 50 MB', () => {
    // The longest path that the rules allow, every character taking nine bytes in the XML.
    const path = `/${'€'.repeat(MAX_PATH_LENGTH - 1)}`;
    const bases = { en: 'https://example.com', fr: 'https://example.fr' };
    // With the trailing slash a path policy may add.
    const loc = absoluteUrl(bases.en, `${path}/`);
    const url = renderUrl({
      loc,
      lastmod: new Date(),
      alternates: [
        { hreflang: 'en', href: loc },
        { hreflang: 'fr', href: absoluteUrl(bases.fr, `${path}/`) },
        { hreflang: 'x-default', href: loc },
      ],
    });
    const bound = { baseBytes: bases.en.length, hreflangBytes: 'x-default'.length, locales: 2, pathBytes: pathBytesBound(path) };
    expect(Buffer.byteLength(url)).toBeLessThanOrEqual(maxUrlBytes(bound));
    const perFile = urlsPerFile(50_000, bound);
    expect(Buffer.byteLength(URLSET_OPEN) + perFile * Buffer.byteLength(url) + URLSET_CLOSE.length).toBeLessThanOrEqual(MAX_FILE_BYTES);
  });

  it('bounds the bytes of any path in the XML', () => {
    const character = fc.oneof(fc.constantFrom("'", '&', '%', ' ', '"', '<', 'é', '€', '😀'), fc.string({ unit: 'binary', maxLength: 1 }));
    const path = fc
      .array(character, { maxLength: MAX_PATH_LENGTH - 1 })
      .map((parts) => `/${parts.join('')}`)
      // A lone surrogate is refused by the path rules (paired ones are code points past U+FFFF here).
      .filter((text) => !/[\uD800-\uDFFF]/u.test(text));
    fc.assert(
      fc.property(path, (text) => {
        expect(Buffer.byteLength(escapeXml(absoluteUrl('', text)))).toBeLessThanOrEqual(pathBytesBound(text));
        expect(Buffer.byteLength(escapeXml(absoluteUrl('', `${text}/`)))).toBeLessThanOrEqual(pathBytesBound(text) + 1);
      })
    );
  });
});
