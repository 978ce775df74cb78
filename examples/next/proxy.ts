import type { NextRequest } from 'next/server';
import { createRedirectCache } from 'sitetools-client';
import { applyRedirects } from 'sitetools-client/next';
import { env } from './lib/env';
import { sitetools } from './lib/sitetools';

// The manifest lives in this server process's memory (`next start` runs the proxy in Node.js):
// a redirect costs no request to Strapi, and a changed redirect set is read within the interval.
const redirects = createRedirectCache(sitetools, {
  refreshSeconds: env.redirectsRefreshSeconds,
  onError: (error) => console.warn('sitetools: the redirect manifest could not be read', error),
});

/** Sends a path a published redirect covers to its target, with the redirect's own status. */
export async function proxy(request: NextRequest): Promise<Response | undefined> {
  return applyRedirects(request, redirects);
}

export const config = {
  // Next's own files and the icon are never redirected.
  matcher: ['/((?!_next/|icon\\.svg|favicon\\.ico).*)'],
};
