import type { Core } from '@strapi/strapi';
import { URL_HISTORY_UID } from '../../../../shared/contracts/url-history';
import type { AliasOwner } from './alias-store';
import type { AliasTransition } from './alias-sync';

/** A datetime as the database driver reads it back (SQLite: milliseconds). */
type StoredDate = string | number | Date;

/** One stored history row (see content-types/url-history). */
export interface UrlHistoryEntry {
  path: string;
  liveFrom: StoredDate | null;
  liveUntil: StoredDate | null;
}

/** The live path before and after a transition: a path only a draft has is no one's URL. */
const livePaths = ({ before, after }: AliasTransition) => ({
  oldPath: before?.live ? before.url_path : null,
  newPath: after?.live ? after.url_path : null,
});

/**
 * The paths each entry was live at, per locale. Written by alias-changes in the alias change's
 * transaction (when it has one), so that the history and the aliases never disagree. An entry
 * live before the history was kept gets its path as a first row, with no start date, at its next
 * change; until then the reader shows its live path as current.
 */
const urlHistory = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(URL_HISTORY_UID);
  const ownerWhere = ({ contenttype, entryDocumentId, locale }: AliasOwner) => ({ contenttype, entryDocumentId, locale });

  return {
    /** Records the live path changes among `changes`: the old path's row closes, the new path's opens. */
    async record(changes: AliasTransition[]): Promise<void> {
      const now = new Date();
      const opened: Array<Record<string, unknown>> = [];
      for (const change of changes) {
        const { oldPath, newPath } = livePaths(change);
        if (oldPath === newPath) continue;
        const owner = ownerWhere(change.owner);
        // Only a live path has an open row: a path going live for the first time (a bulk job's
        // new aliases) costs no update.
        if (oldPath !== null) {
          const { count } = await rows().updateMany({ where: { ...owner, liveUntil: null }, data: { liveUntil: now } });
          if (count === 0) opened.push({ ...owner, path: oldPath, liveFrom: null, liveUntil: now });
        }
        if (newPath !== null) opened.push({ ...owner, path: newPath, liveFrom: now, liveUntil: null });
      }
      // In order: the reader sorts by id, newest first.
      if (opened.length > 0) await rows().createMany({ data: opened });
    },

    /** The entry's rows in `locale`, newest first. */
    async find(owner: AliasOwner): Promise<UrlHistoryEntry[]> {
      return (await rows().findMany({
        select: ['path', 'liveFrom', 'liveUntil'],
        where: ownerWhere(owner),
        orderBy: { id: 'desc' },
      })) as UrlHistoryEntry[];
    },
  };
};

export default urlHistory;
