import type { AliasFailure } from './bulk-generation';

/** A failure to record: what could not be done for which entry, and why. */
export type FailureReport = Omit<AliasFailure, 'at' | 'jobId'>;

/**
 * The `failures` service of sitetools (`strapi.plugin('sitetools').service('failures')`): where
 * work that could not be done for an entry is recorded, so that admins see it on the URLs page
 * (the latest 50, counted on the bulk job running at the time) rather than only in the log.
 */
export interface FailuresService {
  record(failure: FailureReport): Promise<void>;
}
