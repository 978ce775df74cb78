import { createClient } from 'sitetools-client';
import { env } from './env';

/**
 * Reports the paths this site answers with a 404 to the redirects addon's inbox, from the server
 * only: the token may report 404s and nothing else, and never reaches the browser. Batched and
 * fire-and-forget, so a page never waits for it; without a token nothing is reported.
 */
const reporter = env.reportToken
  ? createClient({
      baseURL: env.strapiUrl,
      token: env.reportToken,
      notFound: {
        flushMs: 1000,
        // A lost report costs one count in the inbox; the page itself is not affected.
        onError: (error) => console.warn(`sitetools: 404 reports not sent: ${String(error)}`),
      },
    })
  : null;

export const reportNotFound = (path: string): void => reporter?.reportNotFound(path);
