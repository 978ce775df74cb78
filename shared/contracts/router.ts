/**
 * The content API permission that lets a caller (meant for a custom API token kept on the
 * front-end's server) read drafts through the router: `status=draft`, and `/router/preview`.
 */
export const ROUTER_PREVIEW_PERMISSION = 'plugin::sitetools.router.preview';

/** Which version of an entry the router served. */
export type RouterStatus = 'draft' | 'published';

/**
 * A live ancestor of an entry's path: the entry that owns a prefix of it (`/docs` and `/docs/start`
 * for `/docs/start/install`, and the front page `/` when an entry owns it), in the entry's locale.
 */
export interface Breadcrumb {
  path: string;
  /** The ancestor's title field (the Content Manager's main field unless configured); null when empty. */
  title: string | null;
  contentType: string;
  documentId: string;
}

/** `GET /api/sitetools/router?path=` */
export namespace FindByPath {
  export interface Query {
    path: string;
    locale?: string;
    /** `false` leaves `meta.breadcrumbs` out (they are on unless the config turns them off). */
    breadcrumbs?: boolean;
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
      /**
       * The live ancestors of the path, root first, that the caller may read; absent when turned
       * off (`breadcrumbs=false`, or `breadcrumbs.enabled: false` in the config).
       */
      breadcrumbs?: Breadcrumb[];
    };
  }
}
