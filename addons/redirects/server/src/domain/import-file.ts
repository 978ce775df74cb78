/**
 * Reads an import file into numbered, unchecked redirects. Only a file that cannot be read at all
 * is refused here; each line is validated later on its own, so one bad line never stops the rest.
 */
import { MAX_PATH_LENGTH } from 'sitetools-kit/path';
import { CsvError, readCsvRecords } from './csv';
import type { ImportFormat } from '../../../shared/contracts/redirects';
import { MAX_URL_LENGTH, type RedirectInput } from './redirect-rules';

export type { ImportFormat };

/** One redirect of a file, unchecked, with the line an editor should look at if it is refused. */
export interface ImportLine {
  line: number;
  input: RedirectInput;
}

/** A file that cannot be read at all (bad JSON, not an array, a CSV without the from,to header, over the line limit). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** The most redirects one file may hold; a longer file is refused whole. */
export const MAX_IMPORT_LINES = 10_000;

/**
 * What one redirect takes in the longer of the two formats, around its `from` and `to`: the
 * indented JSON the export writes (CSV takes 6 characters).
 */
const JSON_LINE_FRAME = '  {\n    "from": "",\n    "to": "",\n    "status_code": 308,\n    "locale": "zh-Hans-HK"\n  },\n'.length;
/** A BOM, the CSV header or the JSON array's brackets. */
const FILE_FRAME = 100;

/** The longest file an import reads, in characters: its most lines, each with the longest `from` and `to`. */
export const MAX_IMPORT_CHARACTERS = MAX_IMPORT_LINES * (JSON_LINE_FRAME + MAX_PATH_LENGTH + MAX_URL_LENGTH) + FILE_FRAME;

/**
 * The import request's JSON body limit, in bytes: the longest file, each character taking up to 3
 * bytes (a path in any script is at most 3 bytes a character in UTF-8; JSON's escapes of quotes and
 * line breaks take 2), and the request's other fields. Strapi's default of 1 MB holds about 2,000
 * lines of 255-character paths.
 */
export const IMPORT_BODY_LIMIT = 3 * MAX_IMPORT_CHARACTERS + 1_000;

const BOM = '\ufeff';

const checkCount = (count: number): void => {
  if (count <= MAX_IMPORT_LINES) return;
  throw new ImportFileError(
    `the file has ${count.toLocaleString('en')} redirects; at most ${MAX_IMPORT_LINES.toLocaleString('en')} ` +
      'can be imported at once, split it into smaller files'
  );
};

const columnIndexes = (header: ReadonlyArray<string>) => {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const indexOf = (name: string): number => {
    const index = names.indexOf(name);
    if (index !== -1 && names.indexOf(name, index + 1) !== -1) {
      throw new ImportFileError(`the header names the column "${name}" more than once`);
    }
    return index;
  };
  const from = indexOf('from');
  const to = indexOf('to');
  if (from === -1 || to === -1) {
    throw new ImportFileError(
      'the first line must be a header naming the columns from and to (status_code and locale are optional), ' +
        `such as "from,to,status_code"; it names: ${header.join(',').slice(0, 100)}`
    );
  }
  return { from, to, status_code: indexOf('status_code'), locale: indexOf('locale') };
};

const readCsv = (content: string): ImportLine[] => {
  let records;
  try {
    records = readCsvRecords(content);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(`the CSV cannot be read: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new ImportFileError('the file is empty; the first line must be a header such as "from,to,status_code"');
  const columns = columnIndexes(header.cells);
  checkCount(rows.length);
  // A short row leaves its missing cells undefined: validation then refuses that line alone.
  return rows.map(({ line, cells }) => ({
    line,
    input: {
      from: cells[columns.from],
      to: cells[columns.to],
      status_code: columns.status_code === -1 ? undefined : cells[columns.status_code],
      locale: columns.locale === -1 ? undefined : cells[columns.locale],
    },
  }));
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const readJson = (content: string): ImportLine[] => {
  let parsed: unknown;
  try {
    // Editors on Windows save a byte order mark, which JSON.parse refuses.
    parsed = JSON.parse(content.startsWith(BOM) ? content.slice(1) : content);
  } catch (error) {
    throw new ImportFileError(`the file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) {
    throw new ImportFileError('the file must hold a JSON array of redirects, such as [{"from": "/old", "to": "/new"}]');
  }
  checkCount(parsed.length);
  // Only the four known keys are kept; anything that is not an object becomes an empty input
  // so that its line is refused (from is required) instead of aborting the file.
  return parsed.map((element: unknown, index) => ({
    line: index + 1,
    input: isRecord(element) ? { from: element.from, to: element.to, status_code: element.status_code, locale: element.locale } : {},
  }));
};

/**
 * Reads an import file into numbered, unchecked redirects; throws {@link ImportFileError} for a
 * file that cannot be read at all. CSV: a header row names the columns (`from` and `to` required,
 * `status_code` and `locale` optional (an empty locale: every locale), any order, case and surrounding spaces ignored, other columns ignored);
 * a line is the row number, the header being 1. JSON: an array of objects; a line is the
 * 1-based position in the array. Lines are not validated here: call `validateRedirect` on each.
 */
export const readImportFile = (format: ImportFormat, content: string): ImportLine[] =>
  format === 'csv' ? readCsv(content) : readJson(content);
