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

/** `GET /api/sitetools/url-alias` */
export namespace FindUrlAliases {
  export interface Response {
    data: Partial<UrlAlias>[];
    meta: { pagination: Pagination };
  }
}
