import { describe, expect, it } from 'vitest';
import { rewriteBlocksLinks } from '../../server/src/domain/links/blocks-links';
import { rewriteMarkdownLinks } from '../../server/src/domain/links/markdown-links';
import { parseSitetoolsUrl } from '../../server/src/domain/links/sitetools-url';
import { richTextLinkTo } from '../../shared/contracts/internal-link';
import { copiedLinkCases, LIVE_TARGETS, markdownLinkCases, sitetoolsUrlCases } from '../cases/rich-text-links';
import { titled } from './titled';

/** Writes a URL out the way the links service does, with the cases' live targets. */
const replace = (url: string): string | undefined => {
  const parsed = parseSitetoolsUrl(url);
  if (!parsed) return undefined;
  const live = LIVE_TARGETS[parsed.locale ? `${parsed.documentId}?${parsed.locale}` : parsed.documentId];
  return live === undefined ? undefined : `${live}${parsed.fragment}`;
};

describe('parseSitetoolsUrl', () => {
  it.each(titled(sitetoolsUrlCases, ({ url, expected }) => `reads ${JSON.stringify(url)} as ${expected ? 'a link' : 'no link'}`))(
    '%s',
    (_, { url, expected }) => {
      expect(parseSitetoolsUrl(url)).toEqual(expected);
    }
  );
});

describe('richTextLinkTo', () => {
  it.each(titled(copiedLinkCases, ({ name }) => `copies ${name}, which the server reads back as the target`))(
    '%s',
    (_, { target, editedLocale, expected, readLocale }) => {
      const link = richTextLinkTo(target, editedLocale);
      expect(link).toBe(expected);
      expect(parseSitetoolsUrl(link)).toEqual({ documentId: target.documentId, locale: readLocale, fragment: '' });
    }
  );
});

describe('rewriteMarkdownLinks', () => {
  it.each(titled(markdownLinkCases, ({ name }) => `writes out ${name}`))('%s', (_, { markdown, expected }) => {
    expect(rewriteMarkdownLinks(markdown, replace)).toBe(expected);
  });
});

describe('rewriteBlocksLinks', () => {
  it('rewrites link nodes at any depth and leaves the rest', () => {
    const blocks = [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'a ' },
          { type: 'link', url: 'sitetools://live1#top', children: [{ type: 'text', text: 'one' }] },
          { type: 'link', url: 'https://example.com', children: [] },
          { type: 'link', url: 'sitetools://gone', children: [] },
        ],
      },
      { type: 'list', children: [{ type: 'list-item', children: [{ type: 'link', url: 'sitetools://abs', children: [] }] }] },
      { type: 'link', url: 'sitetools://live1?lang=fr', children: [] },
    ];
    rewriteBlocksLinks(blocks, replace);
    expect(blocks[0]?.children?.map((node) => (node as { url?: string }).url)).toEqual([
      undefined,
      '/pages/one#top',
      'https://example.com',
      'sitetools://gone',
    ]);
    expect(blocks[1]).toEqual({
      type: 'list',
      children: [{ type: 'list-item', children: [{ type: 'link', url: 'https://www.example.com/pages/abs', children: [] }] }],
    });
    expect(blocks[2]).toEqual({ type: 'link', url: 'sitetools://live1?lang=fr', children: [] });
  });

  it.each([null, 'text', { type: 'link', url: 'sitetools://live1' }, [null, 3, 'x']])('leaves %j alone', (value) => {
    const before = JSON.stringify(value);
    rewriteBlocksLinks(value, replace);
    expect(JSON.stringify(value)).toBe(before);
  });
});
