/** `missing`: only entries without an alias; `regenerate`: also move generated aliases. */
export type BulkMode = 'missing' | 'regenerate';

/** Alias work that failed for one entry: recorded where an admin sees it, never only logged. */
export interface AliasFailure {
  at: string;
  /**
   * `job`: an entry of a bulk job; `save`: an entry's aliases after its save; `cascade`: an entry
   * following its parent's path; `redirect`: the redirect a plugin owed the entry's path change.
   */
  source: 'job' | 'save' | 'cascade' | 'redirect';
  contenttype: string;
  documentId: string;
  reason: string;
  /**
   * Work a rule left undone on purpose, listed so that admins see why, but not a failure (and not
   * counted on a job): say, no redirect from an old path that is still live in another locale.
   */
  skipped?: true;
  /** The job it was counted on, when one was running. */
  jobId?: string;
}

/** The bulk generation job as the admin routes return it. */
export interface BulkGenerationJob {
  id: string;
  mode: BulkMode;
  /** The content types the job walks, in order; a cascade too large to run inline adds its type. */
  contentTypes: string[];
  status: 'running' | 'done' | 'cancelled' | 'failed';
  /** Entries (documents) to go through, counted when the job started and when a type was added. */
  total: number;
  done: number;
  /** Entries that could not get their path while the job ran (see `GetBulkGeneration` for which). */
  failed: number;
  startedAt: string;
  finishedAt?: string;
  /** Why the whole job failed, when it did. */
  error?: string;
}

/** `GET /sitetools/bulk-generation` (admin): the current or last job, null before the first. */
export namespace GetBulkGeneration {
  export interface Response {
    data: BulkGenerationJob | null;
    /** The latest failures of alias work, newest first (at most 50), in jobs or not. */
    meta: { failures: AliasFailure[] };
  }
}

/**
 * `POST /sitetools/bulk-generation` (admin): starts a job (202). While one is running: 409
 * `ConflictError` whose `details.job` names it.
 */
export namespace StartBulkGeneration {
  export interface Request {
    mode: BulkMode;
    /** Enabled content types to cover; all of them when absent or empty. */
    contentTypes?: string[];
  }
  export interface Response {
    data: BulkGenerationJob;
  }
}

/** `POST /sitetools/bulk-generation/cancel` (admin): 404 when no job is running. */
export namespace CancelBulkGeneration {
  export interface Response {
    data: BulkGenerationJob;
  }
}
