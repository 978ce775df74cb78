/** The rows of another tool's CSV file, read by the names of its header's columns. */
import { CsvError, readCsvRecords } from 'sitetools-kit/csv';
import { ImportFileError } from 'sitetools-kit/import-records';

/** A row: its line and its cells by lowercased header name ("" for a missing cell). */
export interface CsvRow {
  line: number;
  cells: string[];
  get(column: string): string;
}

/** Every record of a CSV text; a text that is no CSV is refused whole. */
export const csvRecords = (content: string) => {
  try {
    return readCsvRecords(content);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(error.message);
    throw error;
  }
};

/** The rows after the header, each read by column name. */
export const csvRows = (content: string): { header: string[]; rows: CsvRow[] } => {
  const [first, ...rest] = csvRecords(content);
  const header = (first?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const rows = rest.map(({ line, cells }) => ({
    line,
    cells,
    get: (column: string) => {
      const index = header.indexOf(column);
      return index < 0 ? '' : (cells[index] ?? '').trim();
    },
  }));
  return { header, rows };
};

/** A CSV boolean as the hosts write it ("true", "TRUE", "1", "yes"); `fallback` when empty. */
export const csvFlag = (text: string, fallback: boolean): boolean => {
  const value = text.trim().toLowerCase();
  if (value === '') return fallback;
  return value === 'true' || value === '1' || value === 'yes';
};
