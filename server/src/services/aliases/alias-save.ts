import type { Core } from '@strapi/strapi';
import type { EntrySource } from './alias-generator';
import type { UrlChange } from '../../../../shared/contracts/events';
import type { SettleOptions } from './alias-changes';
import type { ReconcileOptions } from './alias-sync';
import { getService } from '../get-service';

/**
 * When a document write is reconciled (see `alias-sync` for how): after the write has committed,
 * or, for a creation on SQLite, inside the write's own transaction.
 */
const aliasSave = ({ strapi }: { strapi: Core.Strapi }) => {
  const changes = () => getService(strapi, 'alias-changes');
  const jobs = () => getService(strapi, 'jobs');

  /** Reconciles an entry after its save; a failure is recorded for the admin, then passed on. */
  const reconcile = (uid: string, documentId: string, options: ReconcileOptions & SettleOptions) =>
    changes()
      .reconcile(uid, documentId, options)
      .catch(async (error: unknown) => {
        await jobs().recordFailure({ source: 'save', contenttype: uid, documentId, reason: String(error) });
        throw error;
      });

  // The documents to reconcile when the caller's transaction commits, per transaction.
  const queued = new WeakMap<object, Map<string, { uid: string; documentId: string; options: ReconcileOptions }>>();

  /**
   * Reconciles the documents one transaction wrote, in order, and announces their live path
   * changes in one `sitetools.url.update`, as a single save announces its own: a release that
   * publishes and unpublishes many documents at once is one batch. Each failure is recorded by
   * `reconcile` and does not stop the others.
   */
  const reconcileBatch = async (batch: Array<{ uid: string; documentId: string; options: ReconcileOptions }>) => {
    const announce: UrlChange[] = [];
    try {
      for (const { uid, documentId, options } of batch) await reconcile(uid, documentId, { ...options, announce }).catch(() => undefined);
    } finally {
      await changes().announceUrls(announce);
    }
  };

  // The rows inserted by the save being reconciled inside its own transaction, as the Query
  // Engine's afterCreate hands them over, so that they need not be read back. While that
  // transaction runs it holds SQLite's one connection, so no other save inserts anything meanwhile;
  // the reconcile still keeps only its own document's rows. (An AsyncLocalStorage would also do,
  // at a cost on every promise of every request.)
  let created: EntrySource[] | undefined;

  /**
   * Reconciles now, or, inside a caller's transaction (the Content Manager publishes in one),
   * once that transaction has committed: a lost race for a path must not abort the caller's
   * transaction, a rolled-back save must leave no alias behind, and an update followed by a
   * publish in one transaction is reconciled once.
   */
  const reconcileAfterCommit = async (uid: string, documentId: string, options: ReconcileOptions): Promise<void> => {
    if (!strapi.db.inTransaction()) return reconcile(uid, documentId, options);
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      let batch = queued.get(trx);
      if (!batch) {
        const entries = new Map<string, { uid: string; documentId: string; options: ReconcileOptions }>();
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
      const key = `${uid}:${documentId}`;
      if (!batch.has(key)) batch.set(key, { uid, documentId, options });
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
        const result = await save();
        const documentId = documentIdOf(result);
        if (documentId) await reconcileAfterCommit(uid, documentId, options);
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
