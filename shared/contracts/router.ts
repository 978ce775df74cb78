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
    meta: {
      contentType: string;
      /** The stored canonical path: a front-end redirects other forms of the path to it. */
      path: string;
      /** The entry's locale; null for types that are not localized. */
      locale: string | null;
      /** The same entry in the other locales where it is published, at their live paths. */
      alternates: Array<{ locale: string; path: string }>;
    };
  }
}
