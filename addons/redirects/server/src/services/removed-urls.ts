import type { Core } from '@strapi/strapi';
import { columnOf } from 'sitetools-kit/columns';
import { chunks } from 'sitetools-kit/statements';

export const REMOVED_URL_UID = 'plugin::sitetools-addon-redirects.removed-url';

/** A path an entry left under the `none` removal policy. */
export interface RemovedPath {
  path: string;
  /** The alias's locale (for a type that is not localized, the one locale its paths are kept in). */
  locale: string;
  contenttype: string;
  entryDocumentId: string;
}

/**
 * The removed pages' queue, written where the paths change: a plain module, not a service, as
 * the 404 inbox's resolution is, since the redirect engine clears it in its write's transaction
 * and the alias follower records into it in the alias change's.
 */
export const removedUrls = (strapi: Core.Strapi) => {
  const rows = () => strapi.db.query(REMOVED_URL_UID);
  return {
    /**
     * Records removed paths (a path removed again keeps one row, with the latest removal), in one
     * upsert: the alias change's transaction that calls this must not fail on a row that another
     * instance recorded meanwhile for the same path, as a read then an insert could (a unique
     * violation aborts a PostgreSQL transaction).
     */
    async record(paths: RemovedPath[]): Promise<void> {
      if (paths.length === 0) return;
      const column = (name: string) => columnOf(strapi, REMOVED_URL_UID, name);
      const table = strapi.db.metadata.get(REMOVED_URL_UID).tableName;
      const now = new Date();
      // The last removal of a path named twice in one call wins, as one row per path is written.
      const latest = new Map(paths.map((entry) => [`${entry.locale}\u0000${entry.path}`, entry]));
      const merged = [column('contenttype'), column('entryDocumentId'), column('removedAt'), column('updatedAt')];
      await strapi.db.transaction(async ({ trx }) => {
        for (const batch of chunks([...latest.values()])) {
          await trx(table)
            .insert(
              batch.map((entry) => ({
                [column('path')]: entry.path,
                locale: entry.locale,
                [column('contenttype')]: entry.contenttype,
                [column('entryDocumentId')]: entry.entryDocumentId,
                [column('removedAt')]: now,
                [column('createdAt')]: now,
                [column('updatedAt')]: now,
              }))
            )
            .onConflict([column('path'), 'locale'])
            .merge(merged);
        }
      });
    },

    /** Takes paths out of the queue: live again (in `locale`), or a redirect starts there (any locale). */
    async resolve(paths: string[], locale?: string): Promise<void> {
      for (const batch of chunks([...new Set(paths)])) {
        await rows().deleteMany({ where: { path: { $in: batch }, ...(locale === undefined ? {} : { locale }) } });
      }
    },
  };
};
