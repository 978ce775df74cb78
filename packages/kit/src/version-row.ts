import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf } from './columns';

/**
 * The version of a set of rows (the redirects, the URL aliases), kept in one row of a content type
 * with `key` and `version` attributes and bumped in the same transaction as every write to the
 * set. Every instance on the database reads the same version, so it can validate caches and give
 * front-ends a strong ETag.
 */
export const versionRow = (strapi: Core.Strapi, uid: string, key: string) => {
  const builder = (trx?: Knex.Transaction) => {
    const table = strapi.db.getConnection(strapi.db.metadata.get(uid).tableName);
    return trx ? table.transacting(trx) : table;
  };
  const find = () => builder().where({ key }).first('id');

  return {
    /** Makes sure the row exists (at startup, before any write bumps it). */
    async ensure(): Promise<void> {
      if (await find()) return;
      try {
        await strapi.db.query(uid).create({ data: { key, version: 0 } });
      } catch (error) {
        // Another instance starting at the same moment created it.
        if (!(await find())) throw error;
      }
    },

    /**
     * Waits for the other writers of the set: a row lock (PostgreSQL, MySQL/MariaDB; a locking
     * read, so MySQL's repeatable read still sees what they committed). SQLite has one
     * connection, which a transaction holds to its end: writers are serialised already.
     */
    async lock(trx: Knex.Transaction): Promise<void> {
      if (strapi.db.dialect.client !== 'sqlite') await builder(trx).where({ key }).forUpdate().select('id');
    },

    /** Bumps the version in `trx` (else on its own): readers see it once the write commits. */
    async bump(trx?: Knex.Transaction): Promise<void> {
      await builder(trx).where({ key }).increment('version', 1);
    },

    /** The version number as stored (a row used as a mark, such as the last moment announced). */
    async number(): Promise<number> {
      const row = await builder().where({ key }).first({ version: 'version' });
      return Number(row?.version ?? 0);
    },

    /**
     * Moves the number up to `value` if it is below: true for the one caller, on any instance,
     * that moved it (the others find it moved already).
     */
    async advanceTo(value: number): Promise<boolean> {
      const updated = await builder().where({ key }).where('version', '<', value).update({ version: value });
      return Number(updated) > 0;
    },

    /**
     * The version as clients compare it: it changes with every committed write, and the row's
     * creation time tells two databases (a reset one) apart.
     */
    async read(): Promise<string> {
      const row = await builder()
        .where({ key })
        .first({ version: 'version', createdAt: columnOf(strapi, uid, 'createdAt') });
      return `${new Date(row.createdAt).getTime().toString(36)}.${row.version}`;
    },
  };
};

export type VersionRow = ReturnType<typeof versionRow>;
