/**
 * The paths that can own an ancestor of stored path `path`, root first: `/`, `/a` and `/a/b` for
 * `/a/b/c`. The front page `/` is one, as a site's home is the first crumb; `/` itself has none.
 * A stored path starts with `/`, has no empty segment and no trailing slash (sitetools-kit/path).
 */
export const ancestorPaths = (path: string): string[] => {
  if (path === '/') return [];
  const segments = path.split('/').slice(1, -1);
  return ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
};
