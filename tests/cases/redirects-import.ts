import { MAX_IMPORT_LINES } from '../../addons/redirects/server/src/domain/import-file';
import type { ImportLine } from '../../addons/redirects/server/src/domain/import-formats';
import type { Redirect } from '../../addons/redirects/server/src/domain/redirect-rules';
import type { ImportField, OwnFileFormat as ImportFormat } from '../../addons/redirects/shared/contracts/redirects';

/** A file `readImportFile` reads, and the numbered, unchecked lines it must give. */
export interface ReadImportCase {
  readonly name: string;
  readonly format: ImportFormat;
  readonly content: string;
  /** The column mapping the import is given, if any. */
  readonly columns?: Partial<Record<ImportField, string>>;
  readonly expected: ReadonlyArray<ImportLine>;
}

/** A file `readImportFile` refuses whole, and its message. */
export interface ImportFileErrorCase {
  readonly name: string;
  readonly format: ImportFormat;
  readonly content: string;
  readonly columns?: Partial<Record<ImportField, string>>;
  /** How the message starts: all of it, except the JSON parser's words (they vary by Node version). */
  readonly message: string;
}

/** Redirects that an export, read back and validated, must give back unchanged. */
export interface RoundTripCase {
  readonly name: string;
  readonly redirects: ReadonlyArray<Redirect>;
}

const line = (n: number, from?: string, to?: string, status_code?: unknown, locale?: unknown): ImportLine => ({
  line: n,
  input: { from, to, status_code, locale },
});

const csvRows = (count: number) => `from,to\n${'/a,/b\n'.repeat(count)}`;
const jsonItems = (count: number) => JSON.stringify(Array.from({ length: count }, () => ({ from: '/a', to: '/b' })));
const HEADER_RULE =
  'the first line must be a header naming the columns from and to (status_code and locale are optional), such as "from,to,status_code,locale"; it names: ';
const tooMany = `the file has 100,001 redirects; at most 100,000 can be imported at once, split it into smaller files`;

export const readImportCases: ReadonlyArray<ReadImportCase> = [
  {
    name: 'reads the locale column of a CSV, an empty cell as written',
    format: 'csv',
    content: 'from,to,status_code,locale\n/a,/b,301,fr\n/c,/d,,\n',
    expected: [line(2, '/a', '/b', '301', 'fr'), line(3, '/c', '/d', '', '')],
  },
  {
    name: 'reads the locale of JSON objects, null and absent as written',
    format: 'json',
    content: '[{"from":"/a","to":"/b","locale":"fr"},{"from":"/c","to":"/d","locale":null},{"from":"/e","to":"/f"}]',
    expected: [line(1, '/a', '/b', undefined, 'fr'), line(2, '/c', '/d', undefined, null), line(3, '/e', '/f')],
  },
  { name: 'reads a CSV with only a header as no lines', format: 'csv', content: 'from,to\n', expected: [] },
  {
    name: 'reads a CSV numbering the first data row as line 2',
    format: 'csv',
    content: 'from,to,status_code\n/a,/b,302\n/c,https://example.com/,\n',
    expected: [line(2, '/a', '/b', '302'), line(3, '/c', 'https://example.com/', '')],
  },
  {
    name: 'reads CSV columns in any order',
    format: 'csv',
    content: 'status_code,to,from\n307,/b,/a',
    expected: [line(2, '/a', '/b', '307')],
  },
  {
    name: 'reads CSV column names in any case, with spaces around them',
    format: 'csv',
    content: ' FROM , To ,Status_Code \n/a,/b,308',
    expected: [line(2, '/a', '/b', '308')],
  },
  {
    name: 'ignores unknown CSV columns',
    format: 'csv',
    content: 'id,from,note,to\n1,/a,"moved, see ticket",/b',
    expected: [line(2, '/a', '/b')],
  },
  {
    name: 'leaves status_code undefined without its CSV column',
    format: 'csv',
    content: 'from,to\n/a,/b',
    expected: [line(2, '/a', '/b')],
  },
  {
    name: 'leaves the missing cells of a short CSV row undefined',
    format: 'csv',
    content: 'from,to,status_code\n/a\n/b,/c',
    expected: [line(2, '/a'), line(3, '/b', '/c')],
  },
  {
    name: 'keeps CSV cells as written, for validation to judge',
    format: 'csv',
    content: 'from,to\n old ,  https://example.com/ ',
    expected: [line(2, ' old ', '  https://example.com/ ')],
  },
  {
    name: 'numbers CSV lines by row, not by line breaks inside quotes',
    format: 'csv',
    content: 'from,to\n"/a\nb",/c\n/d,/e',
    expected: [line(2, '/a\nb', '/c'), line(3, '/d', '/e')],
  },
  {
    name: 'counts blank CSV lines in line numbers, as a spreadsheet and an editor show them',
    format: 'csv',
    content: 'from,to\r\n\r\n/a,/b\r\n\r\n/c,/d\r\n',
    expected: [line(3, '/a', '/b'), line(5, '/c', '/d')],
  },
  {
    name: 'reads a CSV saved with a byte order mark',
    format: 'csv',
    content: '\ufefffrom,to\n/a,/b',
    expected: [line(2, '/a', '/b')],
  },
  {
    name: `reads a CSV of exactly ${MAX_IMPORT_LINES} redirects`,
    format: 'csv',
    content: csvRows(MAX_IMPORT_LINES),
    expected: Array.from({ length: MAX_IMPORT_LINES }, (_, i) => line(i + 2, '/a', '/b')),
  },
  {
    name: 'reads a CSV through a column mapping (an app collection exported as source,destination)',
    format: 'csv',
    content: 'id,source,destination\n1,/old,/new\n',
    columns: { from: 'source', to: 'destination' },
    expected: [line(2, '/old', '/new')],
  },
  {
    name: 'reads mapped CSV columns in any case',
    format: 'csv',
    content: 'Source,DESTINATION,Code\n/old,/new,302\n',
    columns: { from: 'source', to: 'destination', status_code: 'code' },
    expected: [line(2, '/old', '/new', '302')],
  },
  {
    name: 'reads a permanent column as 308 (true) or 307 (false), as Next.js does',
    format: 'csv',
    content: 'source,destination,permanent\n/a,/b,true\n/c,/d,FALSE\n/e,/f,\n/g,/h,maybe\n',
    columns: { from: 'source', to: 'destination' },
    expected: [line(2, '/a', '/b', 308), line(3, '/c', '/d', 307), line(4, '/e', '/f'), line(5, '/g', '/h', 'maybe')],
  },
  {
    name: 'lets a status_code column win over permanent',
    format: 'csv',
    content: 'from,to,status_code,permanent\n/a,/b,301,false\n',
    expected: [line(2, '/a', '/b', '301')],
  },
  {
    name: 'reads JSON keys through a column mapping, with a boolean permanent',
    format: 'json',
    content: '[{"source": "/a", "destination": "/b", "permanent": true}, {"source": "/c", "destination": "/d", "permanent": false}]',
    columns: { from: 'source', to: 'destination' },
    expected: [line(1, '/a', '/b', 308), line(2, '/c', '/d', 307)],
  },
  {
    name: 'reads a mapped field by the mapped key only (JSON keys are exact)',
    format: 'json',
    content: '[{"from": "/x", "source": "/a", "destination": "/b"}]',
    columns: { from: 'source', to: 'destination' },
    expected: [line(1, '/a', '/b')],
  },
  { name: 'reads an empty JSON array as no lines', format: 'json', content: '[]', expected: [] },
  {
    name: 'reads JSON objects numbering the first as line 1',
    format: 'json',
    content: '[{"from": "/a", "to": "/b", "status_code": 302}, {"from": "/c", "to": "/d"}]',
    expected: [line(1, '/a', '/b', 302), line(2, '/c', '/d')],
  },
  {
    name: 'keeps JSON values as written, for validation to judge',
    format: 'json',
    content: '[{"from": 1, "to": ["/b"], "status_code": "301"}]',
    expected: [{ line: 1, input: { from: 1, to: ['/b'], status_code: '301', locale: undefined } }],
  },
  {
    name: 'keeps only from, to, status_code and locale of a JSON object',
    format: 'json',
    content: '[{"from": "/a", "to": "/b", "id": 4, "publishedAt": null}]',
    expected: [line(1, '/a', '/b')],
  },
  {
    name: 'gives an empty input for a JSON element that is not an object',
    format: 'json',
    content: '[null, 3, "x", ["/a", "/b"], {"from": "/c", "to": "/d"}]',
    expected: [{ line: 1, input: {} }, { line: 2, input: {} }, { line: 3, input: {} }, { line: 4, input: {} }, line(5, '/c', '/d')],
  },
  {
    name: 'reads JSON saved with a byte order mark',
    format: 'json',
    content: '\ufeff[{"from": "/a", "to": "/b"}]',
    expected: [line(1, '/a', '/b')],
  },
];

export const importFileErrorCases: ReadonlyArray<ImportFileErrorCase> = [
  {
    name: 'an empty CSV',
    format: 'csv',
    content: '\n\n',
    message: 'the file is empty; the first line must be a header such as "from,to,status_code,locale"',
  },
  { name: 'a CSV without a header', format: 'csv', content: '/a,/b\n/c,/d', message: `${HEADER_RULE}/a,/b` },
  { name: 'a CSV header without to', format: 'csv', content: 'from,target\n/a,/b', message: `${HEADER_RULE}from,target` },
  { name: 'a CSV header without from', format: 'csv', content: 'source,to\n/a,/b', message: `${HEADER_RULE}source,to` },
  {
    name: 'a CSV header naming from twice',
    format: 'csv',
    content: 'from,to,From\n/a,/b,/c',
    message: 'the header names the column "from" more than once',
  },
  {
    name: 'a CSV with a quote never closed',
    format: 'csv',
    content: 'from,to\n/a,/b\n"/c,/d\n',
    message: 'the CSV cannot be read: line 3: a quoted field is never closed (a " is missing)',
  },
  { name: `a CSV of ${MAX_IMPORT_LINES + 1} redirects`, format: 'csv', content: csvRows(MAX_IMPORT_LINES + 1), message: tooMany },
  {
    name: 'a CSV without the mapped columns',
    format: 'csv',
    content: 'from,to\n/a,/b',
    columns: { from: 'source', to: 'destination' },
    message:
      'the first line must be a header naming the columns source and destination (status_code and locale are optional), such as "source,destination,status_code,locale"; it names: from,to',
  },
  {
    name: 'a mapping that reads two fields from one column',
    format: 'csv',
    content: 'from,to\n/a,/b',
    columns: { from: 'to' },
    message: 'the mapping reads from and to from the same column "to"',
  },
  {
    name: 'a JSON object instead of an array, named in the mapped keys',
    format: 'json',
    content: '{}',
    columns: { from: 'source', to: 'destination' },
    message: 'the file must hold a JSON array of redirects, such as [{"source": "/old", "destination": "/new"}]',
  },
  { name: 'an empty JSON file', format: 'json', content: '', message: 'the file is not valid JSON: ' },
  {
    name: 'JSON with a syntax error',
    format: 'json',
    content: '[{"from": "/a",}]',
    message: 'the file is not valid JSON: ',
  },
  {
    name: 'a JSON object instead of an array',
    format: 'json',
    content: '{"from": "/a", "to": "/b"}',
    message: 'the file must hold a JSON array of redirects, such as [{"from": "/old", "to": "/new"}]',
  },
  {
    name: 'a JSON string',
    format: 'json',
    content: '"from,to"',
    message: 'the file must hold a JSON array of redirects, such as [{"from": "/old", "to": "/new"}]',
  },
  { name: `a JSON array of ${MAX_IMPORT_LINES + 1} redirects`, format: 'json', content: jsonItems(MAX_IMPORT_LINES + 1), message: tooMany },
];

export const roundTripCases: ReadonlyArray<RoundTripCase> = [
  {
    name: 'redirects scoped to a locale and one for every locale from the same path',
    redirects: [
      {
        from: '/products/shoe',
        to: '/produits/chaussure',
        status_code: 301,
        locale: 'fr',
        query: 'pass',
        activeFrom: null,
        activeUntil: null,
      },
      {
        from: '/products/shoe',
        to: '/products/sneaker',
        status_code: 301,
        locale: null,
        query: 'pass',
        activeFrom: null,
        activeUntil: null,
      },
      { from: '/a', to: '/b', status_code: 308, locale: 'zh-Hans-HK', query: 'pass', activeFrom: null, activeUntil: null },
    ],
  },
  { name: 'no redirects', redirects: [] },
  {
    name: 'plain redirects with every status code',
    redirects: [
      { from: '/a', to: '/b', status_code: 301, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
      { from: '/c', to: 'https://example.com/c', status_code: 302, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
      { from: '/d', to: 'http://example.com/', status_code: 303, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
      { from: '/e', to: '/', status_code: 307, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
      { from: '/', to: '/home', status_code: 308, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
    ],
  },
  {
    name: 'paths and URLs with commas, quotes and spaces (a URL in its stored, serialised form)',
    redirects: [
      { from: '/a,b', to: '/say "hi"', status_code: 301, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
      {
        from: '/quoted "x"',
        to: 'https://example.com/?q=a,b&r=%22x%22',
        status_code: 302,
        locale: null,
        query: 'pass',
        activeFrom: null,
        activeUntil: null,
      },
      { from: '/inner space', to: '/x y', status_code: 301, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
    ],
  },
  {
    name: 'stored paths with a percent sign (escaped on export, decoded once on import)',
    redirects: [
      { from: '/100%', to: '/a%78', status_code: 301, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
      {
        from: '/%2525',
        to: 'https://example.com/%41?x=%25',
        status_code: 308,
        locale: null,
        query: 'pass',
        activeFrom: null,
        activeUntil: null,
      },
    ],
  },
  {
    name: 'Unicode paths, and a Unicode URL in its stored, serialised form',
    redirects: [
      { from: '/café', to: '/新闻/文章', status_code: 301, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
      {
        from: '/🎉',
        to: 'https://xn--bcher-kva.de/stra%C3%9Fe',
        status_code: 302,
        locale: null,
        query: 'pass',
        activeFrom: null,
        activeUntil: null,
      },
    ],
  },
];
