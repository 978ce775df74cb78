import { redirectBloomFilter } from 'sitetools-kit/redirect-bloom';
import { DEFAULT_PATH_POLICY } from 'sitetools-kit/path-policy';
import type { PathPolicy, RedirectBloom } from './types';

/** The bloom route's filter, read: tells whether a path may redirect without the manifest. */
export interface RedirectFilter {
  /** The redirect-set version it was built at (the manifest's). */
  readonly version: string;
  /** The site's path policy, which paths are read under. */
  readonly paths: PathPolicy;
  /**
   * False when no published redirect can match `pathname` (percent-encoded, as in a URL): the
   * manifest need not be read. True when one may; under 1% of the paths without one say true too.
   */
  mayRedirect(pathname: string): boolean;
}

/**
 * Reads the answer of `GET /api/sitetools/redirects/bloom` (`client.redirectBloom()`) with the
 * hash of `sitetools-kit/redirect-bloom` (bundled), which the server built it with. Throws for a
 * filter of a hash this version does not know (from a newer server).
 */
export const redirectFilter = (bloom: RedirectBloom): RedirectFilter => {
  const paths = bloom.meta.paths ?? DEFAULT_PATH_POLICY;
  const filter = redirectBloomFilter(bloom.data, paths);
  return { version: bloom.meta.version, paths, mayRedirect: (pathname) => filter.mayRedirect(pathname) };
};
