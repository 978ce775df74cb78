import type { Core } from '@strapi/strapi';
import type { Tally } from '../domain/tally';

const nextTurn = () => new Promise((resume) => setImmediate(resume));

/** What an intake built on `tallyIntake` supplies. */
export interface TallyIntakeOptions<Item, Row> {
  strapi: Core.Strapi;
  /** The tally (built on first use by the caller: its bound is read from the loaded config). */
  tally: () => Tally<Row> & { add(item: Item, at: Date): boolean };
  /** How long counted items wait for their write. */
  intervalMs: () => number;
  /** Rows per write transaction. */
  batchSize: number;
  /** Writes one batch of rows in one transaction; throws when it fails. */
  write: (rows: Row[]) => Promise<void>;
  /** What a row is, in the log line of a failed write ('paths of the 404 inbox'). */
  rowsName: string;
  /** Written after the rows on each flush (the 404 intake's shed count); throws when it fails. */
  writeAfter?: () => Promise<void>;
  /** Whether `writeAfter` has something to write though no row is pending. */
  moreToWrite?: () => boolean;
}

/**
 * The write loop of an intake that counts in memory and writes every interval: the 404 inbox's
 * and the redirect hits'. Items are counted in the tally; a timer armed by the first pending item
 * (unref'd: it never keeps a stopping process alive) writes them `batchSize` rows per
 * transaction, one writer at a time, a turn of the event loop between transactions so that the
 * site's requests get the database. A failed write gives its rows and the ones not yet tried back
 * to the tally, logs and rethrows: nothing is dropped while the process runs, and the next
 * interval tries again. `stop` (the plugin's destroy) writes what is pending and from then on each
 * request's items are written before it is answered, so a clean stop loses none.
 */
export const tallyIntake = <Item, Row>(options: TallyIntakeOptions<Item, Row>) => {
  const { strapi, tally, batchSize, write } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const writePending = async () => {
    const rows = tally().take();
    for (let start = 0; start < rows.length; start += batchSize) {
      try {
        await write(rows.slice(start, start + batchSize));
      } catch (error) {
        tally().restore(rows.slice(start));
        strapi.log.error(
          `sitetools-addon-redirects: ${rows.length - start} ${options.rowsName} not written yet, kept for the next try: ${String(error)}`
        );
        throw error;
      }
      await nextTurn();
    }
    await options.writeAfter?.();
  };

  /**
   * Writes what is pending once the writes already under way are done (one writer at a time).
   * Rejects when the write fails; the items stay pending and the next interval tries again.
   */
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const run = writing.then(writePending);
    writing = run.catch(() => schedule());
    return run;
  };

  const schedule = () => {
    if (timer || (tally().size === 0 && !options.moreToWrite?.())) return;
    // A failure is logged by the write and retried on the next interval.
    timer = setTimeout(() => flush().catch(() => undefined), options.intervalMs());
    timer.unref();
  };

  return {
    flush,
    schedule,

    /** Counts items; when the tally is full, waits for it to be written (a storm slows its sender). */
    async count(items: Item[], at: Date): Promise<void> {
      for (const item of items) while (!tally().add(item, at)) await flush();
      // Once stopping, nothing is left for a timer: what comes now is written at once.
      if (stopped) await flush();
      else schedule();
    },

    /** Writes the pending items and stops holding any (the plugin's destroy): a clean stop loses none. */
    async stop(): Promise<void> {
      stopped = true;
      await flush();
    },
  };
};
