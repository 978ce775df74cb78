import { redirectMatcher as ruleMatcher } from 'sitetools-kit/redirect-match';
import { DEFAULT_PATH_POLICY, matchablePathname, servedTarget } from 'sitetools-kit/path-policy';
import type { PathPolicy, Redirect, RedirectManifest } from './types';

/** Where a matched path goes: `to` is null for a redirect that says the page is gone (410, 451). */
export interface RedirectMatch {
  to: string | null;
  statusCode: number;
}

/** The request a match is for. */
export interface RedirectMatchOptions {
  /** The locale the site serves the request in; without it only redirects for every locale match. */
  locale?: string;
  /** The request's query string (`url.search`): passed on, ignored or matched as each redirect says. */
  search?: string;
}

export interface RedirectMatcher {
  /** The redirect-set version of the manifest, or null when built from a bare list. */
  readonly version: string | null;
  /** The site's path policy, from the manifest (the default for a bare list or an older server). */
  readonly paths: PathPolicy;
  readonly size: number;
  /**
   * The redirect for a request's pathname (percent-encoded as in a URL), or null. A redirect
   * scoped to a locale matches only requests for that locale; without one, only redirects for
   * every locale match. `locale` may be given alone, as a string.
   */
  match(pathname: string, request?: string | RedirectMatchOptions): RedirectMatch | null;
  /** As `match`, with the rule that answered, named as the manifest names it (what hit counts are keyed by). */
  find(pathname: string, request?: string | RedirectMatchOptions): { match: RedirectMatch; rule: MatchedRule } | null;
}

/** A rule as the hits intake names it: its source as stored and its locale (null: every locale). */
export interface MatchedRule {
  from: string;
  locale: string | null;
}

/**
 * Matches paths against a manifest in memory, exact paths and patterns (`/blog/:slug`), with the
 * rules of `sitetools-kit/redirect-match` (bundled). A pathname goes through the server's own path
 * rules, so `/About/`, `//About` and `/%41bout` find the redirect from `/About`; with the
 * manifest's `paths.caseSensitive` false, `/ABOUT` finds the one from `/about` too. A local target
 * comes back in the site's served form (`paths.trailingSlash`). A redirect this version cannot
 * read (from a newer server) is left out.
 */
export const redirectMatcher = (manifest: RedirectManifest | Redirect[]): RedirectMatcher => {
  const redirects = Array.isArray(manifest) ? manifest : manifest.data;
  const paths = (Array.isArray(manifest) ? undefined : manifest.meta.paths) ?? DEFAULT_PATH_POLICY;
  const rules = ruleMatcher(redirects);
  const find: RedirectMatcher['find'] = (pathname, request) => {
    const found = rules.match(matchablePathname(pathname, paths), typeof request === 'string' ? { locale: request } : request);
    if (!found) return null;
    return {
      // A pattern rule's target is rendered here, so only here can it take the served form.
      match: { to: found.to === null ? null : servedTarget(found.to, paths), statusCode: found.statusCode },
      rule: { from: found.rule.from, locale: found.rule.locale ?? null },
    };
  };
  return {
    version: Array.isArray(manifest) ? null : manifest.meta.version,
    paths,
    size: redirects.length,
    match: (pathname, request) => find(pathname, request)?.match ?? null,
    find,
  };
};
