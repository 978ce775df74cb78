import type { Core } from '@strapi/strapi';
import type { NotFoundShed } from '../../../shared/contracts/not-found';
import { columnOf } from 'sitetools-kit/columns';
import { versionRow } from 'sitetools-kit/version-row';
import { VERSION_UID } from './redirect-engine';

// A row of the redirect-version table (key and integer) holds the count, so that every instance
// on the database adds to one total and the admin reads it with the inbox.
const SHED_KEY = 'not-found-shed';

/**
 * The reports the intake shed at its budget (`notFound.budget`), summed over every instance and
 * kept across restarts; the row's creation time says since when. A plain module: the intake
 * writes it, the admin's list reads it.
 */
export const shedCounter = (strapi: Core.Strapi) => {
  const row = versionRow(strapi, VERSION_UID, SHED_KEY);
  const table = () => strapi.db.getConnection(strapi.db.metadata.get(VERSION_UID).tableName);

  return {
    /** Makes sure the row exists (at startup). */
    ensure: () => row.ensure(),

    /** Adds `count` shed reports (one statement: concurrent instances add, none overwrites). */
    add: async (count: number): Promise<void> => {
      await table().where({ key: SHED_KEY }).increment('version', count);
    },

    /** The total and since when it counts. */
    async read(): Promise<NotFoundShed> {
      const found = await table()
        .where({ key: SHED_KEY })
        .first({ reports: 'version', since: columnOf(strapi, VERSION_UID, 'createdAt') });
      return found ? { reports: Number(found.reports), since: new Date(found.since).toISOString() } : { reports: 0, since: null };
    },
  };
};
