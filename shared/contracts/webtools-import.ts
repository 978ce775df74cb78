import type { PathImportResult } from './path-import';

/** A Webtools token sitetools cannot express, or another reason a pattern was not converted. */
export interface PatternProblem {
  token: string;
  reason: string;
}

/** One Webtools URL pattern and what the conversion made of it. */
export interface ConvertedPattern {
  contenttype: string;
  /** The sitetools pattern's locale; null for every locale. */
  localeCode: string | null;
  webtools: string;
  /** The sitetools pattern, when there is one. */
  pattern: string | null;
  status: 'saved' | 'refused';
  problems: PatternProblem[];
}

/** A Webtools alias that gives no line, and why (say, its entry was never published). */
export interface SkippedAlias {
  contenttype: string;
  documentId: string;
  path: string;
  reason: string;
}

/**
 * A path Webtools generated that sitetools' pattern does not give the entry (or gives to another
 * entry first): it is kept as a hand-written path so that its URL keeps serving the entry.
 * `generated` is the path the pattern gives; switching the entry back to "Generate automatically"
 * in its URL panel moves it there.
 */
export interface KeptPath {
  contenttype: string;
  documentId: string;
  locale: string;
  path: string;
  generated: string;
}

/**
 * The report of a conversion; in a dry run, `saved` and the paths import's actions say what an
 * apply would do. `paths` is the paths import's own report, one line per entry and locale.
 */
export interface WebtoolsImportReport {
  dryRun: boolean;
  /** false when the database holds nothing Webtools left (it never ran, or its tables are gone). */
  found: boolean;
  patterns: ConvertedPattern[];
  paths: PathImportResult;
  skipped: SkippedAlias[];
  kept: KeptPath[];
}

/** `POST /sitetools/webtools-import` (admin) */
export namespace RunWebtoolsImport {
  export interface Request {
    /** Report without writing anything; the default. */
    dryRun?: boolean;
  }
  export interface Response {
    data: WebtoolsImportReport;
  }
}
