import type { SitetoolsClient } from './client';
import { redirectHitReporter, type RedirectHitsOptions } from './hits';
import { redirectFilter, type RedirectFilter } from './redirect-filter';
import { redirectMatcher, type RedirectMatch, type RedirectMatcher, type RedirectMatchOptions } from './redirects';
import type { PathPolicy } from './types';

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
  /**
   * Hold the redirects' Bloom filter (`GET /api/sitetools/redirects/bloom`, a few bytes per
   * redirect) and read the manifest only once a path comes that the filter says may redirect:
   * a path it rules out is answered without the manifest (opt-in; refreshed as the manifest is).
   */
  filter?: boolean;
}

export interface RedirectCache {
  /** The redirect for a pathname in a locale (see `RedirectMatcher.match`); loads the manifest on first use. */
  match(pathname: string, request?: string | RedirectMatchOptions): Promise<RedirectMatch | null>;
  /**
   * Reads the manifest (and with `filter`, the filter) again now (a conditional request once one
   * is held), after the read under way if there is one: what changed on the server before the
   * call is seen once it resolves. With `filter`, a manifest not read yet stays unread.
   */
  refresh(): Promise<void>;
  /** The manifest in memory, or null before the first successful read. */
  readonly current: RedirectMatcher | null;
  /** The site's path policy, from the filter or the manifest held; null before either was read. */
  readonly paths: PathPolicy | null;
  /** Sends the hits counted so far now (with `reportHits`; before a server process exits, or in tests). */
  flushHits(): Promise<void>;
}

/** One conditionally read resource: its last good value, and reads that never run two at a time. */
const conditionalHolder = <T>(
  load: (etag: string | null) => Promise<{ value: T; etag: string | null } | null>,
  { now, onError }: { now: () => number; onError?: (error: unknown) => void }
) => {
  const state = { value: null as T | null, readAt: -Infinity };
  let etag: string | null = null;
  let pending: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const read = () =>
    (pending ??= (async () => {
      try {
        const result = await load(etag);
        if (result !== null) {
          state.value = result.value;
          etag = result.etag;
        }
      } catch (error) {
        onError?.(error);
      } finally {
        // A failure waits for the next interval too, so an unreachable server is not asked on
        // every page view.
        state.readAt = now();
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

  return { state, read, refresh };
};

/**
 * Keeps the redirect manifest in memory so that applying redirects costs no request per page
 * view. A match on a manifest older than `refreshSeconds` answers from it at once and refreshes it
 * in the background with `If-None-Match` (a 304 costs the server no redirect read). Past the
 * manifest's `nextChange` (a scheduled rule starting or stopping), the first match waits for a
 * fresh read, once. A failed refresh keeps the last good manifest; before the first success every
 * path matches nothing. With `filter`, the Bloom filter is read first and held the same way, and
 * the manifest is read only for a path the filter lets through (without a filter, after a failed
 * read, every path is let through). With `reportHits`, the rule of every match is counted and its
 * hits sent in batches (src/hits.ts).
 */
export const createRedirectCache = (
  client: Pick<SitetoolsClient, 'manifest'> & Partial<Pick<SitetoolsClient, 'postRedirectHits' | 'redirectBloom'>>,
  { refreshSeconds = 60, onError, now = Date.now, reportHits, filter }: RedirectCacheOptions = {}
): RedirectCache => {
  const { postRedirectHits, redirectBloom } = client;
  if (reportHits && !postRedirectHits) throw new Error('reportHits needs a client that can post hits (createClient)');
  if (filter && !redirectBloom) throw new Error('filter needs a client that can read the redirect filter (createClient)');
  const hits =
    reportHits && postRedirectHits ? redirectHitReporter(postRedirectHits, { onError, ...(reportHits === true ? {} : reportHits) }) : null;
  // When a scheduled rule starts or stops next: the manifest held is wrong from then on.
  let expiresAt = Infinity;

  const manifest = conditionalHolder<RedirectMatcher>(
    async (etag) => {
      const result = await client.manifest(etag);
      if (result.status === 'notModified') return null;
      const next = result.manifest.meta.nextChange;
      expiresAt = next ? Date.parse(next) : Infinity;
      return { value: redirectMatcher(result.manifest), etag: result.etag };
    },
    { now, onError }
  );
  // The filter holds every published rule, scheduled ones outside their window too: it needs no
  // expiry of its own.
  const bloom =
    filter && redirectBloom
      ? conditionalHolder<RedirectFilter>(
          async (etag) => {
            const result = await redirectBloom(etag);
            return result.status === 'notModified' ? null : { value: redirectFilter(result.bloom), etag: result.etag };
          },
          { now, onError }
        )
      : null;

  const fresh = (readAt: number) => now() - readAt < refreshSeconds * 1000;
  // The filter's version the manifest was last read again for.
  let checkedFor: string | null = null;

  return {
    async match(pathname, request) {
      if (bloom !== null) {
        if (bloom.state.readAt === -Infinity) await bloom.read();
        else if (!fresh(bloom.state.readAt)) void bloom.read();
        const held = bloom.state.value;
        if (held !== null && !held.mayRedirect(pathname)) return null;
        // A manifest of another version than the filter's is read again, in the background as on
        // expiry of refreshSeconds, once per version of the filter: a manifest read before the
        // filter was refreshed may be the newer one.
        if (
          held !== null &&
          manifest.state.value !== null &&
          manifest.state.value.version !== held.version &&
          checkedFor !== held.version
        ) {
          checkedFor = held.version;
          void manifest.read();
        }
      }
      const { state } = manifest;
      if ((state.value === null && state.readAt === -Infinity) || (now() >= expiresAt && state.readAt < expiresAt)) await manifest.read();
      else if (!fresh(state.readAt)) void manifest.read();
      const found = state.value?.find(pathname, request) ?? null;
      if (found) hits?.count(found.rule);
      return found?.match ?? null;
    },
    async refresh() {
      await Promise.all([bloom?.refresh(), bloom === null || manifest.state.readAt !== -Infinity ? manifest.refresh() : undefined]);
    },
    flushHits: () => hits?.flush() ?? Promise.resolve(),
    get current() {
      return manifest.state.value;
    },
    get paths() {
      return bloom?.state.value?.paths ?? manifest.state.value?.paths ?? null;
    },
  };
};
