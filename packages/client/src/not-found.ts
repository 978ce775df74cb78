import { MAX_REPORTS_PER_REQUEST, type NotFoundReport } from '../../../addons/redirects/shared/contracts/not-found';
import { SitetoolsError } from './errors';

/** One 404 a front-end reports: the path it could not serve, in a locale, reached from a referrer. */
export type { NotFoundReport };

export interface NotFoundReporterOptions {
  /** How long a report waits for others before its batch is sent (ms); 2000 by default. */
  flushMs?: number;
  /** Reports per request, at most the server's 100 (the default): a full batch is sent at once. */
  maxBatch?: number;
  /** Reports kept waiting while the server is slow or down; past it new ones are dropped. 1000 by default. */
  maxPending?: number;
  /** Told of a batch that could not be sent, or of reports dropped; never thrown to the caller. */
  onError?: (error: unknown) => void;
}

/** The server's limit of reports per request. */
const SERVER_MAX_BATCH = MAX_REPORTS_PER_REQUEST;
// The wait after a 429 that names none (a proxy's): the addon's default limit window.
const DEFAULT_RETRY_MS = 60_000;

/** How long the server asked to be left alone, when `error` is its 429 (an intake's rate limit or budget). */
export const retryAfterMs = (error: unknown): number | undefined => {
  if (!(error instanceof SitetoolsError) || error.status !== 429) return undefined;
  const seconds = Number(error.details.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_RETRY_MS;
};

/**
 * Batches 404 reports and sends them with `send`, fire-and-forget: `report` never throws and never
 * waits; a failed batch goes to `onError`. Reports wait at most `flushMs`, or until `maxBatch`
 * have come. After the server's 429 nothing is sent until the `retryAfter` it gave (in seconds,
 * else a minute): the refused batch, of which nothing was counted, goes first then, and reports
 * keep queueing up to `maxPending` meanwhile.
 */
export const notFoundReporter = (send: (reports: NotFoundReport[]) => Promise<void>, options: NotFoundReporterOptions = {}) => {
  const flushMs = options.flushMs ?? 2000;
  const maxBatch = Math.min(Math.max(1, options.maxBatch ?? SERVER_MAX_BATCH), SERVER_MAX_BATCH);
  const maxPending = options.maxPending ?? 1000;
  const pending: NotFoundReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Before this time (ms since the epoch) nothing is sent: the server asked for a pause.
  let resumeAt = 0;

  const tell = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // The handler's own failure must not reach the page that reported a 404.
    }
  };

  const schedule = (ms: number) => {
    if (timer) return;
    timer = setTimeout(() => void flush(), ms);
    // A server process may exit with reports pending rather than stay up for them.
    (timer as { unref?: () => void }).unref?.();
  };

  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) {
      const wait = resumeAt - Date.now();
      if (wait > 0) return schedule(wait);
      const batch = pending.splice(0, maxBatch);
      try {
        await send(batch);
      } catch (error) {
        tell(error);
        const retryMs = retryAfterMs(error);
        if (retryMs !== undefined) {
          pending.unshift(...batch);
          resumeAt = Date.now() + retryMs;
        }
      }
    }
  };

  return {
    /** Queues a report; it is sent with the next batch. */
    report(report: NotFoundReport): void {
      if (pending.length >= maxPending) {
        tell(new Error(`sitetools 404 reporter: ${maxPending} reports pending, ${report.path} dropped`));
        return;
      }
      pending.push(report);
      if (pending.length >= maxBatch) void flush();
      else schedule(flushMs);
    },

    /** Sends what is pending now (before a server process exits, or in tests); after a 429, once its pause is over. */
    flush,
  };
};

export type NotFoundReporter = ReturnType<typeof notFoundReporter>;
