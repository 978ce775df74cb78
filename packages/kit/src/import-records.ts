/**
 * Reads an import file (CSV with a header, or a JSON array of objects) into numbered records of
 * named fields, for every import of the plugins (redirects, paths). Only a file that cannot be read
 * at all is refused here; each record is validated later on its own, so one bad line never stops
 * the rest.
 */
import { CsvError, readCsvRecords } from './csv';

export type ImportFormat = 'csv' | 'json';

/** One line of a file, unchecked: its fields as written, and the line an editor should look at. */
export interface ImportRecord<F extends string> {
  line: number;
  /** Every field of the shape (undefined when the file has no such column), or none for a JSON element that is no object. */
  fields: Partial<Record<F, unknown>>;
}

/**
 * A file that cannot be read at all (bad JSON, not an array, a CSV without the required header,
 * over the line limit), or a column mapping that cannot apply; `part` names the request field at fault.
 */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly part: 'content' | 'columns' = 'content'
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/**
 * Which column of the file holds each field, when it is not named as the field: `{ from: 'source' }`
 * reads `from` from the column (or JSON key) `source`. Fields left out keep their own name.
 */
export type ColumnMapping<F extends string> = Partial<Record<F, string>>;

/** What an import reads: its fields, the ones a header must name, and how its messages speak of a line. */
export interface RecordShape<F extends string> {
  /** Every field a line may carry, in the order an example header lists them. */
  readonly fields: readonly F[];
  readonly required: readonly F[];
  /** The fields an example header shows (the required ones and the usual optional ones). */
  readonly example: readonly F[];
  /** A sample value of each required field, for the JSON example of a refusal. */
  readonly sample: Readonly<Record<string, string>>;
  /** What a line is, in the plural: "redirects". */
  readonly noun: string;
  readonly maxLines: number;
}

const BOM = '\ufeff';

const listed = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The column of each field, after the mapping; refuses a mapping that names one column for two fields. */
const columnsOf = <F extends string>(shape: RecordShape<F>, mapping: ColumnMapping<F>): Record<F, string> => {
  const columns = Object.fromEntries(shape.fields.map((field) => [field, (mapping[field] ?? field).trim()])) as Record<F, string>;
  const seen = new Map<string, F>();
  for (const field of shape.fields) {
    const key = columns[field].toLowerCase();
    const other = seen.get(key);
    if (other !== undefined)
      throw new ImportFileError(`the mapping reads ${other} and ${field} from the same column "${columns[field]}"`, 'columns');
    seen.set(key, field);
  }
  return columns;
};

const checkCount = (shape: RecordShape<string>, count: number): void => {
  if (count <= shape.maxLines) return;
  throw new ImportFileError(
    `the file has ${count.toLocaleString('en')} ${shape.noun}; at most ${shape.maxLines.toLocaleString('en')} ` +
      'can be imported at once, split it into smaller files'
  );
};

const headerRule = <F extends string>(shape: RecordShape<F>, columns: Record<F, string>): string => {
  const optional = shape.example.filter((field) => !shape.required.includes(field)).map((field) => columns[field]);
  const optionalNote = optional.length === 0 ? '' : ` (${listed(optional)} ${optional.length === 1 ? 'is' : 'are'} optional)`;
  return `naming the columns ${listed(shape.required.map((field) => columns[field]))}${optionalNote}, such as "${shape.example.map((field) => columns[field]).join(',')}"`;
};

const columnIndexes = <F extends string>(shape: RecordShape<F>, columns: Record<F, string>, header: ReadonlyArray<string>) => {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const indexOf = (column: string): number => {
    const name = column.toLowerCase();
    const index = names.indexOf(name);
    if (index !== -1 && names.indexOf(name, index + 1) !== -1) {
      throw new ImportFileError(`the header names the column "${name}" more than once`);
    }
    return index;
  };
  const indexes = Object.fromEntries(shape.fields.map((field) => [field, indexOf(columns[field])])) as Record<F, number>;
  if (shape.required.some((field) => indexes[field] === -1)) {
    throw new ImportFileError(`the first line must be a header ${headerRule(shape, columns)}; it names: ${header.join(',').slice(0, 100)}`);
  }
  return indexes;
};

const readCsv = <F extends string>(shape: RecordShape<F>, columns: Record<F, string>, content: string): Array<ImportRecord<F>> => {
  let records;
  try {
    records = readCsvRecords(content);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(`the CSV cannot be read: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) {
    throw new ImportFileError(
      `the file is empty; the first line must be a header such as "${shape.example.map((field) => columns[field]).join(',')}"`
    );
  }
  const indexes = columnIndexes(shape, columns, header.cells);
  checkCount(shape, rows.length);
  // A short row leaves its missing cells undefined: validation then refuses that line alone.
  return rows.map(({ line, cells }) => ({
    line,
    fields: Object.fromEntries(shape.fields.map((field) => [field, indexes[field] === -1 ? undefined : cells[indexes[field]]])) as Record<
      F,
      unknown
    >,
  }));
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const readJson = <F extends string>(shape: RecordShape<F>, columns: Record<F, string>, content: string): Array<ImportRecord<F>> => {
  let parsed: unknown;
  try {
    // Editors on Windows save a byte order mark, which JSON.parse refuses.
    parsed = JSON.parse(content.startsWith(BOM) ? content.slice(1) : content);
  } catch (error) {
    throw new ImportFileError(`the file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) {
    const example = shape.required.map((field) => `"${columns[field]}": "${shape.sample[field] ?? ''}"`).join(', ');
    throw new ImportFileError(`the file must hold a JSON array of ${shape.noun}, such as [{${example}}]`);
  }
  checkCount(shape, parsed.length);
  // Only the shape's keys are kept; anything that is not an object becomes a record without
  // fields, so that its line is refused (a required field is missing) instead of aborting the file.
  return parsed.map((element: unknown, index) => ({
    line: index + 1,
    fields: isRecord(element)
      ? (Object.fromEntries(
          shape.fields.map((field) => [field, Object.hasOwn(element, columns[field]) ? element[columns[field]] : undefined])
        ) as Record<F, unknown>)
      : {},
  }));
};

/**
 * Reads an import file into numbered, unchecked records; throws {@link ImportFileError} for a
 * file that cannot be read at all. CSV: a header row names the columns (the shape's required ones
 * must be there; any order, case and surrounding spaces ignored, other columns ignored); a line is
 * the row number, the header being 1. JSON: an array of objects; a line is the 1-based position
 * in the array; other keys are ignored. `mapping` reads a field from a column of another name.
 */
export const readImportRecords = <F extends string>(
  format: ImportFormat,
  content: string,
  shape: RecordShape<F>,
  mapping: ColumnMapping<F> = {}
): Array<ImportRecord<F>> => {
  const columns = columnsOf(shape, mapping);
  return format === 'csv' ? readCsv(shape, columns, content) : readJson(shape, columns, content);
};

/** How the outcome of each line of an import is reported: its number, what it does, and why a refused line is refused. */
export interface ImportReportBase<A extends string> {
  line: number;
  action: A;
  reason?: string;
}

/** How many lines of a report take each action. */
export const countActions = <A extends string>(actions: readonly A[], report: ReadonlyArray<{ action: A }>): Record<A, number> =>
  Object.fromEntries(actions.map((action) => [action, report.filter((line) => line.action === action).length])) as Record<A, number>;
