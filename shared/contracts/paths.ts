import type { PathPolicy } from 'sitetools-kit/path-policy';

/**
 * The `paths` service of sitetools (`strapi.plugin('sitetools').service('paths')`): what other
 * plugins may ask about URL paths without reading sitetools' tables.
 */
export interface PathsService {
  /** The site's path policy (`paths` in the config): trailing slash and case. */
  policy(): PathPolicy;
  /**
   * A path as sitetools stores it (percent-decoding, slashes, NFC; lowercased when the policy's
   * `caseSensitive` is false, else case kept). Throws `InvalidPathError` (`sitetools-kit/path`) for
   * anything that cannot be a stored path.
   */
  normalize(input: unknown): string;
  /** A stored path in the form the site serves it (`sitetools-kit/path-policy`'s `servedPath`). */
  served(path: string): string;
  /** Which of these normalised paths are the live path of an entry: in `locale`, or in any locale. */
  livePaths(paths: string[], locale?: string): Promise<Set<string>>;
  /** Whether a normalised path is the live path of an entry: in `locale`, or in any locale. */
  isLive(path: string, locale?: string): Promise<boolean>;
  /**
   * The first live path starting with `prefix` that `accept` takes, in `locale` or in any locale;
   * undefined when there is none. For checking that a redirect pattern covers no live page.
   */
  firstLiveUnder(prefix: string, locale: string | undefined, accept: (path: string) => boolean): Promise<string | undefined>;
  /**
   * The live paths closest to a normalised path nobody owns (a 404), closest first, at most
   * `limit`: in `locale` when given. For suggesting a redirect target.
   */
  closest(path: string, options: { locale?: string; limit: number }): Promise<string[]>;
}
