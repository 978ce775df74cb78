/**
 * CSV as RFC 4180 writes it, read the way spreadsheets write it: quoted fields, `""` for a quote,
 * commas and line breaks inside quotes, CRLF or LF line ends, an optional UTF-8 byte order mark
 * (Excel adds one).
 */

/** A CSV text that cannot be read; `line` is the 1-based physical line where the problem starts. */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvError';
  }
}

/** One row and its 1-based number among all rows, blank ones included. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;
const BOM = 0xfeff;

const isDelimiter = (code: number): boolean => code === COMMA || code === CR || code === LF;

const countLineBreaks = (text: string): number => text.match(/\r\n|\r|\n/g)?.length ?? 0;

// Where reading has got to: an index into the text and the physical line it is on.
interface Cursor {
  readonly text: string;
  at: number;
  line: number;
}

// Reads a quoted field from its opening quote; leaves the cursor after the closing quote.
const readQuoted = (cursor: Cursor): string => {
  const { text } = cursor;
  const openedAt = cursor.line;
  let value = '';
  cursor.at += 1;
  for (;;) {
    // indexOf skips a long quoted field at once instead of looking at every character.
    const close = text.indexOf('"', cursor.at);
    if (close === -1) throw new CsvError(openedAt, 'a quoted field is never closed (a " is missing)');
    const chunk = text.slice(cursor.at, close);
    cursor.line += countLineBreaks(chunk);
    value += chunk;
    cursor.at = close + 1;
    if (text.charCodeAt(cursor.at) !== QUOTE) return value;
    value += '"';
    cursor.at += 1;
  }
};

// Reads one field; leaves the cursor on the comma or line break after it, or at the end.
const readField = (cursor: Cursor): { value: string; quoted: boolean } => {
  const { text } = cursor;
  const quoted = text.charCodeAt(cursor.at) === QUOTE;
  const head = quoted ? readQuoted(cursor) : '';
  let stop = cursor.at;
  while (stop < text.length && !isDelimiter(text.charCodeAt(stop))) stop += 1;
  const value = head + text.slice(cursor.at, stop);
  cursor.at = stop;
  return { value, quoted };
};

// Reads one row; leaves the cursor at the start of the next row, or at the end.
const readRow = (cursor: Cursor): { cells: string[]; blank: boolean } => {
  const { text } = cursor;
  const cells: string[] = [];
  let quoted = false;
  for (;;) {
    const field = readField(cursor);
    cells.push(field.value);
    quoted ||= field.quoted;
    const code = text.charCodeAt(cursor.at);
    if (code === COMMA) {
      cursor.at += 1;
      continue;
    }
    if (code === CR || code === LF) {
      cursor.at += code === CR && text.charCodeAt(cursor.at + 1) === LF ? 2 : 1;
      cursor.line += 1;
    }
    return { cells, blank: !quoted && cells.length === 1 && cells[0].trim() === '' };
  }
};

/**
 * Reads CSV rows with their numbers. A row's number counts the rows before it, blank rows too,
 * but not line breaks inside quotes: it is the row number a spreadsheet shows, and the line number
 * a text editor shows unless an earlier field spans lines. Blank rows (nothing, or only spaces,
 * outside quotes) are skipped, so a trailing line break adds no row.
 *
 * Lenient where RFC 4180 is strict, as spreadsheets are: a quote inside an unquoted field and
 * text after a closing quote are kept as written. Only a quote that is never closed is an error,
 * since everything after it would silently become one field.
 */
export const readCsvRecords = (text: string): CsvRecord[] => {
  const cursor: Cursor = { text, at: text.charCodeAt(0) === BOM ? 1 : 0, line: 1 };
  const records: CsvRecord[] = [];
  for (let row = 1; cursor.at < text.length; row += 1) {
    const { cells, blank } = readRow(cursor);
    if (!blank) records.push({ line: row, cells });
  }
  return records;
};

/** Parses CSV text into rows of fields; see {@link readCsvRecords} for what it accepts. */
export const parseCsv = (text: string): string[][] => readCsvRecords(text).map(({ cells }) => cells);

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP);
// a leading "'" makes it text. Paths start with "/" and URLs with a letter, so valid redirects
// never trigger it: it guards against whatever else ends up in a file someone opens in Excel.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^ | $/;

const toField = (value: string | number): string => {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Writes rows as CSV, each line ending with `\n`. A field is quoted only when it must be (a
 * comma, quote, CR or LF, or a leading or trailing space). A text field that a spreadsheet would
 * run as a formula (starting with `=`, `+`, `-`, `@`, tab or CR) is written with a leading `'`;
 * {@link parseCsv} does not remove it, since it cannot tell it from an apostrophe typed by hand.
 * Numbers are written as they are: a negative number is data, not a formula.
 */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  rows
    .map((row) => {
      const line = row.map(toField).join(',');
      // A lone empty field would make a blank line, which readers skip: quote it to keep the row.
      return line === '' && row.length === 1 ? '""\n' : `${line}\n`;
    })
    .join('');
