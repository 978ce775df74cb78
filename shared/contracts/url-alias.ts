/** Content type uid of URL aliases. */
export const URL_ALIAS_UID = 'plugin::sitetools.url-alias' as const;

/** A URL alias as the content API returns it (spec 2.1). */
export interface UrlAlias {
  id: number;
  documentId: string;
  url_path: string;
  generated: boolean | null;
  contenttype: string;
  entryDocumentId: string;
  locale: string;
  createdAt: string;
  updatedAt: string;
}

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** `meta.pagination` of a list asked for with `pagination[after]`: no count, the next page's cursor (null: the last page). */
export interface CursorPagination {
  pageSize: number;
  next: string | null;
}

/** `GET /api/sitetools/url-alias` */
export namespace FindUrlAliases {
  export interface Response {
    data: Partial<UrlAlias>[];
    meta: { pagination: Pagination };
  }
  /** The answer to `pagination[after]=<cursor>`: a keyset page, not counted. */
  export interface CursorResponse {
    data: Partial<UrlAlias>[];
    meta: { pagination: CursorPagination };
  }
}

/** Columns the admin alias list sorts by (each `asc` or `desc`). */
export const ADMIN_ALIAS_SORT_FIELDS = ['url_path', 'contenttype', 'locale', 'updatedAt'] as const;
export type AdminAliasSortField = (typeof ADMIN_ALIAS_SORT_FIELDS)[number];
/** The largest page the admin alias list returns. */
export const ADMIN_ALIAS_MAX_PAGE_SIZE = 100;

/** `GET /sitetools/url-aliases` (admin): every alias, live or reserved, with a link to its entry. */
export namespace AdminFindUrlAliases {
  export interface Query {
    /** A substring of the path, case-insensitive. */
    q?: string;
    contenttype?: string;
    locale?: string;
    /** `<field>:<asc|desc>`, `url_path:asc` by default. */
    sort?: `${AdminAliasSortField}:${'asc' | 'desc'}`;
    page?: number;
    pageSize?: number;
  }

  export interface Item extends Omit<UrlAlias, 'createdAt'> {
    /** `live`: served (the entry has a published version); `reserved`: kept for a draft. */
    state: 'live' | 'reserved';
    /** The owning type's name, or null when the type no longer exists. */
    contentTypeName: string | null;
    /**
     * Whether the owning type is localized; null when the type no longer exists. An alias of a
     * type that is not localized still has a locale (the default one), which the list does not show.
     */
    localized: boolean | null;
    /**
     * The owning entry's Content Manager edit view, relative to the admin panel's root
     * (`/content-manager/...`); null when the type no longer exists.
     */
    editPath: string | null;
  }

  export interface Response {
    data: Item[];
    meta: { pagination: Pagination };
  }
}
