import { createRedirectCache, type RedirectCache } from 'sitetools-client';
import { env } from './env';
import { sitetools } from './sitetools';

// One filter and manifest per server process, kept on globalThis: the proxy and the route handlers are
// bundled apart, so a module-level value would be two caches, and the revalidation route must
// refresh the very one the proxy reads.
const KEY = Symbol.for('sitetools-example.redirects');
const holder = globalThis as typeof globalThis & { [KEY]?: RedirectCache };

/**
 * The redirects in this server's memory: a redirect costs no request to Strapi. The Bloom filter
 * of the redirects' sources (a few bytes per redirect) is read first, and the manifest only once
 * a request comes for a path that the filter says may redirect: a site whose visitors never reach
 * an old path never holds the manifest. Both are read again when `/api/revalidate` is told of a
 * change, and at most every `SITETOOLS_REDIRECTS_REFRESH_SECONDS` otherwise (the fallback when no
 * webhook is set up).
 */
export const redirects: RedirectCache = (holder[KEY] ??= createRedirectCache(sitetools, {
  filter: true,
  refreshSeconds: env.redirectsRefreshSeconds,
  onError: (error) => console.warn('sitetools: the redirect filter or manifest could not be read', error),
}));
