/** `GET /api/sitetools/router?path=` */
export namespace FindByPath {
  export interface Query {
    path: string;
    locale?: string;
    populate?: unknown;
    fields?: unknown;
  }

  export interface Response {
    data: Record<string, unknown> & { contentType: string };
    meta: { contentType: string };
  }
}
