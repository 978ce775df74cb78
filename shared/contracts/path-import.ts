import type { ImportReportBase } from 'sitetools-kit/import-records';

/**
 * The paths import: hand-written paths (or "generate it") for existing entries, from a file or
 * from lines another module made.
 */

export type PathImportFormat = 'csv' | 'json';

/**
 * The fields of a line. `contentType` and `path` name the entry's type and its path; the entry is
 * its `documentId`, or the one entry whose `field` has a value (`slug=hello-world`); `locale`
 * (for localized types; empty: the default locale); `generated` true hands the path to the pattern
 * (then `path` stays empty).
 */
export const PATH_IMPORT_FIELDS = ['contentType', 'documentId', 'field', 'locale', 'path', 'generated'] as const;
export type PathImportField = (typeof PATH_IMPORT_FIELDS)[number];

/**
 * One line to import, unchecked: each value as a file holds it (CSV cells are strings, JSON
 * values anything), checked line by line. `line` is the number the report gives it.
 */
export type PathImportLine = { line: number } & Partial<Record<PathImportField, unknown>>;

/**
 * `write`: the entry gets the hand-written path; `generate`: its path goes back to the pattern;
 * `unchanged`: it has that already; `refuse`: the line is refused (see `reason`), alone.
 */
export const PATH_IMPORT_ACTIONS = ['write', 'generate', 'unchanged', 'refuse'] as const;
export type PathImportAction = (typeof PATH_IMPORT_ACTIONS)[number];

/** What the import does with one line, and the entry and path it found (as written, for a refused line). */
export interface PathImportReportLine extends ImportReportBase<PathImportAction> {
  contentType?: string;
  documentId?: string;
  locale?: string;
  /** The path as it is stored (normalised); for a refused line, as written. */
  path?: string;
  /** The entry's live path before the import, when it has one. */
  before?: string | null;
}

/** What a run of the import answers. */
export interface PathImportResult {
  dryRun: boolean;
  summary: Record<PathImportAction, number>;
  lines: PathImportReportLine[];
}

/**
 * An applied paths import: a background job that applies the file's lines in batches (each batch
 * in one transaction with its redirects), which a restart or another server finishes.
 */
export interface PathImportJob {
  id: string;
  /** Follows the background job that runs it: `cancelled` or `failed` when that job stopped first. */
  status: 'running' | 'done' | 'cancelled' | 'failed';
  /** Lines in the file, and lines applied so far. */
  total: number;
  done: number;
  startedAt: string;
  finishedAt?: string;
  /** Why the job stopped, when it failed. */
  error?: string;
  /** The report of the lines applied so far, in file order; the whole file's once `done`. */
  result: PathImportResult;
}

/**
 * `POST /sitetools/paths/import`: a dry run answers its report (200); an apply answers at once
 * (202) with the job that applies the lines, or 409 `ConflictError` (`details.job` names it)
 * while another import is being applied.
 */
export declare namespace ImportPaths {
  interface Request {
    format: PathImportFormat;
    content: string;
    dryRun: boolean;
    /** The file's column (CSV header cell or JSON key) of each field that the file names otherwise. */
    columns?: Partial<Record<PathImportField, string>>;
  }
  type Response = PathImportResult;
  interface ApplyResponse {
    data: PathImportJob;
  }
}

/** `GET /sitetools/paths/import`: the import being applied, or the last one (null before the first). */
export declare namespace GetPathImport {
  interface Response {
    data: PathImportJob | null;
  }
}
