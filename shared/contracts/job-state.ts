/**
 * The `job-state` service of sitetools (`strapi.plugin('sitetools').service('job-state')`): a
 * small shared record per key in sitetools' jobs table, which every instance reads the same way,
 * for other plugins' background work (the redirects addon's import). Keys are named after the
 * plugin that writes them (`sitetools-addon-redirects.import`); a record is JSON.
 */
export interface JobStateService {
  /** The record under `key`, null before the first write. */
  read<T>(key: string): Promise<T | null>;
  /**
   * Writes `change(current)` under `key` with a conditional write: of two instances changing it
   * from the same record, one writes and the other's `change` runs again on the record written.
   * `change` returns undefined to write nothing. Resolves with the record as written (or as read)
   * and whether it wrote.
   */
  update<T>(key: string, change: (current: T | null) => T | undefined): Promise<{ state: T | null; written: boolean }>;
}
