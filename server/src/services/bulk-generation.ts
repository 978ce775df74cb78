import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isSitetoolsEnabled, type SchemaLike } from '../domain/content-type';
import type { AliasBatch } from './alias-batch';
import type { BulkGenerationJob, BulkMode } from '../../../shared/contracts/bulk-generation';

export type { BulkMode };

/** The job as the admin sees it, plus how far it got and which instance runs it; kept in the plugin store so every instance sees it. */
export interface BulkJob extends BulkGenerationJob {
  /** Where to go on: index in `contentTypes` and the last documentId finished there. */
  cursor: { type: number; after: string };
  /** Instance that runs the job; null while no instance does (after a clean shutdown). */
  owner: string | null;
  heartbeatAt: string;
}

const STORE_KEY = 'bulk-generation';
// Documents read per batch: the job's memory stays flat however many entries a type has.
const BATCH = 200;
// A running job whose instance has not written progress for this long is taken over.
const STALE_AFTER_MS = 30_000;
const MAX_ERRORS = 20;

/**
 * Generates or regenerates the aliases of every entry of some content types in the background,
 * one batch of documents at a time, resumable after a restart, one job at a time, cancellable.
 */
const bulkGeneration = ({ strapi }: { strapi: Core.Strapi }) => {
  const instance = randomUUID();
  const store = () => strapi.store({ type: 'plugin', name: 'sitetools' });
  const read = async () => ((await store().get({ key: STORE_KEY })) as BulkJob | null) ?? null;
  const write = (job: BulkJob) => store().set({ key: STORE_KEY, value: job });
  const batch = (): AliasBatch => strapi.plugin('sitetools').service('alias-batch');
  let stopping = false;
  let running: Promise<void> | undefined;

  const tableOf = (uid: string) => strapi.db.metadata.get(uid as never).tableName;

  const countDocuments = async (uid: string) => {
    const [row] = await strapi.db.getConnection(tableOf(uid)).countDistinct({ count: 'document_id' });
    return Number(row.count);
  };

  const nextDocuments = async (uid: string, after: string): Promise<string[]> => {
    const rows = await strapi.db
      .getConnection(tableOf(uid))
      .distinct('document_id')
      .where('document_id', '>', after)
      .orderBy('document_id')
      .limit(BATCH);
    return rows.map((row: { document_id: string }) => row.document_id);
  };

  const isStale = (job: BulkJob) => job.owner === null || Date.now() - Date.parse(job.heartbeatAt) > STALE_AFTER_MS;

  /** Works through the job from its cursor until it is done, cancelled or this instance stops. */
  const run = async (id: string) => {
    for (;;) {
      const job = await read();
      // Someone cancelled it, or another instance took it over: stop quietly.
      if (!job || job.id !== id || job.status !== 'running' || job.owner !== instance) return;
      if (stopping) {
        await write({ ...job, owner: null });
        return;
      }
      const uid = job.contentTypes[job.cursor.type];
      if (!uid) {
        await write({ ...job, status: 'done', owner: null, finishedAt: new Date().toISOString() });
        return;
      }
      const documentIds = await nextDocuments(uid, job.cursor.after);
      // One entry that cannot get a path must not stop the others; it is counted and named.
      const errors = await batch().reconcile(uid, documentIds, { keepExisting: job.mode === 'missing' });
      const cursor = documentIds.length
        ? { type: job.cursor.type, after: documentIds[documentIds.length - 1] }
        : { type: job.cursor.type + 1, after: '' };
      // Re-read: a cancel that arrived during the batch must not be overwritten.
      const latest = await read();
      if (!latest || latest.id !== id || latest.status !== 'running') return;
      await write({
        ...latest,
        cursor,
        done: latest.done + documentIds.length,
        failed: latest.failed + errors.length,
        errors: [...latest.errors, ...errors].slice(0, MAX_ERRORS),
        heartbeatAt: new Date().toISOString(),
      });
    }
  };

  const launch = (id: string) => {
    running = run(id).catch(async (error: unknown) => {
      strapi.log.error(`sitetools: bulk generation failed: ${String(error)}`);
      const job = await read();
      if (job?.id === id) await write({ ...job, status: 'failed', owner: null, error: String(error) });
    });
  };

  return {
    read,

    async start({ mode, contentTypes }: { mode: BulkMode; contentTypes?: string[] }): Promise<BulkJob> {
      const current = await read();
      if (current?.status === 'running' && !isStale(current)) {
        throw new errors.ApplicationError('A bulk generation is already running', { job: current.id });
      }
      const enabled = Object.values(strapi.contentTypes as unknown as Record<string, SchemaLike>)
        .filter(isSitetoolsEnabled)
        .map((schema) => schema.uid);
      const unknown = (contentTypes ?? []).filter((uid) => !enabled.includes(uid));
      if (unknown.length) {
        throw new errors.ValidationError(`contentTypes: ${unknown.join(', ')} do not have URL aliases enabled`, {
          field: 'contentTypes',
        });
      }
      const types = contentTypes?.length ? contentTypes : enabled;
      let total = 0;
      for (const uid of types) total += await countDocuments(uid);
      const now = new Date().toISOString();
      const job: BulkJob = {
        id: randomUUID(),
        mode,
        contentTypes: types,
        status: 'running',
        total,
        done: 0,
        failed: 0,
        errors: [],
        cursor: { type: 0, after: '' },
        owner: instance,
        heartbeatAt: now,
        startedAt: now,
      };
      await write(job);
      launch(job.id);
      return job;
    },

    async cancel(): Promise<BulkJob> {
      const job = await read();
      if (!job || job.status !== 'running') throw new errors.NotFoundError('No bulk generation is running');
      const cancelled: BulkJob = { ...job, status: 'cancelled', owner: null, finishedAt: new Date().toISOString() };
      await write(cancelled);
      return cancelled;
    },

    /** At startup: takes over a job that was running when its instance stopped. */
    async resume() {
      const job = await read();
      if (job?.status !== 'running' || !isStale(job)) return;
      await write({ ...job, owner: instance, heartbeatAt: new Date().toISOString() });
      launch(job.id);
    },

    /** At shutdown: lets the current batch finish and leaves the job for the next start. */
    async stop() {
      stopping = true;
      await running;
    },
  };
};

export type BulkGenerationService = ReturnType<typeof bulkGeneration>;
export default bulkGeneration;
