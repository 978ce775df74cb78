import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { AliasFailure, BulkGenerationJob, BulkMode } from '../../../../shared/contracts/bulk-generation';
import { isUniqueViolation } from '../../database/errors';

export const JOB_UID = 'plugin::sitetools.job';
/** Emitted on the event hub when work was queued with no instance running it yet. */
export const JOB_QUEUED_EVENT = 'sitetools.job.queued';

const JOB_KEY = 'bulk-generation';
const FAILURES_KEY = 'failures';
const MAX_FAILURES = 50;
// A conditional write loses only to another write of the same row; this many in a row means
// something else is wrong.
const MAX_ATTEMPTS = 20;

/** One stretch of a job: every entry of a content type, in a mode. */
interface GenerationSegment {
  uid: string;
  mode: BulkMode;
  /** For a cascade's segment: how many parent path changes led here (see alias-changes). */
  depth?: number;
}

/** Or the lines of a paths import (see path-import-job), applied batch by batch. */
export type Segment = GenerationSegment | { pathImport: string };

/** A job refused because another is running (the controllers answer 409 naming it). */
export class JobRunningError extends Error {
  constructor(
    readonly job: string,
    message = 'A bulk generation is already running'
  ) {
    super(message);
    this.name = 'JobRunningError';
  }
}

/** The job as stored: what the admin sees, plus where it is and which instance runs it. */
export interface BulkJob extends BulkGenerationJob {
  segments: Segment[];
  /** The segment being walked and the last documentId finished in it. */
  cursor: { segment: number; after: string };
  /** Instance that runs the job; null while none does (queued, or after a clean shutdown). */
  owner: string | null;
  heartbeatAt: string;
}

type Row<T> = { version: number; state: T | null };

/**
 * The shared state of background work: the bulk job, the recent failures and the last paths
 * import (see path-import-job), one row each,
 * changed only by conditional writes (a write names the version it read; of two writes from
 * one version one wins, the other reads again). It calls no other service.
 */
const jobs = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(JOB_UID);

  const readRow = async <T>(key: string): Promise<Row<T>> => {
    const row = (await query().findOne({ select: ['version', 'state'], where: { key } })) as Row<T> | null;
    return row ?? { version: -1, state: null };
  };

  const create = async (key: string) => {
    try {
      await query().create({ data: { key, version: 0, state: null } });
    } catch (error) {
      // Another instance created it first.
      if (!isUniqueViolation(error)) throw error;
    }
  };

  /**
   * Applies `change` to the row's state with a conditional write, again from a fresh read when
   * another write came first. `change` returns undefined to write nothing. Resolves with the
   * state as written (or as read, when nothing was written) and whether it wrote.
   */
  const update = async <T>(key: string, change: (current: T | null) => T | undefined): Promise<{ state: T | null; written: boolean }> => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const { version, state } = await readRow<T>(key);
      if (version === -1) {
        await create(key);
        continue;
      }
      const next = change(state);
      if (next === undefined) return { state, written: false };
      const { count } = (await query().updateMany({
        where: { key, version },
        data: { state: next, version: version + 1 },
      })) as { count: number };
      if (count === 1) return { state: next, written: true };
    }
    throw new Error(`sitetools: ${key} kept changing under ${MAX_ATTEMPTS} conditional writes`);
  };

  /**
   * The running job a failure is counted on: one from outside the job's own batches adds to its
   * `failed` (the job counts its own); the job's id, if one is running.
   */
  const countOnJob = async (source: AliasFailure['source']): Promise<string | undefined> => {
    if (source === 'job') return (await readRow<BulkJob>(JOB_KEY)).state?.id;
    let jobId: string | undefined;
    await update<BulkJob>(JOB_KEY, (job) => {
      if (job?.status !== 'running') return undefined;
      jobId = job.id;
      return { ...job, failed: job.failed + 1 };
    });
    return jobId;
  };

  /**
   * Adds `segment` (`count` more documents or lines) to the running job, or starts a new job with
   * it that the next instance to look claims; `keep` may leave a running job as it is.
   */
  const queue = async (segment: Segment, count: number, keep: (job: BulkJob) => BulkJob | undefined | null = () => null) => {
    const now = new Date().toISOString();
    const uid = 'uid' in segment ? segment.uid : undefined;
    const { state } = await update<BulkJob>(JOB_KEY, (job) => {
      if (job?.status === 'running') {
        const kept = keep(job);
        if (kept !== null) return kept;
        const contentTypes = uid === undefined || job.contentTypes.includes(uid) ? job.contentTypes : [...job.contentTypes, uid];
        return { ...job, segments: [...job.segments, segment], contentTypes, total: job.total + count };
      }
      return {
        id: randomUUID(),
        // A job that only imports paths moves them, as a regeneration would.
        mode: 'mode' in segment ? segment.mode : 'regenerate',
        contentTypes: uid === undefined ? [] : [uid],
        segments: [segment],
        status: 'running',
        total: count,
        done: 0,
        failed: 0,
        cursor: { segment: 0, after: '' },
        owner: null,
        heartbeatAt: now,
        startedAt: now,
      };
    });
    // A wake-up only, not awaited so the request answers at once: its listener (bulk-generation's
    // checkSafely) logs its own failures, and the stored job is found by the next regular check anyway.
    void strapi.eventHub.emit(JOB_QUEUED_EVENT, {});
    return state as BulkJob;
  };

  const countDocuments = async (uid: string) => {
    const table = strapi.db.metadata.get(uid).tableName;
    const [row] = await strapi.db.getConnection(table).countDistinct({ count: 'document_id' });
    return Number(row.count);
  };

  return {
    update,

    /** The bulk job, or null before the first. */
    async job(): Promise<BulkJob | null> {
      return (await readRow<BulkJob>(JOB_KEY)).state;
    },

    /** The state stored under `key`, null before the first write. */
    read: async <T>(key: string): Promise<T | null> => (await readRow<T>(key)).state,

    /** Changes the bulk job with a conditional write (see `update`). */
    updateJob: (change: (job: BulkJob | null) => BulkJob | undefined) => update<BulkJob>(JOB_KEY, change),

    countDocuments,

    /**
     * Queues every entry of `uid` into the running job (drained before it ends), or into a new
     * job that the next instance to look claims. Work asked for is never dropped. `depth` is
     * the cascade's, carried to the changes the segment makes.
     */
    async enqueue(uid: string, mode: BulkMode, depth = 0): Promise<BulkJob> {
      const queued: Segment = depth ? { uid, mode, depth } : { uid, mode };
      return queue(queued, await countDocuments(uid), (job) => {
        const pending = job.cursor.segment + 1;
        const same = job.segments.findIndex(
          (segment, i) => i >= pending && 'uid' in segment && segment.uid === uid && segment.mode === mode
        );
        if (same === -1) return null;
        // The same work not started yet is already queued; it keeps the shallower depth, so
        // that it goes as far as either request would.
        if (((job.segments[same] as GenerationSegment).depth ?? 0) <= depth) return undefined;
        return { ...job, segments: job.segments.map((segment, i) => (i === same ? queued : segment)) };
      });
    },

    /** Queues the `lines` lines of paths import `pathImport` (see `enqueue`). */
    enqueueImport: (pathImport: string, lines: number): Promise<BulkJob> => queue({ pathImport }, lines),

    /**
     * Records a failure, or a skip (`skipped`); a failure outside the job's own batches is also
     * counted on a running job.
     */
    async recordFailure(failure: Omit<AliasFailure, 'at' | 'jobId'>): Promise<void> {
      const what = `sitetools: ${failure.source} of ${failure.contenttype} ${failure.documentId}`;
      if (failure.skipped) strapi.log.info(`${what} skipped: ${failure.reason}`);
      else strapi.log.error(`${what} failed: ${failure.reason}`);
      const jobId = failure.skipped ? undefined : await countOnJob(failure.source);
      const recorded: AliasFailure = { at: new Date().toISOString(), ...failure, ...(jobId ? { jobId } : {}) };
      await update<AliasFailure[]>(FAILURES_KEY, (list) => [recorded, ...(list ?? [])].slice(0, MAX_FAILURES));
    },

    /** The latest failures, newest first. */
    async failures(): Promise<AliasFailure[]> {
      return (await readRow<AliasFailure[]>(FAILURES_KEY)).state ?? [];
    },
  };
};

export type JobsService = ReturnType<typeof jobs>;
export default jobs;
