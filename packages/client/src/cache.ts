import type { SitetoolsClient } from './client';
import { redirectMatcher, type RedirectMatch, type RedirectMatcher, type RedirectMatchOptions } from './redirects';

export interface RedirectCacheOptions {
  /** How old the manifest may get before a match starts a conditional refresh; 60 by default. */
  refreshSeconds?: number;
  /** Told about every failed refresh; the last good manifest keeps serving meanwhile. */
  onError?: (error: unknown) => void;
  /** The clock, in milliseconds; for tests. */
  now?: () => number;
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
}

/**
 * Keeps the redirect manifest in memory so that applying redirects costs no request per page
 * view. A match on a manifest older than `refreshSeconds` answers from it at once and refreshes it
 * in the background with `If-None-Match` (a 304 costs the server no redirect read). Past the
 * manifest's `nextChange` (a scheduled rule starting or stopping), the first match waits for a
 * fresh read, once. A failed refresh keeps the last good manifest; before the first success every
 * path matches nothing.
 */
export const createRedirectCache = (
  client: Pick<SitetoolsClient, 'manifest'>,
  { refreshSeconds = 60, onError, now = Date.now }: RedirectCacheOptions = {}
): RedirectCache => {
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
      return matcher?.match(pathname, request) ?? null;
    },
    refresh,
    get current() {
      return matcher;
    },
  };
};
