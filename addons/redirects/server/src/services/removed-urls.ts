import type { Core } from '@strapi/strapi';
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
    /** Records removed paths (a path removed again keeps one row, with the latest removal). */
    async record(paths: RemovedPath[]): Promise<void> {
      const removedAt = new Date();
      for (const entry of paths) {
        const found = await rows().findOne({ select: ['id'], where: { path: entry.path, locale: entry.locale } });
        if (found) await rows().update({ where: { id: found.id }, data: { ...entry, removedAt } });
        else await rows().create({ data: { ...entry, removedAt } });
      }
    },

    /** Takes paths out of the queue: live again (in `locale`), or a redirect starts there (any locale). */
    async resolve(paths: string[], locale?: string): Promise<void> {
      for (const batch of chunks([...new Set(paths)])) {
        await rows().deleteMany({ where: { path: { $in: batch }, ...(locale === undefined ? {} : { locale }) } });
      }
    },
  };
};
