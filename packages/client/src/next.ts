import { canonicalPathname, isDefaultPathPolicy } from 'sitetools-kit/path-policy';
import type { RedirectCache } from './cache';
import type { PathPolicy } from './types';

const TEXT = { 'content-type': 'text/plain; charset=utf-8' };
const GONE_BODY: Record<number, string> = { 410: 'Gone', 451: 'Unavailable For Legal Reasons' };

// A local target is decoded path text, as stored paths are: a "%" in it is a literal percent
// sign (a pattern's value from "/a/%2541" is "%41"), so it is escaped before the URL parser reads
// it as an escape and the site decodes the path a second time. The URL parser encodes the rest.
const asUrlPath = (to: string): string => {
  const mark = to.indexOf('?');
  return mark < 0 ? to.replace(/%/g, '%25') : `${to.slice(0, mark).replace(/%/g, '%25')}${to.slice(mark)}`;
};

/** How `applyRedirects` answers a request. */
export interface ApplyRedirectsOptions {
  /** The locale the site serves the request in; without it only redirects for every locale apply. */
  locale?: string;
  /**
   * The site's path policy; by default the one the server's manifest says (`meta.paths`). With a
   * policy other than the default, a request in the other form of a path (`/about` for `/about/`,
   * `/About` where case does not count) is answered with a 308 to the canonical form first.
   */
  paths?: PathPolicy;
}

/**
 * For Next.js `middleware.ts` / `proxy.ts` (or any runtime with the Fetch API): the redirect
 * response for a request whose path a published redirect covers, the 410 (or 451) of a gone path,
 * else undefined (let the request through). A relative target keeps the request's origin; the
 * visitor's query string goes as the rule says (`pass`: added after the target's own, whose keys
 * win; `ignore`: dropped; `exact`: the rule matched that query only). `locale`, the locale the site
 * serves the request in, lets redirects scoped to that locale apply; without it only redirects for
 * every locale do. Under a path policy other than the default (`paths`, see ApplyRedirectsOptions),
 * a request in the other form of its path is first sent to the canonical form with a 308.
 *
 * ```ts
 * const redirects = createRedirectCache(createClient({ baseURL: process.env.STRAPI_URL! }));
 * export default (request: Request) => applyRedirects(request, redirects);
 * ```
 */
export const applyRedirects = async (
  request: Request,
  cache: Pick<RedirectCache, 'match'> & Partial<Pick<RedirectCache, 'current' | 'paths'>>,
  { locale, paths }: ApplyRedirectsOptions = {}
): Promise<Response | undefined> => {
  const url = new URL(request.url);
  // Matching loads the manifest (or the filter) on first use, and with it the server's path policy.
  const match = await cache.match(url.pathname, { locale, search: url.search });
  const policy = paths ?? cache.paths ?? cache.current?.paths;
  // The other form of a canonical path (a slash too many or missing, capitals where case does not
  // count) goes to the canonical one before anything else: one URL per page for visitors and
  // crawlers. The default policy redirects nothing, as before the policy existed.
  const canonical = policy && !isDefaultPathPolicy(policy) ? canonicalPathname(url.pathname, policy) : null;
  if (canonical !== null) {
    // Set on a copy of the request's URL: the origin and query string stay, whatever the path.
    const target = new URL(url);
    target.pathname = canonical;
    return Response.redirect(target, 308);
  }
  if (!match) return undefined;
  if (match.to === null) return new Response(GONE_BODY[match.statusCode] ?? 'Gone', { status: match.statusCode, headers: TEXT });
  // The matcher applied the rule's query policy: `to` already holds the query to send.
  const target = new URL(match.to.startsWith('/') ? asUrlPath(match.to) : match.to, url);
  return Response.redirect(target, match.statusCode);
};
