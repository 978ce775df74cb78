/** The removed pages' queue: paths that answer 404 since their entry was removed (the `none` removal policy). */

/** A path in the queue, with the 404 inbox's count of the visits it got since. */
export interface RemovedUrlRow {
  id: number;
  path: string;
  /** The path's locale; for a type that is not localized, the one locale its paths are kept in. */
  locale: string;
  contenttype: string;
  entryDocumentId: string;
  removedAt: string;
  /** The 404 reports of the path (in its locale, or given none), from the 404 inbox. */
  hits: number;
  lastSeen: string | null;
}

export const REMOVED_URL_SORTS = ['removedAt:desc', 'removedAt:asc', 'path:asc', 'path:desc'] as const;
export type RemovedUrlSort = (typeof REMOVED_URL_SORTS)[number];

/** `GET /removed-urls` */
export declare namespace FindRemovedUrls {
  interface Query {
    page?: number;
    pageSize?: number;
    /** Part of the path. */
    q?: string;
    /** One content type's paths. */
    contenttype?: string;
    sort?: RemovedUrlSort;
  }
  interface Response {
    data: RemovedUrlRow[];
    meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
  }
}
