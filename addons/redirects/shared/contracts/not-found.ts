/**
 * Request and response types of the 404 inbox: the content API intake
 * (`POST /api/sitetools/not-found`) and the admin routes of the Not found page
 * (`/sitetools-addon-redirects/not-found`).
 */
import type { IntakeShed } from './intake-shed';

/** One reported miss. `locale` must be one of the app's locales; `referrer` an http(s) URL or ''. */
export interface NotFoundReport {
  path: string;
  locale?: string;
  referrer?: string;
}

/** Reports per batch request; the client flushes at most this many at once. */
export const MAX_REPORTS_PER_REQUEST = 100;
/** Longest referrer accepted. */
export const MAX_REFERRER_LENGTH = 2048;

/**
 * `POST /api/sitetools/not-found` (content API): one report, or a batch as `{ data: [...] }`.
 * Answered 202 once the reports are accepted: their hits are counted in memory and written to the
 * inbox within the addon's `notFound.flushIntervalMs`. A caller past its `notFound.rateLimit` gets
 * a 429 (`RateLimitError`, `details.retryAfter` and a `Retry-After` header, in seconds) and
 * nothing of that request is counted.
 */
export declare namespace ReportNotFound {
  type Request = NotFoundReport | { data: NotFoundReport[] };
  interface Response {
    /**
     * `counted`: reports accepted into the inbox (written within the flush interval); `ignored`:
     * reports of live or redirected paths, not kept.
     */
    data: { counted: number; ignored: number };
  }
}

/** One row of the inbox as the admin page reads it. */
export interface NotFoundRow {
  id: number;
  path: string;
  /** '' when the front-end gave no locale. */
  locale: string;
  hits: number;
  firstSeen: string;
  lastSeen: string;
  referrer: string | null;
  ignored: boolean;
}

export const NOT_FOUND_SORTS = ['hits:desc', 'hits:asc', 'lastSeen:desc', 'lastSeen:asc', 'path:asc', 'path:desc'] as const;
export type NotFoundSort = (typeof NOT_FOUND_SORTS)[number];

/** `GET /not-found`; `meta.shed`: the reports the intake shed at its budget (`notFound.budget`). */
export declare namespace FindNotFound {
  interface Query {
    page?: number;
    pageSize?: number;
    q?: string;
    /** List the ignored rows instead of the open ones. */
    ignored?: boolean;
    sort?: NotFoundSort;
  }
  interface Response {
    data: NotFoundRow[];
    meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number }; shed: IntakeShed };
  }
}

/** `GET /not-found/:id/suggestions`: the live paths closest to the row's path, best first. */
export declare namespace SuggestNotFound {
  interface Response {
    data: string[];
  }
}

/** `POST /not-found/:id/ignore` */
export declare namespace IgnoreNotFound {
  interface Response {
    data: NotFoundRow;
  }
}
