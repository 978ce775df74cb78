import type { RedirectCache } from './cache';

const TEXT = { 'content-type': 'text/plain; charset=utf-8' };
const GONE_BODY: Record<number, string> = { 410: 'Gone', 451: 'Unavailable For Legal Reasons' };

// A local target is decoded path text, as stored paths are: a "%" in it is a literal percent
// sign (a pattern's value from "/a/%2541" is "%41"), so it is escaped before the URL parser reads
// it as an escape and the site decodes the path a second time. The URL parser encodes the rest.
const asUrlPath = (to: string): string => {
  const mark = to.indexOf('?');
  return mark < 0 ? to.replace(/%/g, '%25') : `${to.slice(0, mark).replace(/%/g, '%25')}${to.slice(mark)}`;
};

/**
 * For Next.js `middleware.ts` / `proxy.ts` (or any runtime with the Fetch API): the redirect
 * response for a request whose path a published redirect covers, the 410 (or 451) of a gone path,
 * else undefined (let the request through). A relative target keeps the request's origin; the
 * visitor's query string goes as the rule says (`pass`: added after the target's own, whose keys
 * win; `ignore`: dropped; `exact`: the rule matched that query only). `locale`, the locale the site
 * serves the request in, lets redirects scoped to that locale apply; without it only redirects for
 * every locale do.
 *
 * ```ts
 * const redirects = createRedirectCache(createClient({ baseURL: process.env.STRAPI_URL! }));
 * export default (request: Request) => applyRedirects(request, redirects);
 * ```
 */
export const applyRedirects = async (
  request: Request,
  cache: Pick<RedirectCache, 'match'>,
  { locale }: { locale?: string } = {}
): Promise<Response | undefined> => {
  const url = new URL(request.url);
  const match = await cache.match(url.pathname, { locale, search: url.search });
  if (!match) return undefined;
  if (match.to === null) return new Response(GONE_BODY[match.statusCode] ?? 'Gone', { status: match.statusCode, headers: TEXT });
  // The matcher applied the rule's query policy: `to` already holds the query to send.
  const target = new URL(match.to.startsWith('/') ? asUrlPath(match.to) : match.to, url);
  return Response.redirect(target, match.statusCode);
};
