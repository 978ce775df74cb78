import { InvalidPathError, MAX_PATH_LENGTH, normalizePath } from './path';

/**
 * The site-wide path policy (`paths` in the core plugin's config): whether the site's URLs end
 * with a slash, and whether `/About` and `/about` are one path. Paths are stored in one normal
 * form whatever the policy (no trailing slash; lowercased when case does not count), and every
 * place that hands a path to the outside gives it in the served form from {@link servedPath}.
 * The server, the manifest and the client all use this module, so that they agree on one form.
 */
export interface PathPolicy {
  /** `never`: `/about` (the default). `always`: `/about/`; `/` and file names stay as they are. */
  trailingSlash: 'never' | 'always';
  /** `true` (the default): `/About` and `/about` are two paths. `false`: one path, stored lowercased. */
  caseSensitive: boolean;
}

/** Today's behaviour: no trailing slash, case-sensitive. */
export const DEFAULT_PATH_POLICY: Readonly<PathPolicy> = Object.freeze({ trailingSlash: 'never', caseSensitive: true });

/** Whether `policy` changes anything from the default, so that callers can skip the work. */
export const isDefaultPathPolicy = (policy: PathPolicy): boolean => policy.trailingSlash === 'never' && policy.caseSensitive;

// A last segment that ends in a dot and letters or digits (`feed.xml`, `robots.txt`) names a
// file: it is served without a trailing slash, as Next.js does with `trailingSlash: true`, so
// that a front-end on Next.js and this policy never send a visitor back and forth.
const FILE_NAME = /\.\w+$/;

/** Whether the last segment of `path` looks like a file name (`/feed.xml`), which keeps no trailing slash. */
export const looksLikeFile = (path: string): boolean => FILE_NAME.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * An already normalised path (see `normalizePath`) in the stored form of `policy`: lowercased
 * when case does not count. Lowercasing may lengthen a path (`İ` becomes two code units), so the
 * length rule is checked again.
 */
export const foldPathCase = (path: string, policy: PathPolicy): string => {
  if (policy.caseSensitive) return path;
  const folded = path.toLowerCase().normalize('NFC');
  if (folded.length > MAX_PATH_LENGTH) throw new InvalidPathError(path, 'too-long');
  return folded;
};

/**
 * The stored form of `input` under `policy`: `normalizePath`, then lowercased when case does not
 * count. Every store and every lookup goes through it, so `/About/` and `/about` find one row.
 * Throws `InvalidPathError` as `normalizePath` does.
 */
export const storedPath = (input: unknown, policy: PathPolicy): string => foldPathCase(normalizePath(input), policy);

/**
 * The form a stored path is served in (router answers, alternates, breadcrumbs, lists, sitemaps,
 * redirect targets): with `always`, a trailing slash, except on `/` and on a file name
 * (`/feed.xml`, see {@link looksLikeFile}). A path that ends with a slash already is kept.
 */
export const servedPath = (path: string, policy: PathPolicy): string =>
  policy.trailingSlash === 'always' && !path.endsWith('/') && !looksLikeFile(path) ? `${path}/` : path;

/**
 * A redirect target in its served form: a local one (`/new?x=1`) gets the policy on its path
 * (case folded, trailing slash) and keeps its query string and fragment as they are; an absolute
 * URL is another site's business and stays as it is.
 */
export const servedTarget = (to: string, policy: PathPolicy): string => {
  if (!to.startsWith('/') || isDefaultPathPolicy(policy)) return to;
  const end = to.search(/[?#]/);
  const path = end < 0 ? to : to.slice(0, end);
  const rest = end < 0 ? '' : to.slice(end);
  const folded = policy.caseSensitive ? path : path.toLowerCase();
  return `${servedPath(folded, policy)}${rest}`;
};

// The URL parser reads "?", "#" and "\\" as delimiters and "%" as an escape: those are escaped
// before it sees a decoded path, and it encodes the rest itself. The path goes after an origin,
// so that a path starting with "//" cannot be read as a host.
const encodedPathname = (decoded: string): string =>
  new URL(`http://x${decoded.replace(/[%?#\\]/g, (character) => encodeURIComponent(character))}`).pathname;

/**
 * The pathname (percent-encoded, as in a URL) a request should be sent to when `pathname` is the
 * other form of a canonical one: repeated slashes collapsed, the slash the policy wants added or
 * removed, and with case not counting, lowercased. Null when the pathname is already canonical,
 * names a file (left as it is: assets have their own case and no slash), or breaks the path rules
 * (the site answers it as it does: a redirect would only move the error).
 */
export const canonicalPathname = (pathname: string, policy: PathPolicy): string | null => {
  let decoded: string;
  try {
    normalizePath(pathname);
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  let next = pathname.replace(/\/{2,}/g, '/');
  if (looksLikeFile(next.replace(/\/$/, ''))) return null;
  if (!policy.caseSensitive && decoded.toLowerCase() !== decoded) next = encodedPathname(decoded.toLowerCase()).replace(/\/{2,}/g, '/');
  if (policy.trailingSlash === 'always' && !next.endsWith('/')) next = `${next}/`;
  if (policy.trailingSlash === 'never') next = next.replace(/(.)\/+$/, '$1');
  return next === pathname ? null : next;
};

/**
 * The pathname (percent-encoded, as in a URL) to look a request up with among redirect rules
 * stored under `policy`: as it is when case counts; else its normal form lowercased, with "%"
 * escaped so that the matcher, which normalises again, reads back that same path. A pathname the
 * path rules refuse is returned as it is, for the matcher to refuse as well.
 */
export const matchablePathname = (pathname: string, policy: PathPolicy): string => {
  if (policy.caseSensitive || !/[A-Z%]/.test(pathname)) return pathname;
  try {
    return storedPath(pathname, policy).replace(/%/g, '%25');
  } catch {
    return pathname;
  }
};
