import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { countActions } from 'sitetools-kit/import-records';
import {
  PATH_IMPORT_ACTIONS,
  type PathImportJob,
  type PathImportLine,
  type PathImportReportLine,
} from '../../../../shared/contracts/path-import';
import type { Config } from '../../config';
import { isConflictInTransaction, retryOnDeadlock } from '../../database/errors';
import { isLostRace } from '../aliases';
import { JobRunningError, type BulkJob } from '../jobs';
import { getService } from '../get-service';

const KEY = 'path-import';
/**
 * The most batches an import is cut into: a larger file takes larger batches. Each batch reads
 * and writes the import's record, which holds the file's lines and the report so far, so the
 * batches of a 100,000-line file, 100 lines each, would copy gigabytes.
 */
const MAX_BATCHES = 50;

/** The import as stored: what the admin sees, plus the file's lines still to apply. */
interface StoredPathImport extends PathImportJob {
  input: PathImportLine[];
}

const withoutInput = ({ input: _input, ...job }: StoredPathImport): PathImportJob => job;

/** A batch found the import no longer where it read it: another instance applied it meanwhile. */
class BatchTakenError extends Error {
  constructor(id: string) {
    super(`sitetools: a batch of paths import ${id} was applied by another instance`);
  }
}

/**
 * The apply of a paths import as a segment of the one background job (see jobs and
 * bulk-generation, which claim, heartbeat and resume it): the lines are stored with the import,
 * and each batch plans, writes and moves its entries' paths, their redirects and the import's
 * progress in one transaction, so that a crash leaves every line applied or not yet applied.
 */
const pathImportJob = ({ strapi }: { strapi: Core.Strapi }) => {
  const jobs = () => getService(strapi, 'jobs');
  const batchSize = () => (strapi.config.get('plugin::sitetools') as Config).pathImport.batchSize;

  /** The import's status: a running import whose job stopped (cancelled, failed, replaced) stopped with it. */
  const shown = (imported: StoredPathImport, job: BulkJob | null): PathImportJob => {
    const stored = withoutInput(imported);
    if (stored.status !== 'running') return stored;
    const runs = job?.segments.some((segment) => 'pathImport' in segment && segment.pathImport === stored.id);
    if (job && runs)
      return job.status === 'running' ? stored : { ...stored, status: job.status, finishedAt: job.finishedAt, error: job.error };
    return { ...stored, status: 'cancelled' };
  };

  const current = async () => {
    const [stored, job] = await Promise.all([jobs().read<StoredPathImport>(KEY), jobs().job()]);
    return stored ? shown(stored, job) : null;
  };

  /** `stored` with the report of its next `lines` added, done when they were the last. */
  const advance = (stored: StoredPathImport, lines: PathImportReportLine[]): StoredPathImport => {
    const report = [...stored.result.lines, ...lines];
    const done = stored.done + lines.length;
    return {
      ...stored,
      done,
      ...(done >= stored.total ? { status: 'done', finishedAt: new Date().toISOString() } : {}),
      result: { dryRun: false, summary: countActions(PATH_IMPORT_ACTIONS, report), lines: report },
    };
  };

  return {
    /** The import being applied, or the last one; null before the first. */
    read: current,

    /** Stores `lines` and queues their apply; refused (409) while another import is applied. */
    async start(lines: PathImportLine[]): Promise<PathImportJob> {
      const running = await current();
      if (running?.status === 'running') throw new JobRunningError(running.id, 'A paths import is being applied');
      const now = new Date().toISOString();
      const stored: StoredPathImport = {
        id: randomUUID(),
        status: lines.length ? 'running' : 'done',
        total: lines.length,
        done: 0,
        startedAt: now,
        ...(lines.length ? {} : { finishedAt: now }),
        result: { dryRun: false, summary: countActions(PATH_IMPORT_ACTIONS, []), lines: [] },
        input: lines,
      };
      // Only over the import just read: of two applies started at once, one is refused.
      const { written } = await jobs().update<StoredPathImport>(KEY, (latest) =>
        (latest?.id ?? null) === (running?.id ?? null) ? stored : undefined
      );
      if (!written) throw new JobRunningError((await current())?.id ?? '', 'A paths import is being applied');
      // Stored before it is queued: the job finds its lines.
      if (lines.length) await jobs().enqueueImport(stored.id, lines.length);
      return withoutInput(stored);
    },

    /**
     * Applies the next batch of import `id`'s lines, its progress written in the same transaction;
     * resolves with the number of lines applied, 0 once every line is.
     */
    async applyBatch(id: string): Promise<number> {
      const stored = await jobs().read<StoredPathImport>(KEY);
      if (stored?.id !== id || stored.done >= stored.total) return 0;
      const size = Math.max(batchSize(), Math.ceil(stored.total / MAX_BATCHES));
      const lines = stored.input.slice(stored.done, stored.done + size);
      let deferred: Array<() => Promise<void>> = [];
      // A lost race, a deadlock or a path a concurrent save took rolls the whole batch back; it is
      // planned again from the start, and a line whose path is now taken is refused.
      try {
        await retryOnDeadlock(
          () =>
            strapi.db.transaction(async () => {
              deferred = [];
              const report = await getService(strapi, 'path-import').applyLines(lines, stored.result.lines, deferred);
              const { written } = await jobs().update<StoredPathImport>(KEY, (latest) =>
                latest?.id === id && latest.done === stored.done ? advance(latest, report) : undefined
              );
              if (!written) throw new BatchTakenError(id);
            }),
          (error) => isLostRace(error) || isConflictInTransaction(error)
        );
      } catch (error) {
        // Another instance took the job over (this one was too slow to write its heartbeat) and
        // applied these lines: this batch rolled back, and the job's progress, which this
        // instance can no longer write, stops it here.
        if (error instanceof BatchTakenError) return 0;
        throw error;
      }
      // Once committed: the alias events, one webhook delivery for the batch, the entries built on the moved paths.
      for (const work of deferred) await work();
      return lines.length;
    },
  };
};

export default pathImportJob;
