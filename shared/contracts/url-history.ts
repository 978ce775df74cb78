/**
 * The URL history of one entry in one locale: every path it was live at, with when. The edit
 * view's panel lists it and restores or retires old paths from it.
 */

/** The content type that holds the history rows (internal: no Content Manager, no GraphQL). */
export const URL_HISTORY_UID = 'plugin::sitetools.url-history' as const;

/**
 * What a request for an old path gets, as the redirects addon answers it: a redirect to the
 * entry's current path, one elsewhere, a gone rule (410 or 451), or nothing (a 404).
 */
export type OldPathAnswer =
  | { kind: 'current'; to: string; status_code: number }
  | { kind: 'elsewhere'; to: string; status_code: number }
  | { kind: 'gone'; status_code: number }
  | { kind: 'none' };

export interface UrlHistoryRow {
  path: string;
  /** When the path became the entry's live path (ISO); null when that was before history was kept. */
  from: string | null;
  /** When it stopped being live (ISO); null for the current path. */
  until: string | null;
  /** What a request for the path gets; null for the current path, or without the redirects addon. */
  redirect: OldPathAnswer | null;
}

/** `GET /sitetools/entries/:model/:documentId/history?locale=` */
export namespace FindUrlHistory {
  export interface Query {
    locale?: string;
  }

  export interface Response {
    data: {
      /** The locale the entry's paths are kept in (a type that is not localized has one). */
      locale: string;
      /** The path the entry is live at, or null. */
      currentPath: string | null;
      /** Newest first: the current path (when live), then the old ones. */
      rows: UrlHistoryRow[];
      /** Whether the redirects addon is installed (old paths' answers, Retire). */
      redirects: boolean;
      /** Whether the caller may Restore an old path ("Edit entry URLs" on the entry). */
      canRestore: boolean;
      /** Whether the caller may Retire an old path (the addon's write permissions). */
      canRetire: boolean;
    };
  }
}

/**
 * `POST /sitetools/entries/:model/:documentId/history/restore` and `.../history/retire`: the old
 * path to restore or retire, in the locale. Both answer with the history as `GET` does.
 */
export namespace ChangeUrlHistory {
  export interface Request {
    path: string;
    locale?: string;
  }

  export type Response = FindUrlHistory.Response;
}
