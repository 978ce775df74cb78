import type { FindByPath } from '../../../shared/contracts/router';
import type { GetRedirectBloom, GetRedirectManifest, RedirectFields } from '../../../addons/redirects/shared/contracts/redirects';

/** The entry types of a site by content type uid, as the user declares them: `{ 'api::page.page': Page }`. */
export type EntryTypes = Record<string, object>;

/** An entry as the router returns it: its own fields plus Strapi's ids. */
export type Entry<T> = T & { id: number; documentId: string };

/** The same entry in another locale, at its own live path. */
export type Alternate = FindByPath.Response['meta']['alternates'][number];

/**
 * A live ancestor of an entry's path (the entry owning `/docs` for `/docs/start`), for a
 * breadcrumb trail: root first, in the entry's locale, only what the client's token may read.
 */
export type Breadcrumb = NonNullable<FindByPath.Response['meta']['breadcrumbs']>[number];

/** A path owned by a published entry; `contentType` narrows `data` to that type's entry. */
export type EntryRoute<M extends EntryTypes> = {
  [K in keyof M & string]: {
    kind: 'entry';
    contentType: K;
    data: Entry<M[K]>;
    /** The stored canonical path: redirect to it when the requested form differs. */
    path: string;
    /** The entry's locale; null for types that are not localized. */
    locale: string | null;
    alternates: Alternate[];
    /** Root first; empty when turned off (`resolve(path, { breadcrumbs: false })` or the server's config). */
    breadcrumbs: Breadcrumb[];
    /** The version served: `draft` only for `resolve(path, { preview: true })` with a token that may preview. */
    status: 'draft' | 'published';
  };
}[keyof M & string];

/** A path that a published redirect sends elsewhere. */
export interface RedirectRoute {
  kind: 'redirect';
  to: string;
  statusCode: number;
  /** The locale the redirect applies to (the one asked for); null for every locale. */
  locale: string | null;
}

/** A path a published rule marks gone: answer `statusCode` (410 Gone, or 451), with no target. */
export interface GoneRoute {
  kind: 'gone';
  statusCode: number;
  /** The locale the rule applies to (the one asked for); null for every locale. */
  locale: string | null;
}

export interface NotFoundRoute {
  kind: 'notFound';
}

/** What a path leads to. */
export type Route<M extends EntryTypes> = EntryRoute<M> | RedirectRoute | GoneRoute | NotFoundRoute;

/** A live path of the site, as `paths()` yields it. */
export interface LivePath {
  path: string;
  locale: string;
  contentType: string;
  documentId: string;
}

/**
 * A published redirect. The matcher takes any numeric status, so that redirects a caller builds
 * itself (typed `number`, without a locale) fit too; the server sends only the codes of
 * `RedirectFields`, and always a `locale` (null: every locale). `to` may be null for a page gone
 * for good (410, 451), and `query` says what a redirect does with the query string (see
 * `sitetools-kit/redirect-match`); the server sends neither yet.
 */
export type Redirect = Omit<RedirectFields, 'status_code' | 'locale' | 'to'> & {
  to: string | null;
  status_code: number;
  locale?: string | null;
  query?: 'pass' | 'ignore' | 'exact';
};

/** Every published redirect, and the version of the redirect set it was read at. */
export type RedirectManifest = Omit<GetRedirectManifest.Response, 'data' | 'meta'> & {
  data: Redirect[];
  /**
   * `nextChange`: when a scheduled rule starts or stops next (absent from servers before schedules).
   * `paths`: the site's path policy, trailing slash and case (absent from servers before it: the
   * default, no trailing slash and case-sensitive).
   */
  meta: { version: string; nextChange?: string | null; paths?: PathPolicy };
};

/**
 * The Bloom filter of the published redirects' sources, as `GET /api/sitetools/redirects/bloom`
 * sends it; `redirectFilter` reads it.
 */
export type RedirectBloom = GetRedirectBloom.Response;

/**
 * The site's path policy (the core plugin's `paths` config): `trailingSlash` (`never`: `/about`,
 * `always`: `/about/`) and `caseSensitive` (false: `/About` and `/about` are one path).
 */
export type PathPolicy = GetRedirectManifest.Response['meta']['paths'];
