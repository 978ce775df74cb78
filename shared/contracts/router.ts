/**
 * The content API permission that lets a caller (meant for a custom API token kept on the
 * front-end's server) read drafts through the router: `status=draft`, and `/router/preview`.
 */
export const ROUTER_PREVIEW_PERMISSION = 'plugin::sitetools.router.preview';

/** Which version of an entry the router served. */
export type RouterStatus = 'draft' | 'published';

/** `GET /api/sitetools/router?path=` */
export namespace FindByPath {
  export interface Query {
    path: string;
    locale?: string;
    /** `draft` serves drafts to callers holding ROUTER_PREVIEW_PERMISSION; others are served as without it. */
    status?: RouterStatus;
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
      /** The version served: `draft` only for a caller allowed to preview who asked for it. */
      status: RouterStatus;
    };
  }
}
