import type { NextRequest } from 'next/server';
import { applyRedirects } from 'sitetools-client/next';
import { redirects } from './lib/redirects';

/** Sends a path a published redirect covers to its target, with the redirect's own status. */
export async function proxy(request: NextRequest): Promise<Response | undefined> {
  return applyRedirects(request, redirects);
}

export const config = {
  // Next's own files, the icon and the site's API routes are never redirected.
  matcher: ['/((?!_next/|api/|icon\\.svg|favicon\\.ico).*)'],
};
