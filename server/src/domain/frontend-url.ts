/** Which version of an entry the Content Manager's Preview panel shows. */
export type PreviewStatus = 'draft' | 'published';

/** The front-end's draft-mode route and the secret it checks (see docs/frontend.md#preview). */
export interface PreviewRoute {
  /** The shared secret the route compares; it travels in the URL, as Strapi's own examples do. */
  secret: string;
  /** The route's path on the front-end, `/api/preview` by default. */
  route: string;
}

/**
 * The URL the Preview panel opens: the front-end's draft-mode route, told the secret, the page's
 * path and the version to show (`?secret=&path=&status=`). The route checks the secret, turns
 * draft mode on (or off, for `published`) and redirects to `path`.
 */
export const previewUrl = (base: string, { secret, route }: PreviewRoute, path: string, status: PreviewStatus): string => {
  const query = new URLSearchParams({ secret, path, status });
  return `${base.replace(/\/+$/, '')}${route}?${query.toString()}`;
};
