import { MAX_HITS_PER_REQUEST, type RedirectHitReport } from '../../../addons/redirects/shared/contracts/redirect-hits';
import { retryAfterMs } from './not-found';
import type { MatchedRule } from './redirects';

export type { RedirectHitReport };

export interface RedirectHitsOptions {
  /** How long hits are counted before they are sent; 30 by default. */
  flushSeconds?: number;
  /** Rules counted at once (memory is bounded by it); past it hits of new rules are dropped. 1000 by default. */
  maxPending?: number;
  /** Told of a batch that could not be sent, or of hits dropped; never thrown to the caller. */
  onError?: (error: unknown) => void;
}

interface Pending {
  from: string;
  locale: string;
  hits: number;
  lastHit: number;
}

const keyOf = ({ from, locale }: { from: string; locale: string }) => `${locale}\u0000${from}`;

/**
 * Counts the hits of the redirect rules a front-end applies and sends them with `send`, batched:
 * one entry per rule and interval whatever the traffic, at most the server's 100 per request.
 * `count` never throws and never waits. A batch that fails stays counted for the next try (added
 * to the hits counted since), within `maxPending` rules; after the server's 429 nothing is sent
 * until the `retryAfter` it gave (in seconds, else a minute).
 */
export const redirectHitReporter = (send: (hits: RedirectHitReport[]) => Promise<void>, options: RedirectHitsOptions = {}) => {
  const flushMs = (options.flushSeconds ?? 30) * 1000;
  const maxPending = Math.max(1, options.maxPending ?? 1000);
  let pending = new Map<string, Pending>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Before this time (ms since the epoch) nothing is sent: the server asked for a pause.
  let resumeAt = 0;
  let sending: Promise<void> = Promise.resolve();

  const tell = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // The handler's own failure must not reach the request whose redirect was counted.
    }
  };

  /** Adds hits to the row of their rule; false when the rule is new and `maxPending` rules are counted. */
  const add = (entry: Pending): boolean => {
    const known = pending.get(keyOf(entry));
    if (known) {
      known.hits += entry.hits;
      known.lastHit = Math.max(known.lastHit, entry.lastHit);
      return true;
    }
    if (pending.size >= maxPending) return false;
    pending.set(keyOf(entry), { ...entry });
    return true;
  };

  const schedule = (ms: number) => {
    if (timer || pending.size === 0) return;
    timer = setTimeout(() => void flush(), ms);
    // A server process may exit with hits pending rather than stay up for them.
    (timer as { unref?: () => void }).unref?.();
  };

  const sendPending = async (): Promise<void> => {
    const wait = resumeAt - Date.now();
    if (wait > 0) return schedule(wait);
    const rows = [...pending.values()];
    pending = new Map();
    for (let start = 0; start < rows.length; start += MAX_HITS_PER_REQUEST) {
      const batch = rows.slice(start, start + MAX_HITS_PER_REQUEST);
      try {
        await send(
          batch.map(({ from, locale, hits, lastHit }) => ({
            from,
            ...(locale ? { locale } : {}),
            hits,
            lastHit: new Date(lastHit).toISOString(),
          }))
        );
      } catch (error) {
        tell(error);
        const lost = rows.slice(start).filter((row) => !add(row)).length;
        if (lost > 0) tell(new Error(`sitetools redirect hits: ${maxPending} rules pending, the hits of ${lost} dropped`));
        const retryMs = retryAfterMs(error);
        if (retryMs !== undefined) resumeAt = Date.now() + retryMs;
        return schedule(retryMs ?? flushMs);
      }
    }
  };

  /** Sends what is counted now, after a send under way (one at a time); after a 429, once its pause is over. */
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    sending = sending.then(sendPending);
    return sending;
  };

  return {
    /** Counts one hit of `rule` now. */
    count(rule: MatchedRule): void {
      if (!add({ from: rule.from, locale: rule.locale ?? '', hits: 1, lastHit: Date.now() })) {
        tell(new Error(`sitetools redirect hits: ${maxPending} rules pending, a hit of ${rule.from} dropped`));
        return;
      }
      schedule(flushMs);
    },
    flush,
  };
};

export type RedirectHitReporter = ReturnType<typeof redirectHitReporter>;
