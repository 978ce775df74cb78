import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  MAX_IMPORT_REPORT_ITEMS,
  type GetRedirectImport,
  type ImportRedirects,
  type RedirectImportJob,
  type RedirectImportReport,
} from '../../../shared/contracts/redirects';
import { getCoreService, getService } from './get-service';
import type { PreparedImport } from './redirect-transfer';

// Records in sitetools' jobs table (see its job-state contract): the job, and its report once done.
const JOB_KEY = 'sitetools-addon-redirects.import';
const REPORT_KEY = 'sitetools-addon-redirects.import-report';
/** How often the instance applying an import writes its progress and that it is alive. */
const HEARTBEAT_MS = 5_000;
/**
 * A running import whose instance wrote nothing for this long stopped with that instance. Its
 * write, one transaction, writes no progress: this is much longer than a write of the most lines.
 */
const STALE_MS = 5 * 60_000;

/** The job as stored: what the admin sees, and the instance that applies it. */
interface StoredJob extends RedirectImportJob {
  owner: string;
  heartbeatAt: string;
}

/** The report as stored once the import is written: its lines (see `apply`), its first changes. */
type StoredReport = { id: string } & Pick<RedirectImportReport, 'lines' | 'changes' | 'truncated'>;

/** A start refused because an import is being applied (the controller answers 409 naming it). */
export class ImportRunningError extends Error {
  constructor(readonly job: string) {
    super('A redirects import is being applied');
    this.name = 'ImportRunningError';
  }
}

const withoutOwner = ({ owner: _owner, heartbeatAt: _heartbeatAt, ...job }: StoredJob): RedirectImportJob => job;

/** This process, as the owner of the imports it applies. */
const INSTANCE = randomUUID();

/**
 * The apply of a redirects import as a background job: the request answers at once (202); the
 * lines are planned without the set's lock, with their progress, then written in one transaction
 * (redirect-engine's runImport) with the job's end and its report, so that a crash leaves every
 * line written or none. A job whose instance stopped is shown failed, with nothing written: the
 * file applies again from the start.
 */
const redirectImportJob = ({ strapi }: { strapi: Core.Strapi }) => {
  const state = () => getCoreService(strapi, 'job-state');

  /** A running job whose instance stopped writing its heartbeat, as failed. */
  const settled = (job: StoredJob | null, now = Date.now()): StoredJob | null =>
    job?.status === 'running' && now - Date.parse(job.heartbeatAt) > STALE_MS
      ? {
          ...job,
          status: 'failed',
          finishedAt: new Date(now).toISOString(),
          error: 'the server applying this import stopped before it finished: nothing was written, apply the file again',
        }
      : job;

  /** Changes job `id` while it is the running one; false once it is not (finished, or taken as stopped). */
  const change = async (id: string, next: (job: StoredJob) => StoredJob): Promise<boolean> => {
    const { written } = await state().update<StoredJob>(JOB_KEY, (job) =>
      job?.id === id && job.status === 'running' ? next(job) : undefined
    );
    return written;
  };

  /** Plans and writes the import, its progress written with each heartbeat. */
  const apply = async (job: StoredJob, prepared: PreparedImport) => {
    let planned = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const progress = () =>
      change(job.id, (current) => ({ ...current, done: planned, heartbeatAt: new Date().toISOString() })).catch((error: unknown) =>
        strapi.log.warn(`sitetools-addon-redirects: the import's progress was not written: ${String(error)}`)
      );
    // Started outside the write's transaction, so that its writes never join it.
    const heartbeat = setInterval(() => {
      writing = writing.then(progress);
    }, HEARTBEAT_MS);
    try {
      const transfer = getService(strapi, 'redirect-transfer');
      await getService(strapi, 'redirect-engine').runImport(prepared.operations, {
        onProgress: (count) => {
          planned = count;
        },
        // No progress is written during the write: on MySQL and MariaDB the transaction reads the
        // job as it was when it began, and could not change it after a write from outside.
        beforeWrite: async () => {
          clearInterval(heartbeat);
          await writing;
          await progress();
        },
        // The job's end and its report commit with the redirects, or roll back with them.
        inTransaction: async (plan) => {
          const { summary, lines, changes } = transfer.reportOf(prepared, plan, false);
          // Every line of a file up to the cap; of a larger file, those the admin must read.
          const kept =
            lines.length <= MAX_IMPORT_REPORT_ITEMS ? lines : lines.filter((line) => line.action === 'refuse' || line.notes !== undefined);
          const truncated = kept.length < lines.length || changes.length > MAX_IMPORT_REPORT_ITEMS;
          const report: StoredReport = {
            id: job.id,
            lines: kept.slice(0, MAX_IMPORT_REPORT_ITEMS),
            changes: changes.slice(0, MAX_IMPORT_REPORT_ITEMS),
            truncated,
          };
          await state().update<StoredReport>(REPORT_KEY, () => report);
          const finished = await change(job.id, (current) => ({
            ...current,
            status: 'done',
            done: current.total,
            summary,
            finishedAt: new Date().toISOString(),
          }));
          // Taken as stopped meanwhile (this instance was too slow to write its heartbeat): the
          // write rolls back, and the job stays failed with nothing written, as it says.
          if (!finished) throw new Error(`the import ${job.id} was taken as stopped`);
        },
      });
    } catch (error) {
      strapi.log.error(`sitetools-addon-redirects: the redirects import ${job.id} failed: ${String(error)}`);
      await change(job.id, (current) => ({
        ...current,
        status: 'failed',
        finishedAt: new Date().toISOString(),
        error: `nothing was written: ${error instanceof Error ? error.message : String(error)}`,
      })).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
  };

  return {
    /**
     * Stores the job of `input` (already read: a bad file is a 400 before any job) and starts its
     * apply without waiting for it; refused (ImportRunningError) while another import is applied.
     */
    async start(input: ImportRedirects.Request): Promise<RedirectImportJob> {
      const prepared = await getService(strapi, 'redirect-transfer').prepare(input);
      const now = new Date().toISOString();
      const job: StoredJob = {
        id: randomUUID(),
        status: 'running',
        format: prepared.format,
        total: prepared.lines.length,
        done: 0,
        startedAt: now,
        owner: INSTANCE,
        heartbeatAt: now,
      };
      // A stopped import is replaced; of two applies started at once, one is refused.
      const { state: current, written } = await state().update<StoredJob>(JOB_KEY, (stored) =>
        settled(stored)?.status === 'running' ? undefined : job
      );
      if (!written) throw new ImportRunningError(current?.id ?? '');
      void apply(job, prepared);
      return withoutOwner(job);
    },

    /** The import being applied, or the last one, with page `page` of its report once done. */
    async read({ page = 1, pageSize = 100 }: GetRedirectImport.Query): Promise<GetRedirectImport.Response['data']> {
      const job = settled(await state().read<StoredJob>(JOB_KEY));
      if (!job) return null;
      if (job.status !== 'done') return withoutOwner(job);
      const stored = await state().read<StoredReport>(REPORT_KEY);
      const report = stored?.id === job.id ? stored : { lines: [], changes: [], truncated: false };
      const start = (page - 1) * pageSize;
      return {
        ...withoutOwner(job),
        report: {
          linesTotal: report.lines.length,
          changesTotal: report.changes.length,
          truncated: report.truncated,
          lines: report.lines.slice(start, start + pageSize),
          changes: report.changes.slice(start, start + pageSize),
        },
      };
    },
  };
};

export default redirectImportJob;
