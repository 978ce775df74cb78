import type { PatternToken } from '../../server/src/domain/pattern/ast';

/** A pattern `parsePattern` accepts, and the tokens it must give. */
export interface ParseCase {
  readonly name: string;
  readonly source: string;
  readonly tokens: PatternToken[];
}

/** A pattern `parsePattern` refuses: where the problem is and part of the message. */
export interface SyntaxErrorCase {
  readonly name: string;
  readonly source: string;
  readonly position: number;
  readonly message: string;
}

const text = (value: string): PatternToken => ({ kind: 'text', value });
const field = (...names: string[]): PatternToken => ({ kind: 'field', path: names.map((name) => ({ name })) });
const dated = (name: string, format: string): PatternToken => ({ kind: 'field', path: [{ name }], format });
const urlPath = (...names: string[]): PatternToken => ({ kind: 'urlPath', via: names.map((name) => ({ name })) });

export const parseCases: ReadonlyArray<ParseCase> = [
  // Literal text
  { name: 'reads the root as text', source: '/', tokens: [text('/')] },
  { name: 'reads a pattern without tokens as text', source: '/about/us', tokens: [text('/about/us')] },
  { name: 'keeps a trailing slash in text', source: '/[title]/', tokens: [text('/'), field('title'), text('/')] },
  { name: 'keeps Unicode text', source: '/café/[title]', tokens: [text('/café/'), field('title')] },
  { name: 'keeps a "%" in text as written', source: '/100%/[title]', tokens: [text('/100%/'), field('title')] },
  { name: 'allows dots inside a segment', source: '/a.b/v..[title]', tokens: [text('/a.b/v..'), field('title')] },
  { name: 'accepts a pattern of exactly 255 characters', source: `/${'a'.repeat(254)}`, tokens: [text(`/${'a'.repeat(254)}`)] },

  // Field tokens
  { name: 'reads a field token', source: '/blog/[title]', tokens: [text('/blog/'), field('title')] },
  {
    name: 'reads a relation path',
    source: '/blog/[category.slug]/[title]',
    tokens: [text('/blog/'), field('category', 'slug'), text('/'), field('title')],
  },
  { name: 'reads a component path', source: '/[seo.slug]', tokens: [text('/'), field('seo', 'slug')] },
  { name: 'reads a path of several relations', source: '/[a.b.c.d]', tokens: [text('/'), field('a', 'b', 'c', 'd')] },
  {
    name: 'reads an index after a name',
    source: '/[tags[0].name]',
    tokens: [text('/'), { kind: 'field', path: [{ name: 'tags', index: 0 }, { name: 'name' }] }],
  },
  {
    name: 'reads a two-digit index',
    source: '/[sections[12].heading]',
    tokens: [text('/'), { kind: 'field', path: [{ name: 'sections', index: 12 }, { name: 'heading' }] }],
  },
  {
    name: 'reads an index on the last step (the check refuses it on a scalar)',
    source: '/[title[3]]',
    tokens: [text('/'), { kind: 'field', path: [{ name: 'title', index: 3 }] }],
  },
  { name: 'reads names with underscores and digits', source: '/[_field_2]', tokens: [text('/'), field('_field_2')] },
  { name: 'keeps the case of names', source: '/[Title]', tokens: [text('/'), field('Title')] },
  { name: 'reads adjacent tokens', source: '/[a][b]', tokens: [text('/'), field('a'), field('b')] },
  { name: 'reads text between tokens', source: '/[title]-[rank]', tokens: [text('/'), field('title'), text('-'), field('rank')] },

  // Formats
  {
    name: 'reads a format with "/"',
    source: '/news/[publishedAt:YYYY/MM]/[title]',
    tokens: [text('/news/'), dated('publishedAt', 'YYYY/MM'), text('/'), field('title')],
  },
  { name: 'reads a format with "-"', source: '/[publishedAt:YYYY-MM-DD]', tokens: [text('/'), dated('publishedAt', 'YYYY-MM-DD')] },
  { name: 'reads a format with "." and YY', source: '/[day:YY.MM.DD]', tokens: [text('/'), dated('day', 'YY.MM.DD')] },
  { name: 'reads a format with "_"', source: '/[day:YYYY_MM]', tokens: [text('/'), dated('day', 'YYYY_MM')] },
  { name: 'reads a format of one part', source: '/[day:DD]', tokens: [text('/'), dated('day', 'DD')] },
  {
    name: 'reads a format on a relation path',
    source: '/[event.day:YYYY]',
    tokens: [text('/'), { kind: 'field', path: [{ name: 'event' }, { name: 'day' }], format: 'YYYY' }],
  },

  // Reserved tokens
  {
    name: 'reads locale, pluralName and documentId',
    source: '/[locale]/[pluralName]/[documentId]',
    tokens: [text('/'), { kind: 'locale' }, text('/'), { kind: 'pluralName' }, text('/'), { kind: 'documentId' }],
  },
  { name: 'reads locale as a field after the first step', source: '/[category.locale]', tokens: [text('/'), field('category', 'locale')] },

  // url_path tokens
  { name: 'reads a url_path token', source: '/[parent.url_path]/[slug]', tokens: [text('/'), urlPath('parent'), text('/'), field('slug')] },
  { name: 'accepts a url_path token first', source: '[parent.url_path]/[slug]', tokens: [urlPath('parent'), text('/'), field('slug')] },
  { name: 'accepts a url_path token alone', source: '[parent.url_path]', tokens: [urlPath('parent')] },
  { name: 'reads a url_path through two relations', source: '/[parent.parent.url_path]', tokens: [text('/'), urlPath('parent', 'parent')] },
  {
    name: 'reads a url_path through an indexed relation',
    source: '/[tags[1].url_path]',
    tokens: [text('/'), { kind: 'urlPath', via: [{ name: 'tags', index: 1 }] }],
  },
  { name: 'reads url_path alone as a field', source: '/[url_path]', tokens: [text('/'), field('url_path')] },
  {
    name: 'reads url_path in the middle as a field',
    source: '/[parent.url_path.x]',
    tokens: [text('/'), field('parent', 'url_path', 'x')],
  },
];

export const syntaxErrorCases: ReadonlyArray<SyntaxErrorCase> = [
  // Start and length
  { name: 'an empty pattern', source: '', position: 0, message: 'must start with "/"' },
  { name: 'a pattern starting with text', source: 'blog/[title]', position: 0, message: 'must start with "/"' },
  {
    name: 'a pattern starting with a field token',
    source: '[title]/x',
    position: 0,
    message: 'must start with "/" or with a [relation.url_path] token',
  },
  { name: 'a pattern starting with [locale]', source: '[locale]/[title]', position: 0, message: 'must start with "/"' },
  { name: 'a pattern of 256 characters', source: `/${'a'.repeat(255)}`, position: 255, message: 'at most 255 characters' },

  // Brackets
  { name: 'an unclosed token', source: '/blog/[title', position: 6, message: 'this "[" is never closed' },
  { name: 'a "[" at the end', source: '/blog/[', position: 6, message: 'never closed' },
  { name: 'an unclosed token after a dot', source: '/[category.', position: 1, message: 'never closed' },
  { name: 'an unclosed index', source: '/blog/[tags[0', position: 11, message: 'never closed' },
  { name: 'an unclosed token after an index', source: '/blog/[tags[0].name', position: 6, message: 'never closed' },
  { name: 'an unclosed token after a format', source: '/blog/[day:YYYY', position: 6, message: 'never closed' },
  { name: 'a stray "]"', source: '/blog/title]', position: 11, message: 'this "]" closes no "["' },
  { name: 'a "]" after a token', source: '/[title]]', position: 8, message: 'closes no "["' },
  { name: 'an empty token', source: '/blog/[]', position: 6, message: 'a token is empty' },
  { name: 'a nested token', source: '/[category.[slug]]', position: 11, message: 'only allowed for an index' },
  { name: 'a "[" at the start of a token', source: '/[[title]]', position: 2, message: 'only allowed for an index' },
  { name: 'a second index', source: '/[tags[0][1].name]', position: 9, message: 'only allowed for an index' },
  { name: 'a bracket inside an index', source: '/[tags[[0]].name]', position: 7, message: 'only allowed for an index' },
  { name: 'a "[" inside a format', source: '/[day:[YYYY]]', position: 6, message: 'a "[" is not allowed in a format' },

  // Names
  { name: 'a name starting with a digit', source: '/[1title]', position: 2, message: '"1" cannot start a field name' },
  { name: 'a space before a name', source: '/[ title]', position: 2, message: 'a space cannot start a field name' },
  { name: 'a space after a name', source: '/[title ]', position: 7, message: 'a space is not allowed in a field name' },
  { name: 'a "-" in a name', source: '/[ti-tle]', position: 4, message: '"-" is not allowed in a field name' },
  { name: 'a non-ASCII letter in a name', source: '/[tïtle]', position: 3, message: '"ï" is not allowed in a field name' },
  { name: 'a leading dot', source: '/[.title]', position: 2, message: 'a field name is expected' },
  { name: 'a trailing dot', source: '/[title.]', position: 8, message: 'a field name is expected after "."' },
  { name: 'two dots in a row', source: '/[a..b]', position: 4, message: 'a field name is expected after "."' },

  // Indexes
  { name: 'a letter as an index', source: '/[tags[x].name]', position: 7, message: 'an index must be a whole number' },
  { name: 'an empty index', source: '/[tags[].name]', position: 7, message: 'an index must be a whole number' },
  { name: 'a negative index', source: '/[tags[-1].name]', position: 7, message: 'an index must be a whole number' },
  { name: 'a digit and a letter as an index', source: '/[tags[0a].name]', position: 8, message: 'an index must be a whole number' },
  { name: 'an index with a leading zero', source: '/[tags[01].name]', position: 7, message: 'an index must not start with 0' },
  { name: 'an index too large to be exact', source: '/[tags[99999999999999999].name]', position: 7, message: 'too large' },

  // Reserved tokens and url_path
  { name: 'a format on [locale]', source: '/[locale:YYYY]', position: 8, message: 'not to [locale]' },
  { name: 'a format on [documentId]', source: '/[documentId:YY]', position: 12, message: 'not to [documentId]' },
  { name: 'a format on [pluralName]', source: '/[pluralName:MM]', position: 12, message: 'not to [pluralName]' },
  { name: 'a format on a url_path token', source: '/[parent.url_path:YYYY]', position: 17, message: 'not to url_path' },
  { name: 'an index on [locale]', source: '/[locale[0]]', position: 8, message: '[locale] cannot take an index' },
  { name: 'a field after [locale]', source: '/[locale.code]', position: 2, message: '[locale] is a token of its own' },
  { name: 'an index on url_path', source: '/[parent.url_path[0]]', position: 17, message: 'url_path cannot take an index' },

  // Formats
  { name: 'lowercase format letters', source: '/[day:yyyy]', position: 6, message: '"y" is not a date format' },
  { name: 'a time in a format', source: '/[publishedAt:YYYY-MM-DDThh]', position: 24, message: '"T" is not a date format' },
  { name: 'three Ys', source: '/[day:YYY]', position: 8, message: '"Y" is not a date format' },
  { name: 'a single M', source: '/[day:YYYY-M]', position: 11, message: '"M" is not a date format' },
  { name: 'a space in a format', source: '/[day:YYYY MM]', position: 10, message: '" " is not a date format' },
  { name: 'an empty format', source: '/[day:]', position: 6, message: 'a format is missing after ":"' },
  { name: 'a format of separators only', source: '/[day:-/]', position: 6, message: 'needs at least one of YYYY, YY, MM or DD' },

  // Text
  { name: 'a "?" in text', source: '/blog?x/[title]', position: 5, message: '"?" is not allowed: a path has no query or fragment' },
  { name: 'a "#" in text', source: '/blog#top/[title]', position: 5, message: '"#" is not allowed' },
  { name: 'a "?" after the last token', source: '/[title]?page=2', position: 8, message: '"?" is not allowed' },
  { name: 'a line break in text', source: '/blog\n/[title]', position: 5, message: 'control characters' },
  { name: 'a tab in text', source: '/blog/\t[title]', position: 6, message: 'control characters' },
  { name: 'a C1 control character in text', source: '/blog\u0085/[title]', position: 5, message: 'control characters' },
  { name: 'a ".." segment', source: '/blog/../[title]', position: 6, message: '"." and ".." segments are not allowed' },
  { name: 'a "." segment', source: '/./[title]', position: 1, message: '"." and ".." segments are not allowed' },
  { name: 'a ".." segment at the end', source: '/[title]/..', position: 9, message: '".." segments are not allowed' },
  { name: 'a ".." segment between tokens', source: '/[a]/../[b]', position: 5, message: '".." segments are not allowed' },
  { name: 'the first problem of several', source: '/[title]?/[', position: 8, message: '"?" is not allowed' },
];
