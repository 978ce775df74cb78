/** CSV text and the rows `parseCsv` must read from it. */
export interface ParseCsvCase {
  readonly name: string;
  readonly text: string;
  readonly expected: ReadonlyArray<ReadonlyArray<string>>;
}

/** CSV text `parseCsv` must refuse, and the 1-based line its error names. */
export interface CsvErrorCase {
  readonly name: string;
  readonly text: string;
  readonly line: number;
}

/** CSV text and the row number `readCsvRecords` gives each row it keeps. */
export interface CsvLineCase {
  readonly name: string;
  readonly text: string;
  readonly lines: ReadonlyArray<number>;
}

/** Rows and the CSV text `toCsv` must write for them. */
export interface ToCsvCase {
  readonly name: string;
  readonly rows: ReadonlyArray<ReadonlyArray<string | number>>;
  readonly expected: string;
  /** What reading the text back gives, when it is not `rows` as strings (the formula guard). */
  readonly readBack?: ReadonlyArray<ReadonlyArray<string>>;
}

export const parseCsvCases: ReadonlyArray<ParseCsvCase> = [
  { name: 'reads nothing from an empty text', text: '', expected: [] },
  { name: 'reads nothing from a lone byte order mark', text: '\ufeff', expected: [] },
  { name: 'reads one row', text: 'a,b,c', expected: [['a', 'b', 'c']] },
  {
    name: 'reads rows ending with LF',
    text: 'a,b\nc,d',
    expected: [
      ['a', 'b'],
      ['c', 'd'],
    ],
  },
  {
    name: 'reads rows ending with CRLF',
    text: 'a,b\r\nc,d\r\n',
    expected: [
      ['a', 'b'],
      ['c', 'd'],
    ],
  },
  {
    name: 'reads rows ending with a lone CR (old Mac)',
    text: 'a,b\rc,d',
    expected: [
      ['a', 'b'],
      ['c', 'd'],
    ],
  },
  { name: 'reads mixed line ends', text: 'a\r\nb\nc\rd', expected: [['a'], ['b'], ['c'], ['d']] },
  { name: 'adds no row for a trailing LF', text: 'a,b\n', expected: [['a', 'b']] },
  { name: 'adds no row for a trailing CRLF', text: 'a,b\r\n', expected: [['a', 'b']] },
  {
    name: 'drops a UTF-8 byte order mark',
    text: '\ufefffrom,to\n/a,/b',
    expected: [
      ['from', 'to'],
      ['/a', '/b'],
    ],
  },
  { name: 'keeps a byte order mark that is not at the start', text: 'a,\ufeffb', expected: [['a', '\ufeffb']] },
  { name: 'skips blank lines', text: 'a\n\n\r\n\nb\n\n', expected: [['a'], ['b']] },
  { name: 'skips lines of spaces only', text: 'a\n   \n\t\nb', expected: [['a'], ['b']] },
  { name: 'keeps a line of empty fields', text: ',,\n', expected: [['', '', '']] },
  { name: 'keeps a line with one quoted empty field', text: '""\n', expected: [['']] },
  { name: 'keeps empty fields between commas', text: 'a,,c', expected: [['a', '', 'c']] },
  { name: 'keeps an empty last field', text: 'a,b,\n', expected: [['a', 'b', '']] },
  { name: 'keeps an empty last field at the end of the text', text: 'a,', expected: [['a', '']] },
  { name: 'keeps an empty first field', text: ',b', expected: [['', 'b']] },
  { name: 'keeps spaces around unquoted fields', text: ' a , b ', expected: [[' a ', ' b ']] },
  { name: 'reads a quoted field', text: '"a",b', expected: [['a', 'b']] },
  { name: 'reads a comma inside quotes', text: '"a,b",c', expected: [['a,b', 'c']] },
  { name: 'reads "" inside quotes as one quote', text: '"say ""hi""",x', expected: [['say "hi"', 'x']] },
  { name: 'reads a field of one escaped quote', text: '""""', expected: [['"']] },
  { name: 'reads an empty quoted field', text: '"",b', expected: [['', 'b']] },
  { name: 'reads an LF inside quotes', text: '"a\nb",c\nd', expected: [['a\nb', 'c'], ['d']] },
  { name: 'reads a CRLF inside quotes as written', text: '"a\r\nb",c\r\nd', expected: [['a\r\nb', 'c'], ['d']] },
  { name: 'reads a quoted last field before the end of the text', text: 'a,"b"', expected: [['a', 'b']] },
  { name: 'reads a quoted field that spans blank lines', text: '"a\n\n",b', expected: [['a\n\n', 'b']] },
  { name: 'keeps a quote inside an unquoted field as written', text: 'a"b,c', expected: [['a"b', 'c']] },
  { name: 'keeps text after a closing quote as written', text: '"a"b,c', expected: [['ab', 'c']] },
  { name: 'keeps Unicode', text: '/café,/新闻 🎉', expected: [['/café', '/新闻 🎉']] },
  { name: 'keeps rows of different lengths', text: 'a,b,c\nd\ne,f', expected: [['a', 'b', 'c'], ['d'], ['e', 'f']] },
];

export const csvErrorCases: ReadonlyArray<CsvErrorCase> = [
  { name: 'a quote never closed on the first line', text: '"a,b', line: 1 },
  { name: 'a quote never closed after other rows', text: 'a,b\nc,d\ne,"f\ng,h\n', line: 3 },
  { name: 'a quote never closed after a field spanning lines', text: '"a\nb",c\nd,"e', line: 3 },
  { name: 'a quote never closed after CRLF rows', text: 'a\r\nb\r\n"c', line: 3 },
  { name: 'a closing "" that escapes a quote instead', text: 'a,"b""', line: 1 },
];

export const csvLineCases: ReadonlyArray<CsvLineCase> = [
  { name: 'numbers rows from 1', text: 'a\nb\nc', lines: [1, 2, 3] },
  { name: 'counts skipped blank rows', text: 'a\n\nb\n  \nc', lines: [1, 3, 5] },
  { name: 'does not count line breaks inside quotes', text: 'a\n"b\nc\nd"\ne', lines: [1, 2, 3] },
  { name: 'counts a CRLF as one line break', text: 'a\r\nb\r\n\r\nc', lines: [1, 2, 4] },
];

export const toCsvCases: ReadonlyArray<ToCsvCase> = [
  { name: 'writes nothing for no rows', rows: [], expected: '' },
  {
    name: 'ends every line with LF',
    rows: [
      ['a', 'b'],
      ['c', 'd'],
    ],
    expected: 'a,b\nc,d\n',
  },
  { name: 'writes numbers', rows: [['/a', '/b', 301]], expected: '/a,/b,301\n' },
  { name: 'writes a negative number as a number, not as a formula', rows: [[-1]], expected: '-1\n' },
  {
    name: 'leaves a plain field unquoted',
    rows: [['/a b', 'https://example.com/?a=1&b=2']],
    expected: '/a b,https://example.com/?a=1&b=2\n',
  },
  { name: 'quotes a field with a comma', rows: [['/a,b', 'c']], expected: '"/a,b",c\n' },
  { name: 'quotes a field with a quote and doubles it', rows: [['say "hi"']], expected: '"say ""hi"""\n' },
  { name: 'quotes a field with an LF', rows: [['a\nb']], expected: '"a\nb"\n' },
  { name: 'quotes a field with a CR', rows: [['a\rb']], expected: '"a\rb"\n' },
  { name: 'quotes a field that starts with a space', rows: [[' a', 'b']], expected: '" a",b\n' },
  { name: 'quotes a field that ends with a space', rows: [['/a ', 'b']], expected: '"/a ",b\n' },
  { name: 'writes empty fields', rows: [['', 'b', '']], expected: ',b,\n' },
  { name: 'quotes a lone empty field so that its row is not a blank line', rows: [['']], expected: '""\n' },
  { name: 'keeps Unicode', rows: [['/café', '/新闻']], expected: '/café,/新闻\n' },
  { name: 'guards a field starting with = against formula injection', rows: [['=1+1']], expected: "'=1+1\n", readBack: [["'=1+1"]] },
  { name: 'guards a field starting with +', rows: [['+1']], expected: "'+1\n", readBack: [["'+1"]] },
  { name: 'guards a field starting with -', rows: [['-1']], expected: "'-1\n", readBack: [["'-1"]] },
  { name: 'guards a field starting with @', rows: [['@SUM(A1)']], expected: "'@SUM(A1)\n", readBack: [["'@SUM(A1)"]] },
  { name: 'guards a field starting with a tab', rows: [['\t=1']], expected: "'\t=1\n", readBack: [["'\t=1"]] },
  {
    name: 'guards and quotes a formula with a comma',
    rows: [['=HYPERLINK("http://x","y")']],
    expected: '"\'=HYPERLINK(""http://x"",""y"")"\n',
    readBack: [['\'=HYPERLINK("http://x","y")']],
  },
  { name: 'does not guard a formula character after the start', rows: [['/a=1', 'a-b']], expected: '/a=1,a-b\n' },
];
