/**
 * The GraphQL queries sitetools adds when `@strapi/plugin-graphql` is installed (docs/graphql.md).
 * The `entry` of a route is the content type's own generated GraphQL type: clients select its
 * fields with `... on Page { title }`.
 */

import type { Breadcrumb, RouterStatus } from './router';

/** `sitetoolsRoute(path, locale, status)` when an entry owns the path (a draft only for previews). */
export interface SitetoolsEntryRoute {
  __typename: 'SitetoolsEntryRoute';
  contentType: string;
  /** The stored canonical path. */
  path: string;
  /** The entry's locale; null for types that are not localized. */
  locale: string | null;
  alternates: Array<{ locale: string; path: string }>;
  /** The version of `entry` (GraphQL's PublicationStatus: DRAFT or PUBLISHED). */
  status: RouterStatus;
  /**
   * The live ancestors of the path the caller may read, root first (as the REST router's
   * `meta.breadcrumbs`); null when the config turns breadcrumbs off. Read only when selected.
   */
  breadcrumbs: Breadcrumb[] | null;
  entry: Record<string, unknown> & { __typename?: string };
}

/** `sitetoolsRoute` when no entry owns the path but a published redirect starts there. */
export interface SitetoolsRedirectRoute {
  __typename: 'SitetoolsRedirectRoute';
  /** Null when the path is gone (`statusCode` 410 or 451). */
  to: string | null;
  statusCode: number;
  /** The locale the redirect applies to (the route's `locale` named it); null for every locale. */
  locale: string | null;
}

/** `sitetoolsRoute` when nothing the caller may see is at the path. */
export interface SitetoolsNotFound {
  __typename: 'SitetoolsNotFound';
  path: string;
}

export type SitetoolsRoute = SitetoolsEntryRoute | SitetoolsRedirectRoute | SitetoolsNotFound;

/** The names of the union's members, as `__typename` gives them. */
export const ROUTE_TYPES = {
  entry: 'SitetoolsEntryRoute',
  redirect: 'SitetoolsRedirectRoute',
  notFound: 'SitetoolsNotFound',
} as const;

/** `sitetoolsUrlAliases` and `sitetoolsRedirects`: one page of a list. */
export interface GraphqlList<T> {
  nodes: T[];
  pageInfo: { page: number; pageSize: number; pageCount: number; total: number };
}
