/**
 * Request and response types of the redirect hits' intake (`POST /api/sitetools/redirects/hits`,
 * content API, permission `plugin::sitetools-addon-redirects.redirect-hit.create`).
 */

/**
 * Hits of one rule, named as the manifest names it: its source as stored (`from`, pattern text or
 * `/path?query` included) and its `locale` (absent or '' for a rule of every locale). `hits`
 * defaults to 1; `lastHit` (ISO 8601, not in the future) to the time the server takes it.
 */
export interface RedirectHitReport {
  from: string;
  locale?: string;
  hits?: number;
  lastHit?: string;
}

/** Entries per batch request; the client sends at most this many at once. */
export const MAX_HITS_PER_REQUEST = 100;
/** The most hits one entry may carry (a front-end's count of one interval). */
export const MAX_HITS_PER_ENTRY = 1_000_000;

/**
 * `POST /api/sitetools/redirects/hits`: one entry, or a batch as `{ data: [...] }`. Answered 202
 * once accepted: the hits are counted in memory and written within the addon's
 * `hits.flushIntervalMs`. Past the caller's `hits.rateLimit` or the intake's `hits.budget` (both
 * counted in entries), a 429 (`RateLimitError`, `details.retryAfter` and a `Retry-After` header,
 * in seconds) and nothing of that request is counted.
 */
export declare namespace ReportRedirectHits {
  type Request = RedirectHitReport | { data: RedirectHitReport[] };
  interface Response {
    /** `counted`: entries of published rules, counted; `ignored`: entries naming no published rule. */
    data: { counted: number; ignored: number };
  }
}
