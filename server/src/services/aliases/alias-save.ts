import type { Core } from '@strapi/strapi';
import type { EntrySource } from './alias-generator';
import type { AliasRow } from './alias-store';
import type { UrlChange } from '../../../../shared/contracts/events';
import type { SettleOptions } from './alias-changes';
import type { ReconcileOptions } from './alias-sync';
import { getService } from '../get-service';
import type { Config } from '../../config';
import { onceListening } from '../platform';
import { pendingReconciles } from './pending-reconciles';

/** A committed write to reconcile: `pending` are its rows in the pending reconciles. */
interface Written {
  uid: string;
  documentId: string;
  options: ReconcileOptions & { since?: AliasRow[] };
  pending: number[];
}

// How many writes a killed process left are reconciled per look (see `recover`).
const RECOVER_BATCH = 100;

/**
 * When a document write is reconciled (see `alias-sync` for how): after the write has committed,
 * or, for a creation on SQLite, inside the write's own transaction. A write reconciled after its
 * commit leaves a row in the pending reconciles, in its own transaction, until its reconcile is
 * done: a process killed in between (say, during a bulk unpublish, before the removed paths got
 * their rules) leaves the row, and `recover` does the reconcile later.
 */
const aliasSave = ({ strapi }: { strapi: Core.Strapi }) => {
  const changes = () => getService(strapi, 'alias-changes');
  const jobs = () => getService(strapi, 'jobs');
  const store = () => getService(strapi, 'alias-store');
  const pending = pendingReconciles(strapi);
  const timing = () => (strapi.config.get('plugin::sitetools') as Config).jobs;
  let timer: NodeJS.Timeout | undefined;

  /** Reconciles an entry after its save; a failure is recorded for the admin, then passed on. */
  const reconcile = (uid: string, documentId: string, options: ReconcileOptions & SettleOptions) =>
    changes()
      .reconcile(uid, documentId, options)
      .catch(async (error: unknown) => {
        await jobs().recordFailure({ source: 'save', contenttype: uid, documentId, reason: String(error) });
        throw error;
      });

  // The documents to reconcile when the caller's transaction commits, per transaction.
  const queued = new WeakMap<object, Map<string, Written>>();

  /**
   * Marks reconciled writes done: done or recorded as failed, either way not the work of a killed
   * process. Never rejects, as the save has committed: a clear that fails (the database away for a
   * moment) leaves the rows to `recover`, which reconciles those entries again, and a second
   * reconcile of an entry as it is changes nothing.
   */
  const clearPending = (ids: number[]) =>
    pending.clear(ids).catch((error: unknown) => {
      strapi.log.error(`sitetools: clearing reconciled writes failed, they are reconciled again later: ${String(error)}`);
    });

  /**
   * Reconciles the documents one transaction wrote, in order, and announces their live path
   * changes in one `sitetools.url.update`, as a single save announces its own: a release that
   * publishes and unpublishes many documents at once is one batch. Each failure is recorded by
   * `reconcile` and does not stop the others. Never rejects: nothing awaits it outside a request
   * (a commit callback, a recovery), and a request must not answer 500 for a save that committed.
   */
  const reconcileBatch = async (batch: Written[]) => {
    const announce: UrlChange[] = [];
    for (const { uid, documentId, options } of batch) await reconcile(uid, documentId, { ...options, announce }).catch(() => undefined);
    await changes()
      .announceUrls(announce)
      .catch(async (error: unknown) => {
        // The paths are written; the webhook about them is what is lost, and that
        // goes on the failures list the admin sees for each entry of the batch.
        for (const { uid, documentId } of batch) {
          await jobs()
            .recordFailure({ source: 'save', contenttype: uid, documentId, reason: `announcing its URL change failed: ${String(error)}` })
            .catch(() => undefined);
        }
      });
    await clearPending(batch.flatMap((written) => written.pending));
  };

  // The rows inserted by the save being reconciled inside its own transaction, as the Query
  // Engine's afterCreate hands them over, so that they need not be read back. While that
  // transaction runs it holds SQLite's one connection, so no other save inserts anything meanwhile;
  // the reconcile still keeps only its own document's rows. (An AsyncLocalStorage would also do,
  // at a cost on every promise of every request.)
  let created: EntrySource[] | undefined;

  /**
   * Inside a caller's transaction (the Content Manager publishes in one), reconciles once that
   * transaction has committed: a lost race for a path must not abort the caller's transaction, a
   * rolled-back save must leave no alias behind, and an update followed by a publish in one
   * transaction is reconciled once.
   */
  const reconcileAfterCommit = async (written: Written): Promise<void> => {
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      let batch = queued.get(trx);
      if (!batch) {
        const entries = new Map<string, Written>();
        batch = entries;
        queued.set(trx, entries);
        onCommit(() => {
          // Strapi does not wait for commit callbacks: the request that made the save does
          // (services/aliases/request-work), so that it answers with the paths written, the inline
          // cascade included.
          getService(strapi, 'request-work').track(reconcileBatch([...entries.values()]));
        });
      }
      // An update followed by a publish of one document in the transaction is reconciled once.
      const key = `${written.uid}:${written.documentId}`;
      const first = batch.get(key);
      if (first) first.pending.push(...written.pending);
      else batch.set(key, written);
    });
  };

  /**
   * Reconciles the writes that a killed process left in the pending reconciles: those older than
   * `jobs.staleAfterMs`, which no live instance is still reconciling. The reconcile reads the
   * entry as it is now, so a write reconciled twice changes nothing the second time.
   */
  const recover = async (): Promise<void> => {
    const left = await pending.leftBehind(timing().staleAfterMs, RECOVER_BATCH);
    const byDocument = new Map<string, Written>();
    for (const { id, uid, documentId, before } of left) {
      const key = `${uid}:${documentId}`;
      // The oldest write's aliases: what the entry had before all of them.
      const first = byDocument.get(key);
      if (first) first.pending.push(id);
      else byDocument.set(key, { uid, documentId, options: { since: before }, pending: [id] });
    }
    if (byDocument.size > 0) await reconcileBatch([...byDocument.values()]);
  };

  // One look at a time; the stop waits for the one under way.
  let recovering: Promise<void> | undefined;
  const recoverSafely = () => {
    recovering ??= recover()
      .catch((error: unknown) => {
        strapi.log.error(`sitetools: reconciling interrupted writes failed: ${String(error)}`);
      })
      .finally(() => {
        recovering = undefined;
      });
  };

  /**
   * A creation on SQLite is reconciled inside the save's own transaction. SQLite has one
   * connection and one writer, so no concurrent save can take the path between the read and the
   * insert, and a refused insert undoes only itself; the save then costs one commit instead of
   * two (each commit is an fsync that blocks the event loop with better-sqlite3:
   * docs/decisions/2026-11-24-sqlite-creation-in-save-transaction.md). PostgreSQL and
   * MySQL/MariaDB keep reconciling after the commit: there
   * a unique violation aborts the transaction, and under MySQL's repeatable read a retry inside
   * it would not see the path that the winning save committed.
   */
  const inSaveTransaction = (options: ReconcileOptions) =>
    options.fresh === true && strapi.db.dialect.client === 'sqlite' && !strapi.db.inTransaction();

  return {
    /**
     * At startup: reconciles what a killed process left, and from then on looks every
     * `jobs.checkEveryMs`, from when every plugin listens (as the bulk generation's checks).
     */
    init() {
      onceListening(strapi, () => {
        timer = setInterval(recoverSafely, timing().checkEveryMs);
        timer.unref();
        recoverSafely();
      });
    },

    async stop() {
      if (timer) clearInterval(timer);
      await recovering;
    },

    /**
     * Reconciles an entry whose rows a committed write outside the Document Service changed (the
     * paths import); a failure is recorded for the admin, then passed on.
     */
    reconcileWritten: (uid: string, documentId: string) => reconcile(uid, documentId, {}),

    /**
     * Catches the rows that creations of `uids` insert, for a reconcile inside the save's
     * transaction. Only whole rows: a creation asked to return some columns (`select`) is read.
     */
    watchCreations(uids: string[]) {
      strapi.db.lifecycles.subscribe({
        models: uids,
        afterCreate(event) {
          if (event.params.select === undefined) created?.push({ ...(event.result as EntrySource) });
        },
      });
    },

    /**
     * Runs `save`, a document write of `uid`, and reconciles the entry it wrote (`documentIdOf`
     * its result): after the commit (see `reconcileAfterCommit`), or for a creation on SQLite
     * inside the save's transaction, announcing and cascading once it has committed.
     */
    async reconcileSave<T>(
      uid: string,
      save: () => T | Promise<T>,
      documentIdOf: (result: unknown) => string | undefined,
      options: ReconcileOptions = {}
    ): Promise<T> {
      if (!inSaveTransaction(options)) {
        const callers = strapi.db.inTransaction();
        let written: Written | undefined;
        // The pending row commits with the write (in the caller's transaction, or in one made
        // here around the Document Service's own).
        const result = await strapi.db.transaction(async () => {
          const saved = await save();
          const documentId = documentIdOf(saved);
          if (documentId) {
            // A created document has no alias yet.
            const before = options.fresh ? [] : await store().findByEntry(uid, documentId);
            written = { uid, documentId, options, pending: [await pending.add(uid, documentId, before)] };
          }
          if (written && callers) await reconcileAfterCommit(written);
          return saved;
        });
        if (written && !callers) {
          try {
            await reconcile(uid, written.documentId, options);
          } finally {
            await clearPending(written.pending);
          }
        }
        return result;
      }
      const deferred: Array<() => Promise<void>> = [];
      const result = await strapi.db.transaction(async () => {
        const rows: EntrySource[] = [];
        created = rows;
        try {
          const saved = await save();
          const documentId = documentIdOf(saved);
          if (documentId) await changes().reconcile(uid, documentId, { ...options, deferred, created: rows });
          return saved;
        } finally {
          created = undefined;
        }
      });
      for (const work of deferred) await work();
      return result;
    },
  };
};

export default aliasSave;
