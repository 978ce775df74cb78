/**
 * Reads a paths import file into numbered, unchecked lines (see sitetools-kit/import-records for
 * what a file may hold); each line is checked on its own afterwards.
 */
import { readImportRecords, type ColumnMapping, type RecordShape } from 'sitetools-kit/import-records';
import {
  PATH_IMPORT_FIELDS,
  type PathImportField,
  type PathImportFormat,
  type PathImportLine,
} from '../../../shared/contracts/path-import';

/** The most lines one file may hold; a longer file is refused whole. */
const MAX_PATH_IMPORT_LINES = 100_000;

/**
 * The longest file the import reads, in characters: 100,000 lines of 100 characters on average (a
 * type name, a documentId, a locale and a path of 40 characters take about 90), or 30,000 lines of
 * the longest paths (255 characters). The request body may be 3 bytes a character (see
 * PATH_IMPORT_BODY_LIMIT).
 */
export const MAX_PATH_IMPORT_CHARACTERS = 10_000_000;

/** The paths import request's JSON body limit, in bytes: the longest file at 3 bytes a character, and the request's other fields. */
export const PATH_IMPORT_BODY_LIMIT = 3 * MAX_PATH_IMPORT_CHARACTERS + 1_000;

const SHAPE: RecordShape<PathImportField> = {
  fields: PATH_IMPORT_FIELDS,
  required: ['contentType', 'path'],
  example: ['contentType', 'documentId', 'locale', 'path'],
  sample: { contentType: 'api::article.article', path: '/blog/hello-world' },
  noun: 'lines',
  maxLines: MAX_PATH_IMPORT_LINES,
};

/**
 * The lines of a file: CSV with a header naming `contentType` and `path` (`documentId` or
 * `field`, `locale` and `generated` optional), or a JSON array of objects with those keys.
 * Throws sitetools-kit's `ImportFileError` for a file that cannot be read at all.
 */
export const readPathImportFile = (
  format: PathImportFormat,
  content: string,
  columns: ColumnMapping<PathImportField> = {}
): PathImportLine[] => readImportRecords(format, content, SHAPE, columns).map(({ line, fields }) => ({ line, ...fields }));
