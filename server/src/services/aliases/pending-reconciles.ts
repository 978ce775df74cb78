import type { Core } from '@strapi/strapi';
import { chunks } from 'sitetools-kit/statements';
import type { AliasRow } from './alias-store';

const PENDING_RECONCILE_UID = 'plugin::sitetools.pending-reconcile';

/** A document write whose reconcile is still to be done. */
export interface PendingReconcile {
  id: number;
  uid: string;
  documentId: string;
  /** The entry's aliases when it was written, before its reconcile. */
  before: AliasRow[];
}

/**
 * The writes whose reconcile has not finished (content type `pending-reconcile`): a plain module
 * that alias-save alone uses. A row is added inside the write's transaction, so it exists exactly
 * when the write committed; it is removed once the reconcile after the commit is done, or failed
 * and was recorded for the admin. A row older than a reconcile takes is one a killed process left.
 */
export const pendingReconciles = (strapi: Core.Strapi) => {
  const rows = () => strapi.db.query(PENDING_RECONCILE_UID);
  return {
    /** Adds a row in the current transaction; its id, to clear once reconciled. */
    async add(uid: string, documentId: string, before: AliasRow[]): Promise<number> {
      const row = await rows().create({ data: { contenttype: uid, entryDocumentId: documentId, before }, select: ['id'] });
      return row.id as number;
    },

    async clear(ids: number[]): Promise<void> {
      for (const batch of chunks(ids)) await rows().deleteMany({ where: { id: { $in: batch } } });
    },

    /** The rows written more than `ageMs` ago, oldest first: the writes a killed process left. */
    async leftBehind(ageMs: number, limit: number): Promise<PendingReconcile[]> {
      const found = await rows().findMany({
        select: ['id', 'contenttype', 'entryDocumentId', 'before'],
        where: { createdAt: { $lt: new Date(Date.now() - ageMs) } },
        orderBy: { id: 'asc' },
        limit,
      });
      return found.map((row) => ({
        id: row.id as number,
        uid: row.contenttype as string,
        documentId: row.entryDocumentId as string,
        before: (row.before ?? []) as AliasRow[],
      }));
    },
  };
};
