import type { PathImportField, PathImportFormat, PathImportLine } from '../../shared/contracts/path-import';
import type { CheckedPathLine } from '../../server/src/domain/path-import-line';

/** A line `checkPathLine` accepts, and what it makes of it. */
export interface AcceptedLineCase {
  readonly name: string;
  readonly input: Omit<PathImportLine, 'line'>;
  readonly expected: Omit<CheckedPathLine, 'line'>;
}

/** A line `checkPathLine` refuses, and why. */
export interface RefusedLineCase {
  readonly name: string;
  readonly input: Omit<PathImportLine, 'line'>;
  readonly reason: string;
}

/** A file `readPathImportFile` reads, and the lines it gives. */
export interface PathImportFileCase {
  readonly name: string;
  readonly format: PathImportFormat;
  readonly content: string;
  readonly columns?: Partial<Record<PathImportField, string>>;
  readonly expected: ReadonlyArray<PathImportLine>;
}

const PAGE = 'api::page.page';

export const acceptedLineCases: ReadonlyArray<AcceptedLineCase> = [
  {
    name: 'an entry by documentId and a path, normalised',
    input: { contentType: PAGE, documentId: 'abc', path: '//about//us/' },
    expected: { contentType: PAGE, entry: { documentId: 'abc' }, path: '/about/us' },
  },
  {
    name: 'an entry by a field value, in a locale',
    input: { contentType: PAGE, field: 'slug=hello-world', locale: 'fr', path: '/bonjour' },
    expected: { contentType: PAGE, entry: { field: 'slug', value: 'hello-world' }, locale: 'fr', path: '/bonjour' },
  },
  {
    name: 'a field value holding "=" and spaces, kept after the first "="',
    input: { contentType: PAGE, field: ' title=a = b ', path: '/x' },
    expected: { contentType: PAGE, entry: { field: 'title', value: 'a = b' }, path: '/x' },
  },
  {
    name: 'generated: true without a path (CSV text)',
    input: { contentType: PAGE, documentId: 'abc', generated: 'TRUE', path: '' },
    expected: { contentType: PAGE, entry: { documentId: 'abc' }, path: null },
  },
  {
    name: 'generated: true (a JSON boolean)',
    input: { contentType: PAGE, documentId: 'abc', generated: true },
    expected: { contentType: PAGE, entry: { documentId: 'abc' }, path: null },
  },
  {
    name: 'generated: false with a path, an empty locale left out, cells trimmed',
    input: { contentType: ` ${PAGE} `, documentId: ' abc ', generated: 'false', locale: '', path: '/a' },
    expected: { contentType: PAGE, entry: { documentId: 'abc' }, path: '/a' },
  },
  {
    name: 'the root path',
    input: { contentType: PAGE, documentId: 'abc', path: '/' },
    expected: { contentType: PAGE, entry: { documentId: 'abc' }, path: '/' },
  },
];

export const refusedLineCases: ReadonlyArray<RefusedLineCase> = [
  { name: 'no contentType', input: { documentId: 'abc', path: '/a' }, reason: 'contentType is required, such as "api::article.article"' },
  {
    name: 'a contentType that is no string',
    input: { contentType: 4, documentId: 'abc', path: '/a' },
    reason: 'contentType is required, such as "api::article.article"',
  },
  { name: 'no entry', input: { contentType: PAGE, path: '/a' }, reason: 'documentId or field is required' },
  {
    name: 'both documentId and field',
    input: { contentType: PAGE, documentId: 'abc', field: 'slug=a', path: '/a' },
    reason: 'give documentId or field, not both',
  },
  {
    name: 'a documentId that is no string',
    input: { contentType: PAGE, documentId: 12, path: '/a' },
    reason: 'documentId must be a string of at most 255 characters',
  },
  {
    name: 'a field without "="',
    input: { contentType: PAGE, field: 'slug', path: '/a' },
    reason: 'field must name a field and its value, such as "slug=hello-world"',
  },
  {
    name: 'a field without a value',
    input: { contentType: PAGE, field: 'slug=', path: '/a' },
    reason: 'field must name a field and its value, such as "slug=hello-world"',
  },
  {
    name: 'a field name that is no attribute name',
    input: { contentType: PAGE, field: 'a.b=c', path: '/a' },
    reason: 'field must name a field and its value, such as "slug=hello-world"',
  },
  {
    name: 'a locale that is no string',
    input: { contentType: PAGE, documentId: 'abc', locale: ['en'], path: '/a' },
    reason: 'locale must be a string of at most 255 characters',
  },
  {
    name: 'generated neither true nor false',
    input: { contentType: PAGE, documentId: 'abc', generated: 'yes', path: '/a' },
    reason: 'generated must be true or false',
  },
  {
    name: 'generated true with a path',
    input: { contentType: PAGE, documentId: 'abc', generated: true, path: '/a' },
    reason: 'give a path or generated: true, not both',
  },
  {
    name: 'no path',
    input: { contentType: PAGE, documentId: 'abc', path: ' ' },
    reason: 'path is required (or generated: true, to let the pattern make it)',
  },
  { name: 'a relative path', input: { contentType: PAGE, documentId: 'abc', path: 'about' }, reason: 'path must start with "/"' },
  {
    name: 'a path with a query',
    input: { contentType: PAGE, documentId: 'abc', path: '/a?b=c' },
    reason: 'path must not contain "?" or "#"',
  },
  { name: 'a path that is no string', input: { contentType: PAGE, documentId: 'abc', path: 5 }, reason: 'path must be a single string' },
];

export const pathImportFileCases: ReadonlyArray<PathImportFileCase> = [
  {
    name: 'a CSV with every column, numbering the first data row 2',
    format: 'csv',
    content: 'contentType,documentId,field,locale,path,generated\napi::page.page,abc,,en,/a,\n',
    expected: [{ line: 2, contentType: PAGE, documentId: 'abc', field: '', locale: 'en', path: '/a', generated: '' }],
  },
  {
    name: 'a CSV with only the required columns, the others left undefined',
    format: 'csv',
    content: 'path,contentType\n/a,api::page.page\n',
    expected: [
      { line: 2, contentType: PAGE, documentId: undefined, field: undefined, locale: undefined, path: '/a', generated: undefined },
    ],
  },
  {
    name: 'a JSON array through a column mapping',
    format: 'json',
    content: '[{"type": "api::page.page", "url": "/a", "generated": false}]',
    columns: { contentType: 'type', path: 'url' },
    expected: [{ line: 1, contentType: PAGE, documentId: undefined, field: undefined, locale: undefined, path: '/a', generated: false }],
  },
  {
    name: 'a JSON element that is no object, as a line without fields',
    format: 'json',
    content: '[7]',
    expected: [{ line: 1 }],
  },
];
