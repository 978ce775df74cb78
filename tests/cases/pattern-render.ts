import type { RenderContext, RenderOptions } from '../../server/src/domain/pattern/render';

/** A pattern, an entry populated as populateFor says, and the path `renderPattern` must give. */
export interface RenderCase {
  readonly name: string;
  readonly source: string;
  readonly entry: Record<string, unknown>;
  readonly context?: Partial<RenderContext>;
  readonly options?: RenderOptions;
  readonly expected: string | null;
  /** Set when the pattern is meant not to pass checkPattern on the page type: render copes anyway. */
  readonly unchecked?: true;
  /** Set when the pattern is checked on the single type (`singlePageSchema`) instead. */
  readonly singleType?: true;
}

const DOCUMENT_ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';
export const CONTEXT: RenderContext = { documentId: DOCUMENT_ID, locale: 'en', pluralName: 'pages' };

const title = { title: 'Hello World' };
const withParent = (url_path: unknown, fields: Record<string, unknown> = {}) => ({
  slug: 'install',
  parent: { url_alias: url_path === undefined ? null : { url_path }, ...fields },
});
const at = '2026-11-05T10:20:30.000Z';
const long = (segment: string, count: number) => `/${Array.from({ length: count }, () => segment).join('/')}`;

// "/blog/" leaves 247 - 6 = 241 characters of the 247 a rendered path may have (255 - 8).
export const renderCases: ReadonlyArray<RenderCase> = [
  // Fields and text
  { name: 'slugifies a field', source: '/blog/[title]', entry: title, expected: '/blog/hello-world' },
  { name: 'keeps literal text as written', source: '/Blog_Archive/v1.2/[title]', entry: title, expected: '/Blog_Archive/v1.2/hello-world' },
  { name: 'keeps a "%" of literal text', source: '/100%/[title]', entry: title, expected: '/100%/hello-world' },
  { name: 'keeps an already-slug value', source: '/[slug]', entry: { slug: 'my_page-2' }, expected: '/my_page-2' },
  { name: 'joins text and a value in one segment', source: '/[title]-[rank]', entry: { ...title, rank: 3 }, expected: '/hello-world-3' },
  { name: 'renders 0', source: '/top/[rank]', entry: { rank: 0 }, expected: '/top/0' },
  { name: 'drops the trailing slash of a pattern', source: '/[title]/', entry: title, expected: '/hello-world' },

  // Unicode
  { name: 'transliterates accents', source: '/blog/[title]', entry: { title: 'Crème brûlée' }, expected: '/blog/creme-brulee' },
  { name: 'transliterates ß and ł', source: '/[title]', entry: { title: 'Straße in Łódź' }, expected: '/strasse-in-lodz' },
  {
    name: 'keeps accents with transliteration off',
    source: '/blog/[title]',
    entry: { title: 'Crème brûlée' },
    options: { transliterate: false },
    expected: '/blog/crème-brûlée',
  },
  {
    name: 'keeps Cyrillic with transliteration off',
    source: '/[title]',
    entry: { title: 'Привет мир' },
    options: { transliterate: false },
    expected: '/привет-мир',
  },
  {
    name: 'composes decomposed text to NFC',
    source: '/cafe\u0301/[title]',
    entry: { title: 'Cre\u0300me' },
    options: { transliterate: false },
    expected: '/caf\u00e9/cr\u00e8me',
  },
  { name: 'joins words with a custom separator', source: '/[title]', entry: title, options: { separator: '_' }, expected: '/hello_world' },

  // Empty and missing values
  {
    name: 'drops the segment of an empty value',
    source: '/blog/[category.slug]/[title]',
    entry: { ...title, category: { slug: '' } },
    expected: '/blog/hello-world',
  },
  {
    name: 'drops the segment of a null relation',
    source: '/blog/[category.slug]/[title]',
    entry: { ...title, category: null },
    expected: '/blog/hello-world',
  },
  {
    name: 'drops the segment of a relation not populated',
    source: '/blog/[category.slug]/[title]',
    entry: title,
    expected: '/blog/hello-world',
  },
  {
    name: 'drops every empty segment',
    source: '/[category.slug]/[tags[0].name]/[seo.slug]/[title]',
    entry: { ...title, category: { slug: null }, tags: [], seo: null },
    expected: '/hello-world',
  },
  { name: 'never renders "null"', source: '/x/[title]/[slug]', entry: { title: null, slug: 'a' }, expected: '/x/a' },
  { name: 'never renders "undefined"', source: '/x/[title]/[slug]', entry: { slug: 'a' }, expected: '/x/a' },
  { name: 'drops a "." segment left by empty values', source: '/[title].[slug]/[rank]', entry: { rank: 3 }, expected: '/3' },
  { name: 'drops a ".." segment left by empty values', source: '/[title]..[slug]/[rank]', entry: { rank: 3 }, expected: '/3' },
  { name: 'never reads an inherited property', source: '/[constructor]', entry: {}, expected: null, unchecked: true },
  { name: 'renders a boolean as empty', source: '/[draft]/[slug]', entry: { draft: true, slug: 'a' }, expected: '/a', unchecked: true },
  { name: 'renders an object as empty', source: '/[meta]/[slug]', entry: { meta: { a: 1 }, slug: 'a' }, expected: '/a', unchecked: true },

  // Nothing readable: null, the caller falls back
  { name: 'gives null for an empty value alone', source: '/[title]', entry: { title: '' }, expected: null },
  { name: 'gives null when only literal text is left', source: '/blog/[title]', entry: { title: '!!!' }, expected: null },
  { name: 'gives null when text and a separator are left', source: '/blog-[title]', entry: {}, expected: null },
  { name: 'gives null for a pattern without tokens', source: '/about', entry: title, expected: null, unchecked: true },

  // A single type's patterns, and fallbacks: `literal` keeps a path of literal text only
  { name: 'keeps literal text alone', source: '/about', entry: title, options: { literal: true }, expected: '/about', singleType: true },
  { name: 'renders "/" as the root', source: '/', entry: title, options: { literal: true }, expected: '/', singleType: true },
  { name: 'renders the locale alone', source: '/[locale]', entry: title, context: { locale: 'fr' }, expected: '/fr', singleType: true },
  {
    name: 'gives the root for an empty locale alone',
    source: '/[locale]',
    entry: title,
    context: { locale: '' },
    options: { literal: true },
    expected: '/',
    singleType: true,
  },
  {
    name: 'keeps the literal text when the values are empty',
    source: '/blog/[title]',
    entry: { title: '!!!' },
    options: { literal: true },
    expected: '/blog',
  },
  {
    name: 'keeps literal text and values together',
    source: '/about/[title]',
    entry: title,
    options: { literal: true },
    expected: '/about/hello-world',
  },
  { name: 'gives null for the root pattern', source: '/', entry: title, expected: null, unchecked: true },

  // Relations and components
  {
    name: 'reads a to-one relation',
    source: '/blog/[category.slug]/[title]',
    entry: { ...title, category: { slug: 'news' } },
    expected: '/blog/news/hello-world',
  },
  {
    name: 'reads a relation of a relation',
    source: '/[category.parent.slug]/[category.slug]',
    entry: { category: { slug: 'b', parent: { slug: 'a' } } },
    expected: '/a/b',
  },
  {
    name: 'picks the indexed item of a to-many relation',
    source: '/[tags[1].name]',
    entry: { tags: [{ name: 'A' }, { name: 'B C' }] },
    expected: '/b-c',
  },
  {
    name: 'drops an index past the end of the list',
    source: '/[tags[1].name]/[title]',
    entry: { ...title, tags: [{ name: 'A' }] },
    expected: '/hello-world',
  },
  {
    name: 'drops an index on a list not populated',
    source: '/[tags[0].name]/[title]',
    entry: { ...title, tags: null },
    expected: '/hello-world',
  },
  {
    name: 'drops an unindexed list',
    source: '/[tags.name]/[title]',
    entry: { ...title, tags: [{ name: 'A' }] },
    expected: '/hello-world',
    unchecked: true,
  },
  { name: 'reads a component', source: '/[seo.slug]', entry: { seo: { slug: 'Custom Slug' } }, expected: '/custom-slug' },
  {
    name: 'reads a repeatable component',
    source: '/[sections[0].heading]',
    entry: { sections: [{ heading: 'Intro' }] },
    expected: '/intro',
  },
  {
    name: 'reads a component in a repeatable component',
    source: '/[sections[0].seo.slug]',
    entry: { sections: [{ seo: { slug: 's' } }] },
    expected: '/s',
  },

  // Dates
  {
    name: 'formats a date in two segments',
    source: '/news/[publishedAt:YYYY/MM]/[title]',
    entry: { ...title, publishedAt: at },
    expected: '/news/2026/11/hello-world',
  },
  {
    name: 'formats a date in one segment',
    source: '/news/[publishedAt:YYYY-MM-DD]',
    entry: { publishedAt: at },
    expected: '/news/2026-11-05',
  },
  { name: 'formats a two-digit year', source: '/[publishedAt:YY_MM]', entry: { publishedAt: at }, expected: '/26_11' },
  { name: 'keeps the dots of a format', source: '/[publishedAt:DD.MM.YYYY]', entry: { publishedAt: at }, expected: '/05.11.2026' },
  {
    name: 'formats a Date object',
    source: '/[publishedAt:YYYY/MM/DD]',
    entry: { publishedAt: new Date(Date.UTC(2026, 0, 9)) },
    expected: '/2026/01/09',
  },
  {
    name: 'formats in UTC',
    source: '/[publishedAt:YYYY/MM/DD]',
    entry: { publishedAt: '2026-12-31T23:30:00-02:00' },
    expected: '/2027/01/01',
  },
  {
    name: 'formats a date-only value',
    source: '/[day:YYYY]/[title]',
    entry: { ...title, day: '2026-03-04' },
    expected: '/2026/hello-world',
  },
  { name: 'keeps a date-only value without a format', source: '/[day]', entry: { day: '2026-03-04' }, expected: '/2026-03-04' },
  {
    name: 'formats a Date object without a format',
    source: '/[day]',
    entry: { day: new Date(Date.UTC(2026, 2, 4, 12)) },
    expected: '/2026-03-04',
  },
  {
    name: 'drops a value that is not a date',
    source: '/[publishedAt:YYYY]/[title]',
    entry: { ...title, publishedAt: 'soon' },
    expected: '/hello-world',
  },
  {
    name: 'drops a date that does not exist',
    source: '/[publishedAt:YYYY]/[title]',
    entry: { ...title, publishedAt: '2026-13-45' },
    expected: '/hello-world',
  },
  {
    name: 'drops a number given as a date',
    source: '/[publishedAt:YYYY]/[title]',
    entry: { ...title, publishedAt: 1_700_000_000_000 },
    expected: '/hello-world',
  },
  {
    name: 'drops a draft that is not published yet',
    source: '/[publishedAt:YYYY]/[title]',
    entry: { ...title, publishedAt: null },
    expected: '/hello-world',
  },

  // url_path
  {
    name: 'puts the slug under the parent path',
    source: '/[parent.url_path]/[slug]',
    entry: withParent('/docs/guides'),
    expected: '/docs/guides/install',
  },
  {
    name: 'renders a url_path token first',
    source: '[parent.url_path]/[slug]',
    entry: withParent('/docs/guides'),
    expected: '/docs/guides/install',
  },
  {
    name: 'keeps the parent path as it is',
    source: '[parent.url_path]/[slug]',
    entry: withParent('/Docs/Café_1.0'),
    expected: '/Docs/Café_1.0/install',
  },
  { name: 'keeps a "%" of the parent path', source: '[parent.url_path]/[slug]', entry: withParent('/100%'), expected: '/100%/install' },
  { name: 'keeps the parent path whole after text', source: '/x[parent.url_path]', entry: withParent('/docs'), expected: '/x/docs' },
  { name: 'drops a parent without an alias', source: '[parent.url_path]/[slug]', entry: withParent(undefined), expected: '/install' },
  {
    name: 'drops a parent alias not populated',
    source: '/[parent.url_path]/[slug]',
    entry: { slug: 'install', parent: { title: 'P' } },
    expected: '/install',
  },
  { name: 'drops a missing parent', source: '/[parent.url_path]/[slug]', entry: { slug: 'install', parent: null }, expected: '/install' },
  { name: 'drops a parent at the root', source: '[parent.url_path]/[slug]', entry: withParent('/'), expected: '/install' },
  { name: 'gives null for a parent without an alias alone', source: '[parent.url_path]', entry: withParent(undefined), expected: null },
  {
    name: 'follows a url_path chain',
    source: '/[parent.parent.url_path]/[parent.slug]/[slug]',
    entry: { slug: 'c', parent: { slug: 'b', parent: { url_alias: { url_path: '/a' } } } },
    expected: '/a/b/c',
  },
  {
    name: 'reads the alias of an indexed to-many relation',
    source: '/[children[1].url_path]/[slug]',
    entry: { slug: 'x', children: [{ url_alias: { url_path: '/one' } }, { url_alias: { url_path: '/two' } }] },
    expected: '/two/x',
  },

  // Reserved tokens
  {
    name: 'renders locale, pluralName and documentId',
    source: '/[locale]/[pluralName]/[documentId]',
    entry: {},
    expected: `/en/pages/${DOCUMENT_ID}`,
  },
  {
    name: 'keeps a region locale as it is',
    source: '/[locale]/[title]',
    entry: title,
    context: { locale: 'fr-CA' },
    expected: '/fr-CA/hello-world',
  },
  { name: 'drops an empty locale', source: '/[locale]/[title]', entry: title, context: { locale: '' }, expected: '/hello-world' },
  {
    name: 'slugifies a locale that is not safe',
    source: '/[locale]/[title]',
    entry: title,
    context: { locale: 'x/y' },
    expected: '/x-y/hello-world',
  },
  {
    name: 'slugifies the plural name',
    source: '/[pluralName]/[title]',
    entry: title,
    context: { pluralName: 'Blog Posts' },
    expected: '/blog-posts/hello-world',
  },

  // Length: at most 247 characters, room for a "-NNNN" suffix
  {
    name: 'cuts a long title inside a word',
    source: '/blog/[title]',
    entry: { title: 'word '.repeat(100) },
    expected: `/blog/${'word-'.repeat(48)}w`,
  },
  {
    name: 'cuts a long title without a trailing separator',
    source: '/blogs/[title]',
    entry: { title: 'ab '.repeat(100) },
    expected: `/blogs/${'ab-'.repeat(79)}ab`,
  },
  {
    name: 'cuts a long title with transliteration off',
    source: '/blog/[title]',
    entry: { title: 'é'.repeat(300) },
    options: { transliterate: false },
    expected: `/blog/${'é'.repeat(241)}`,
  },
  {
    name: 'cuts only the last segment',
    source: '/[category.slug]/[title]',
    entry: { category: { slug: 'c'.repeat(200) }, title: 't'.repeat(100) },
    expected: `/${'c'.repeat(200)}/${'t'.repeat(45)}`,
  },
  {
    name: 'cuts the slug under a long parent path',
    source: '[parent.url_path]/[slug]',
    entry: withParent(`/${'a'.repeat(239)}`),
    expected: `/${'a'.repeat(239)}/instal`,
  },
  {
    name: 'drops the last segment when nothing of it fits',
    source: '[parent.url_path]/[slug]',
    entry: withParent(long('a'.repeat(122), 2)),
    expected: long('a'.repeat(122), 2),
  },
  {
    name: 'cuts at a segment boundary when the rest is too long',
    source: '[parent.url_path]/[slug]',
    entry: withParent(`/${'a'.repeat(120)}/${'b'.repeat(132)}`),
    expected: `/${'a'.repeat(120)}`,
  },
  {
    name: 'cuts a lone segment too long',
    source: '[parent.url_path]',
    entry: { parent: { url_alias: { url_path: `/${'c'.repeat(254)}` } } },
    expected: `/${'c'.repeat(246)}`,
  },
];

/** A collection type's pattern that renders nothing readable, and the path `renderFallback` gives. */
export interface FallbackCase {
  readonly name: string;
  readonly source: string;
  readonly context?: Partial<RenderContext>;
  readonly expected: string;
}

export const fallbackCases: ReadonlyArray<FallbackCase> = [
  { name: 'keeps the literal text before the documentId', source: '/blog/[title]', expected: `/blog/${DOCUMENT_ID}` },
  { name: 'keeps every literal segment', source: '/docs/v2/[category.slug]/[title]', expected: `/docs/v2/${DOCUMENT_ID}` },
  { name: 'gives the documentId alone to a pattern of tokens only', source: '/[title]', expected: `/${DOCUMENT_ID}` },
  { name: 'slugifies a documentId that is not URL-safe', source: '/[title]', context: { documentId: 'A b' }, expected: '/a-b' },
  {
    name: 'drops the literal text when the documentId would not fit',
    source: `/${'a'.repeat(240)}/[title]`,
    expected: `/${DOCUMENT_ID}`,
  },
];
