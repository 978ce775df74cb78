/**
 * Reads an import file into numbered, unchecked redirects. Only a file that cannot be read at all
 * is refused here; each line is validated later on its own, so one bad line never stops the rest.
 */
import { MAX_PATH_LENGTH } from 'sitetools-kit/path';
import { ImportFileError, readImportRecords, type ColumnMapping, type RecordShape } from 'sitetools-kit/import-records';
import { IMPORT_FIELDS, type ImportField, type OwnFileFormat } from '../../../shared/contracts/redirects';
import type { ImportLine } from './import-formats/import-line';
import { MAX_URL_LENGTH } from './redirect-rules';

export { ImportFileError };

/** The most redirects one file may hold; a longer file is refused whole. */
export const MAX_IMPORT_LINES = 100_000;

/**
 * What one redirect takes in the longer of the two formats, around its `from` and `to`: the
 * indented JSON the export writes (CSV takes 6 characters).
 */
const JSON_LINE_FRAME =
  '  {\n    "from": "",\n    "to": "",\n    "status_code": 308,\n    "locale": "zh-Hans-HK",\n    "activeFrom": "2026-12-01T09:00:00.000Z",\n    "activeUntil": "2026-12-01T09:00:00.000Z"\n  },\n'
    .length;
/** A BOM, the CSV header or the JSON array's brackets. */
const FILE_FRAME = 100;

/** How many lines of the longest `from` and `to` a file may hold, in the longer format. */
export const LONGEST_LINES = 10_000;
/** The characters a line takes on average in a file of the most lines (the longest hold about 600). */
const AVERAGE_LINE = 200;

/**
 * The longest file an import reads, in characters: LONGEST_LINES lines of the longest `from` and
 * `to` in the export's indented JSON, or the most lines of AVERAGE_LINE characters.
 */
export const MAX_IMPORT_CHARACTERS = Math.max(
  LONGEST_LINES * (JSON_LINE_FRAME + MAX_PATH_LENGTH + MAX_URL_LENGTH) + FILE_FRAME,
  MAX_IMPORT_LINES * AVERAGE_LINE
);

/**
 * The import request's JSON body limit, in bytes: the longest file, each character taking up to 3
 * bytes (a path in any script is at most 3 bytes a character in UTF-8; JSON's escapes of quotes and
 * line breaks take 2), and the request's other fields. Strapi's default of 1 MB holds about 2,000
 * lines of 255-character paths.
 */
export const IMPORT_BODY_LIMIT = 3 * MAX_IMPORT_CHARACTERS + 1_000;

const SHAPE: RecordShape<ImportField> = {
  fields: IMPORT_FIELDS,
  required: ['from', 'to'],
  example: ['from', 'to', 'status_code', 'locale'],
  sample: { from: '/old', to: '/new' },
  noun: 'redirects',
  maxLines: MAX_IMPORT_LINES,
};

// Next.js's meaning of a redirect's `permanent` flag, which exports of redirect collections carry.
const PERMANENT_STATUS = { true: 308, false: 307 } as const;

/**
 * The status of a line: its `status_code`, else what its `permanent` column says (true: 308,
 * false: 307). A `permanent` that is no boolean is passed on as the status, so that the status
 * rule refuses the line and shows what it held.
 */
const statusOf = (status: unknown, permanent: unknown): unknown => {
  if ((status !== undefined && status !== '') || permanent === undefined || permanent === '') return status;
  const flag = typeof permanent === 'string' ? permanent.trim().toLowerCase() : permanent;
  if (flag === true || flag === 'true') return PERMANENT_STATUS.true;
  if (flag === false || flag === 'false') return PERMANENT_STATUS.false;
  return permanent;
};

/**
 * Reads an import file into numbered, unchecked redirects; throws {@link ImportFileError} for a
 * file that cannot be read at all. CSV: a header row names the columns (`from` and `to` required,
 * `status_code` or `permanent`, `locale`, `activeFrom` and `activeUntil` optional (an empty locale: every locale), any order, case and surrounding spaces ignored, other
 * columns ignored); a line is the row number, the header being 1. JSON: an array of objects; a
 * line is the 1-based position in the array. `columns` reads a field from a column of another
 * name (`{ from: 'source', to: 'destination' }`). Lines are not validated here: call
 * `validateRedirect` on each.
 */
export const readImportFile = (format: OwnFileFormat, content: string, columns: ColumnMapping<ImportField> = {}): ImportLine[] =>
  readImportRecords(format, content, SHAPE, columns).map(({ line, fields }) => ({
    line,
    input:
      Object.keys(fields).length === 0
        ? {}
        : {
            from: fields.from,
            to: fields.to,
            status_code: statusOf(fields.status_code, fields.permanent),
            locale: fields.locale,
            ...(fields.query === undefined ? {} : { query: fields.query }),
            // Files of plain redirects (the most, and every other tool's) have no schedule.
            ...(fields.activeFrom === undefined ? {} : { activeFrom: fields.activeFrom }),
            ...(fields.activeUntil === undefined ? {} : { activeUntil: fields.activeUntil }),
          },
  }));
