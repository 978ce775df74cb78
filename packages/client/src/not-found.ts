/** One 404 a front-end reports: the path it could not serve, in a locale, reached from a referrer. */
export interface NotFoundReport {
  path: string;
  locale?: string;
  /** An absolute http(s) URL; the server keeps only its origin and path. */
  referrer?: string;
}

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

/** The server's limit of reports per request (`MAX_REPORTS_PER_REQUEST` of the addon). */
const SERVER_MAX_BATCH = 100;

/**
 * Batches 404 reports and sends them with `send`, fire-and-forget: `report` never throws and never
 * waits; a failed batch goes to `onError`. Reports wait at most `flushMs`, or until `maxBatch`
 * have come.
 */
export const notFoundReporter = (send: (reports: NotFoundReport[]) => Promise<void>, options: NotFoundReporterOptions = {}) => {
  const flushMs = options.flushMs ?? 2000;
  const maxBatch = Math.min(Math.max(1, options.maxBatch ?? SERVER_MAX_BATCH), SERVER_MAX_BATCH);
  const maxPending = options.maxPending ?? 1000;
  const pending: NotFoundReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tell = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // The handler's own failure must not reach the page that reported a 404.
    }
  };

  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) {
      const batch = pending.splice(0, maxBatch);
      try {
        await send(batch);
      } catch (error) {
        tell(error);
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
      if (pending.length >= maxBatch) {
        void flush();
      } else if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        // A server process may exit with reports pending rather than stay up for them.
        (timer as { unref?: () => void }).unref?.();
      }
    },

    /** Sends what is pending now (before a server process exits, or in tests). */
    flush,
  };
};

export type NotFoundReporter = ReturnType<typeof notFoundReporter>;
