/**
 * One path to set on one entry in one locale: what a paths import applies, line by line.
 * `generated: false` keeps it as a hand-written path; `true` gives the entry a generated alias at
 * this path, which the pattern may move on a later save.
 */
export interface PathLine {
  contentType: string;
  documentId: string;
  locale: string;
  path: string;
  generated: boolean;
}

/** What became (or, in a dry run, would become) of one line. */
export interface PathLineResult {
  line: PathLine;
  /** `unchanged`: the entry already has this path. */
  status: 'applied' | 'unchanged' | 'refused';
  /** Why a line was refused. */
  message?: string;
}

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
 * A path Webtools generated that sitetools' pattern would not give the entry: it is kept as a
 * hand-written path so that its URL keeps serving the entry. `generated` is the path the pattern
 * gives; switching the entry back to generated in the edit view moves it there.
 */
export interface KeptPath {
  contenttype: string;
  documentId: string;
  locale: string;
  path: string;
  generated: string;
}

/** The report of a conversion; in a dry run, `saved` and `applied` say what an apply would do. */
export interface WebtoolsImportReport {
  dryRun: boolean;
  /** false when the database holds nothing Webtools left (it never ran, or its tables are gone). */
  found: boolean;
  patterns: ConvertedPattern[];
  paths: PathLineResult[];
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
