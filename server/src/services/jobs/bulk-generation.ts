import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import { isSitetoolsEnabled } from '../../domain/content-type';
import { JOB_QUEUED_EVENT, JobRunningError, type BulkJob, type Segment } from './jobs';
import type { BulkMode } from '../../../../shared/contracts/bulk-generation';
import { getService } from '../get-service';
import type { Config } from '../../config';
import { onceListening } from '../platform';

// Documents per batch: memory stays flat however many entries a type has, and one batch is the
// longest the job keeps the event loop (better-sqlite3 answers synchronously, so the batch's
// awaits alone never let a request in).
const BATCH = 100;
// A site that received or answered no request for this long is idle: the job stops giving way.
const QUIET_MS = 10;

/**
 * Runs the bulk generation job: one batch of documents at a time through `alias-batch`, its alias
 * changes handed to `alias-changes`, or of a paths import's lines through `path-import-job`,
 * progress written after each batch. Any instance runs a job
 * that no live instance runs (claimed with one conditional write), so a crash loses nothing.
 */
const bulkGeneration = ({ strapi }: { strapi: Core.Strapi }) => {
  const instance = randomUUID();
  // When a job is taken over from a silent owner, and how often instances look (config `jobs`).
  const timing = () => (strapi.config.get('plugin::sitetools') as Config).jobs;
  const jobs = () => getService(strapi, 'jobs');
  const batch = () => getService(strapi, 'alias-batch');
  const changes = () => getService(strapi, 'alias-changes');
  const imports = () => getService(strapi, 'path-import-job');
  let stopping = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  // Requests this instance is answering right now, and when the last one came in or was answered,
  // seen on its HTTP server.
  let inFlight = 0;
  let lastRequestAt = -Infinity;

  const tableOf = (uid: string) => strapi.db.metadata.get(uid).tableName;

  const nextDocuments = async (uid: string, after: string): Promise<string[]> => {
    const rows = await strapi.db
      .getConnection(tableOf(uid))
      .distinct('document_id')
      .where('document_id', '>', after)
      .orderBy('document_id')
      .limit(BATCH);
    return rows.map((row: { document_id: string }) => row.document_id);
  };

  const isStale = (job: BulkJob) => job.owner === null || Date.now() - Date.parse(job.heartbeatAt) > timing().staleAfterMs;
  const ours = (job: BulkJob | null, id: string): job is BulkJob => job?.id === id && job.status === 'running' && job.owner === instance;

  /**
   * One batch of `segment` after `after`: how many documents or lines it went through (none once
   * the segment is finished), the last one, and how many failed.
   */
  const walk = async (segment: Segment, after: string): Promise<{ count: number; after: string; failed: number }> => {
    // An import's batch writes its own progress in its transaction: its place is not the job's cursor.
    if ('pathImport' in segment) return { count: await imports().applyBatch(segment.pathImport), after: '', failed: 0 };
    const documentIds = await nextDocuments(segment.uid, after);
    const result = await batch().reconcile(segment.uid, documentIds, { keepExisting: segment.mode === 'missing' });
    // A cascade's segment carries its depth, so that a parent cycle stops here as it does inline.
    await changes().settle(result.changes, { depth: segment.depth });
    for (const failure of result.failures) await jobs().recordFailure({ source: 'job', ...failure });
    return { count: documentIds.length, after: documentIds.at(-1) ?? '', failed: result.failures.length };
  };

  /** Walks one batch; false when the job is finished, gone, or no longer this instance's. */
  const step = async (id: string): Promise<boolean> => {
    const job = await jobs().job();
    if (!ours(job, id)) return false;
    if (stopping) {
      await jobs().updateJob((latest) => (ours(latest, id) ? { ...latest, owner: null } : undefined));
      return false;
    }
    const segment = job.segments[job.cursor.segment];
    if (!segment) {
      // Written only if nothing was queued meanwhile; otherwise the next step walks it.
      const { written } = await jobs().updateJob((latest) =>
        ours(latest, id) && !latest.segments[latest.cursor.segment]
          ? { ...latest, status: 'done', owner: null, finishedAt: new Date().toISOString() }
          : undefined
      );
      return !written;
    }
    const walked = await walk(segment, job.cursor.after);
    const cursor = walked.count ? { segment: job.cursor.segment, after: walked.after } : { segment: job.cursor.segment + 1, after: '' };
    // A cancel, a takeover or a queued type may have come in during the batch: write on the latest.
    const { written } = await jobs().updateJob((latest) =>
      ours(latest, id)
        ? {
            ...latest,
            cursor,
            done: latest.done + walked.count,
            failed: latest.failed + walked.failed,
            heartbeatAt: new Date().toISOString(),
          }
        : undefined
    );
    return written;
  };

  /**
   * After a batch that kept the event loop `busyMs`: one turn, so that the requests that arrived
   * meanwhile are read, then, while requests are being answered or keep coming (one in the last
   * QUIET_MS), waits up to as long again. On a busy site the job takes about half of the time and
   * requests the other half; on a quiet one it goes straight on. Answering only the requests
   * waiting after each batch left the router too little of the time
   * (docs/decisions/2026-11-24-bulk-generation-gives-way.md).
   */
  const giveWay = async (busyMs: number) => {
    const until = performance.now() + busyMs;
    await nextTurn();
    const busy = () => inFlight > 0 || performance.now() - lastRequestAt < QUIET_MS;
    while (busy() && performance.now() < until) await sleep(1);
  };

  const launch = (id: string) => {
    running = (async () => {
      for (;;) {
        const started = performance.now();
        if (!(await step(id))) return;
        await giveWay(performance.now() - started);
      }
    })()
      .catch(async (error: unknown) => {
        strapi.log.error(`sitetools: bulk generation failed: ${String(error)}`);
        await jobs().updateJob((job) => (job?.id === id ? { ...job, status: 'failed', owner: null, error: String(error) } : undefined));
      })
      .finally(() => {
        running = undefined;
      });
  };

  /** Claims a running job that no live instance runs, with one conditional write. */
  const check = async () => {
    if (stopping || running) return;
    const { state, written } = await jobs().updateJob((job) =>
      job?.status === 'running' && job.owner !== instance && isStale(job)
        ? { ...job, owner: instance, heartbeatAt: new Date().toISOString() }
        : undefined
    );
    if (written && state) launch(state.id);
  };

  const checkSafely = () => {
    check().catch((error: unknown) => strapi.log.error(`sitetools: bulk generation check failed: ${String(error)}`));
  };

  return {
    read: () => jobs().job(),

    /** Starts a job; refused (409) while one is running on a live instance. */
    async start({ mode, contentTypes }: { mode: BulkMode; contentTypes?: string[] }): Promise<BulkJob> {
      const enabled = Object.values(strapi.contentTypes)
        .filter(isSitetoolsEnabled)
        .map((schema) => schema.uid);
      const unknown = (contentTypes ?? []).filter((uid) => !enabled.includes(uid));
      if (unknown.length) {
        throw new errors.ValidationError(`contentTypes: ${unknown.join(', ')} do not have URL aliases enabled`, {
          key: 'contentTypes',
        });
      }
      const types = contentTypes?.length ? contentTypes : enabled;
      let total = 0;
      for (const uid of types) total += await jobs().countDocuments(uid);
      const now = new Date().toISOString();
      const job: BulkJob = {
        id: randomUUID(),
        mode,
        contentTypes: types,
        segments: types.map((uid) => ({ uid, mode })),
        status: 'running',
        total,
        done: 0,
        failed: 0,
        cursor: { segment: 0, after: '' },
        owner: instance,
        heartbeatAt: now,
        startedAt: now,
      };
      const { state, written } = await jobs().updateJob((current) =>
        current?.status === 'running' && !isStale(current) ? undefined : job
      );
      if (!written) throw new JobRunningError((state as BulkJob).id);
      launch(job.id);
      return job;
    },

    async cancel(): Promise<BulkJob> {
      const { state, written } = await jobs().updateJob((job) =>
        job?.status === 'running' ? { ...job, status: 'cancelled', owner: null, finishedAt: new Date().toISOString() } : undefined
      );
      if (!written) throw new errors.NotFoundError('No bulk generation is running');
      return state as BulkJob;
    },

    /** At startup: resumes a job left without a live owner, and from then on looks regularly. */
    init() {
      strapi.server.httpServer.on('request', (_request, response) => {
        inFlight += 1;
        lastRequestAt = performance.now();
        response.once('close', () => {
          inFlight -= 1;
          // A visitor's next request follows its answer: counted from the answer, the site stays
          // busy while one visitor browses, instead of the job's next batch starting in between.
          lastRequestAt = performance.now();
        });
      });
      // A job resumed before every plugin listens would move paths unheard: the checks begin then.
      let started = false;
      strapi.eventHub.on(JOB_QUEUED_EVENT, async () => {
        if (started) checkSafely();
      });
      onceListening(strapi, () => {
        started = true;
        timer = setInterval(checkSafely, timing().checkEveryMs);
        timer.unref();
        checkSafely();
      });
    },

    /** At shutdown: lets the current batch finish and leaves the job for another instance. */
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
};

export default bulkGeneration;
