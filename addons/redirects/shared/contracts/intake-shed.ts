/**
 * What an intake (the 404 reports', `notFound.budget`; the redirect hits', `hits.budget`) shed at
 * its budget, every instance's: `reports` counts the items refused (404 reports, or hit entries),
 * `since` is when the counter's row was made (`null` before).
 */
export interface IntakeShed {
  reports: number;
  since: string | null;
}
