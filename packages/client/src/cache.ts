import type { SitetoolsClient } from './client';
import { redirectHitReporter, type RedirectHitsOptions } from './hits';
import { redirectMatcher, type RedirectMatch, type RedirectMatcher, type RedirectMatchOptions } from './redirects';

export interface RedirectCacheOptions {
  /** How old the manifest may get before a match starts a conditional refresh; 60 by default. */
  refreshSeconds?: number;
  /** Told about every failed refresh; the last good manifest keeps serving meanwhile. */
  onError?: (error: unknown) => void;
  /** The clock, in milliseconds; for tests. */
  now?: () => number;
  /**
   * Count the rules `match` applies and send their hits to the server, batched (opt-in; see
   * `RedirectHitsOptions`, `true` for the defaults). Needs the client's token to hold
   * `plugin::sitetools-addon-redirects.redirect-hit.create`: keep it on the server.
   */
  reportHits?: boolean | RedirectHitsOptions;
}

export interface RedirectCache {
  /** The redirect for a pathname in a locale (see `RedirectMatcher.match`); loads the manifest on first use. */
  match(pathname: string, request?: string | RedirectMatchOptions): Promise<RedirectMatch | null>;
  /**
   * Reads the manifest again now (a conditional request once one is held), after the read under
   * way if there is one: what changed on the server before the call is seen once it resolves.
   */
  refresh(): Promise<void>;
  /** The manifest in memory, or null before the first successful read. */
  readonly current: RedirectMatcher | null;
  /** Sends the hits counted so far now (with `reportHits`; before a server process exits, or in tests). */
  flushHits(): Promise<void>;
}

/**
 * Keeps the redirect manifest in memory so that applying redirects costs no request per page
 * view. A match on a manifest older than `refreshSeconds` answers from it at once and refreshes it
 * in the background with `If-None-Match` (a 304 costs the server no redirect read). Past the
 * manifest's `nextChange` (a scheduled rule starting or stopping), the first match waits for a
 * fresh read, once. A failed refresh keeps the last good manifest; before the first success every
 * path matches nothing. With `reportHits`, the rule of every match is counted and its hits sent
 * in batches (src/hits.ts).
 */
export const createRedirectCache = (
  client: Pick<SitetoolsClient, 'manifest'> & Partial<Pick<SitetoolsClient, 'postRedirectHits'>>,
  { refreshSeconds = 60, onError, now = Date.now, reportHits }: RedirectCacheOptions = {}
): RedirectCache => {
  const { postRedirectHits } = client;
  if (reportHits && !postRedirectHits) throw new Error('reportHits needs a client that can post hits (createClient)');
  const hits =
    reportHits && postRedirectHits ? redirectHitReporter(postRedirectHits, { onError, ...(reportHits === true ? {} : reportHits) }) : null;
  let matcher: RedirectMatcher | null = null;
  let etag: string | null = null;
  let readAt = -Infinity;
  // When a scheduled rule starts or stops next: the manifest held is wrong from then on.
  let expiresAt = Infinity;
  let pending: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const read = () =>
    (pending ??= (async () => {
      try {
        const result = await client.manifest(etag);
        if (result.status === 'modified') {
          matcher = redirectMatcher(result.manifest);
          etag = result.etag;
          const next = result.manifest.meta.nextChange;
          expiresAt = next ? Date.parse(next) : Infinity;
        }
      } catch (error) {
        onError?.(error);
      } finally {
        // A failure waits for the next interval too, so an unreachable server is not asked on
        // every page view.
        readAt = now();
        pending = null;
      }
    })());

  // A read already under way may have left the server before the change the caller was told of:
  // a new read follows it (one for every caller that asked meanwhile).
  const refresh = () =>
    pending === null
      ? read()
      : (queued ??= pending.then(() => {
          queued = null;
          return read();
        }));

  return {
    async match(pathname, request) {
      if ((matcher === null && readAt === -Infinity) || (now() >= expiresAt && readAt < expiresAt)) await read();
      else if (now() - readAt >= refreshSeconds * 1000) void read();
      const found = matcher?.find(pathname, request) ?? null;
      if (found) hits?.count(found.rule);
      return found?.match ?? null;
    },
    refresh,
    flushHits: () => hits?.flush() ?? Promise.resolve(),
    get current() {
      return matcher;
    },
  };
};
