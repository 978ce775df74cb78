/** `missing`: only entries without an alias; `regenerate`: also move generated aliases. */
export type BulkMode = 'missing' | 'regenerate';

/** The bulk generation job as the admin routes return it. */
export interface BulkGenerationJob {
  id: string;
  mode: BulkMode;
  /** The content types the job walks, in order. */
  contentTypes: string[];
  status: 'running' | 'done' | 'cancelled' | 'failed';
  /** Entries (documents) to go through, counted when the job started. */
  total: number;
  done: number;
  /** Entries that could not get their path. */
  failed: number;
  /** The first few reasons entries failed. */
  errors: string[];
  startedAt: string;
  finishedAt?: string;
  /** Why the whole job failed, when it did. */
  error?: string;
}

/** `GET /sitetools/bulk-generation` (admin): the current or last job, null before the first. */
export namespace GetBulkGeneration {
  export interface Response {
    data: BulkGenerationJob | null;
  }
}

/** `POST /sitetools/bulk-generation` (admin): starts a job (202); 400 while one is running. */
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
