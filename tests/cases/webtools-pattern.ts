import type { WebtoolsPatternConversion } from '../../server/src/domain/webtools-pattern';

/** A Strapi Webtools pattern and what the conversion gives. */
export interface WebtoolsPatternCase {
  readonly name: string;
  readonly webtools: string;
  readonly expected: WebtoolsPatternConversion;
}

const converts = (pattern: string): WebtoolsPatternConversion => ({ ok: true, pattern });
const refuses = (...problems: Array<[token: string, reason: string]>): WebtoolsPatternConversion => ({
  ok: false,
  problems: problems.map(([token, reason]) => ({ token, reason })),
});

const ONE_LEVEL = 'Webtools reads only one relation level, so the path it stands for is not known';

export const webtoolsPatternCases: ReadonlyArray<WebtoolsPatternCase> = [
  // Tokens both plugins spell the same way
  { name: "keeps Webtools' default pattern", webtools: '/[pluralName]/[documentId]', expected: converts('/[pluralName]/[documentId]') },
  { name: 'keeps a field token', webtools: '/blog/[title]', expected: converts('/blog/[title]') },
  { name: 'keeps a to-one relation field', webtools: '/blog/[category.slug]/[title]', expected: converts('/blog/[category.slug]/[title]') },
  {
    name: 'keeps an indexed to-many relation field',
    webtools: '/tags/[tags[0].name]/[slug]',
    expected: converts('/tags/[tags[0].name]/[slug]'),
  },
  { name: 'keeps the locale token', webtools: '/[locale]/[slug]', expected: converts('/[locale]/[slug]') },
  { name: 'keeps a pattern without tokens', webtools: '/about', expected: converts('/about') },
  { name: 'keeps text around tokens', webtools: '/news/[title].html', expected: converts('/news/[title].html') },

  // What Webtools does to the text
  { name: 'adds the leading slash Webtools adds', webtools: 'blog/[title]', expected: converts('/blog/[title]') },
  { name: 'adds a slash before a leading token', webtools: '[slug]', expected: converts('/[slug]') },
  { name: 'collapses repeated slashes as Webtools does', webtools: '//blog//[title]', expected: converts('/blog/[title]') },

  // Tokens sitetools cannot express
  {
    name: 'reports a token two relations deep',
    webtools: '/[category.parent.slug]',
    expected: refuses(['[category.parent.slug]', ONE_LEVEL]),
  },
  {
    name: 'reports an indexed relation without a field',
    webtools: '/[tags[0]]/[title]',
    expected: refuses(['[tags[0]]', 'an indexed relation without a field gives no value in Webtools']),
  },
  {
    name: 'reports an index on the field of a relation',
    webtools: '/[category.names[1]]',
    expected: refuses(['[category.names[1]]', 'an index on the field of a relation is not read by Webtools']),
  },
  {
    name: 'reports url_path on a relation, which means a path in sitetools',
    webtools: '/[parent.url_path]/[slug]',
    expected: refuses(['[parent.url_path]', "in sitetools this token is the related entry's path, not a field"]),
  },
  { name: 'reports a token that is not a field path', webtools: '/[a..b]', expected: refuses(['[a..b]', 'not a field path']) },
  {
    name: 'reports two tokens joined by a dash, which Webtools reads as one',
    webtools: '/news/[title]-[documentId]',
    expected: refuses(['[title]-[documentId]', 'not a field path']),
  },
  {
    name: 'reports every token it cannot express',
    webtools: '/[a.b.c]/[d.e.f]',
    expected: refuses(['[a.b.c]', ONE_LEVEL], ['[d.e.f]', ONE_LEVEL]),
  },
];

/** Webtools patterns whose converted text sitetools' parser refuses, reported with its message. */
export const webtoolsSyntaxCases: ReadonlyArray<{ readonly name: string; readonly webtools: string; readonly message: string }> = [
  { name: 'a literal bracket Webtools keeps as text', webtools: '/[my title]', message: '(at position' },
  { name: 'a query string', webtools: '/blog?p=[title]', message: 'a path has no query or fragment' },
];
