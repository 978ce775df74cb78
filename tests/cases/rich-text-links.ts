/** A Markdown text and what it becomes once its `sitetools://` links are written out. */
export interface MarkdownLinkCase {
  readonly name: string;
  readonly markdown: string;
  readonly expected: string;
}

/** A `sitetools://` URL and the target it names (null: not one of ours, or malformed). */
export interface SitetoolsUrlCase {
  readonly url: string;
  readonly expected: { documentId: string; locale: string | null; fragment: string } | null;
}

/**
 * The targets the cases link to: `live1` is live at /pages/one, `live2` in French at /fr/deux,
 * `abs` on a front-end with a base URL; `gone` is not live (unpublished or deleted).
 */
export const LIVE_TARGETS: Readonly<Record<string, string>> = {
  live1: '/pages/one',
  'live2?fr': '/fr/deux',
  abs: 'https://www.example.com/pages/abs',
};

export const sitetoolsUrlCases: ReadonlyArray<SitetoolsUrlCase> = [
  { url: 'sitetools://abc123', expected: { documentId: 'abc123', locale: null, fragment: '' } },
  { url: 'sitetools://abc123?locale=fr', expected: { documentId: 'abc123', locale: 'fr', fragment: '' } },
  { url: 'sitetools://abc123#faq', expected: { documentId: 'abc123', locale: null, fragment: '#faq' } },
  { url: 'sitetools://abc123?locale=fr-CA#faq', expected: { documentId: 'abc123', locale: 'fr-CA', fragment: '#faq' } },
  { url: 'SITETOOLS://abc123', expected: { documentId: 'abc123', locale: null, fragment: '' } },
  { url: 'https://sitetools.invalid/abc123?locale=fr', expected: { documentId: 'abc123', locale: 'fr', fragment: '' } },
  { url: 'http://sitetools.invalid/abc123', expected: null },
  { url: 'https://sitetools.invalid.example.com/abc123', expected: null },
  { url: 'sitetools://', expected: null },
  { url: 'sitetools://abc/def', expected: null },
  { url: 'sitetools://abc?lang=fr', expected: null },
  { url: 'sitetools://abc?locale=', expected: null },
  { url: 'sitetools://abc def', expected: null },
  { url: 'https://example.com/sitetools://abc', expected: null },
  { url: 'sitetools:abc', expected: null },
  { url: '/pages/one', expected: null },
];

/** A target picked in the "Link to a page" panel, the edited entry's locale, and the link copied. */
export interface CopiedLinkCase {
  readonly name: string;
  readonly target: { documentId: string; locale: string };
  readonly editedLocale: string | undefined;
  readonly expected: string;
  /** The locale the server reads from the link (null: the holder's decides). */
  readonly readLocale: string | null;
}

export const copiedLinkCases: ReadonlyArray<CopiedLinkCase> = [
  {
    name: 'a target in the edited locale, without a locale',
    target: { documentId: 'abc123', locale: 'en' },
    editedLocale: 'en',
    expected: 'https://sitetools.invalid/abc123',
    readLocale: null,
  },
  {
    name: 'a target in another locale, with it',
    target: { documentId: 'abc123', locale: 'fr' },
    editedLocale: 'en',
    expected: 'https://sitetools.invalid/abc123?locale=fr',
    readLocale: 'fr',
  },
  {
    name: 'a localized target from an unlocalized entry, with its locale',
    target: { documentId: 'abc123', locale: 'fr-CA' },
    editedLocale: undefined,
    expected: 'https://sitetools.invalid/abc123?locale=fr-CA',
    readLocale: 'fr-CA',
  },
  {
    name: 'an unlocalized target, without a locale',
    target: { documentId: 'abc123', locale: '' },
    editedLocale: 'en',
    expected: 'https://sitetools.invalid/abc123',
    readLocale: null,
  },
];

export const markdownLinkCases: ReadonlyArray<MarkdownLinkCase> = [
  { name: 'an inline link', markdown: 'See [one](sitetools://live1).', expected: 'See [one](/pages/one).' },
  { name: 'an inline link with a title', markdown: '[one](sitetools://live1 "One")', expected: '[one](/pages/one "One")' },
  { name: 'an inline link in angle brackets', markdown: '[one](<sitetools://live1>)', expected: '[one](</pages/one>)' },
  { name: 'an image', markdown: '![pic](sitetools://live1)', expected: '![pic](/pages/one)' },
  { name: 'a locale', markdown: '[deux](sitetools://live2?locale=fr)', expected: '[deux](/fr/deux)' },
  { name: 'a fragment', markdown: '[faq](sitetools://live1#faq)', expected: '[faq](/pages/one#faq)' },
  { name: 'an absolute URL', markdown: '[abs](sitetools://abs)', expected: '[abs](https://www.example.com/pages/abs)' },
  { name: 'a reference definition', markdown: '[one][r]\n\n[r]: sitetools://live1 "One"', expected: '[one][r]\n\n[r]: /pages/one "One"' },
  { name: 'an autolink to a path', markdown: 'Go <sitetools://live1>', expected: 'Go [/pages/one](/pages/one)' },
  { name: 'an autolink to a URL', markdown: '<sitetools://abs>', expected: '<https://www.example.com/pages/abs>' },
  { name: 'an HTML link', markdown: '<a href="sitetools://live1">one</a>', expected: '<a href="/pages/one">one</a>' },
  { name: 'an HTML link in single quotes', markdown: "<a href='sitetools://live1'>", expected: "<a href='/pages/one'>" },
  {
    name: 'several links',
    markdown: '[a](sitetools://live1) [b](sitetools://abs)',
    expected: '[a](/pages/one) [b](https://www.example.com/pages/abs)',
  },
  { name: 'a link whose target is not live (kept)', markdown: '[x](sitetools://gone)', expected: '[x](sitetools://gone)' },
  {
    name: 'a link that is not ours',
    markdown: '[x](https://example.com) [y](/pages/one)',
    expected: '[x](https://example.com) [y](/pages/one)',
  },
  { name: 'a malformed link', markdown: '[x](sitetools://live1?lang=fr)', expected: '[x](sitetools://live1?lang=fr)' },
  {
    name: 'a sitetools URL that is plain text',
    markdown: 'write sitetools://live1 in a link',
    expected: 'write sitetools://live1 in a link',
  },
  {
    name: 'a link in inline code',
    markdown: 'Use `[x](sitetools://live1)` and [y](sitetools://live1)',
    expected: 'Use `[x](sitetools://live1)` and [y](/pages/one)',
  },
  {
    name: 'a link in a fenced code block',
    markdown: '```md\n[x](sitetools://live1)\n```\n[y](sitetools://live1)',
    expected: '```md\n[x](sitetools://live1)\n```\n[y](/pages/one)',
  },
  { name: 'a link in an unclosed fence', markdown: '~~~\n[x](sitetools://live1)', expected: '~~~\n[x](sitetools://live1)' },
  { name: 'no link', markdown: '', expected: '' },
];
