import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf } from 'sitetools-kit/columns';
import { chunks } from 'sitetools-kit/statements';
import { versionRow } from 'sitetools-kit/version-row';
import type { Config } from '../config';
import type { PendingHits } from '../domain/hit-tally';
import { NOT_FOUND_UID } from './not-found-resolve';
import { VERSION_UID } from './redirect-engine';

// The row whose lock serialises the trims (a key of the redirect-version table, apart from the
// redirect set's own, so the inbox never waits for a redirect write).
const TRIM_LOCK_KEY = 'not-found-trim';

/**
 * Writes the intake's pending hits to the 404 inbox: one upsert that adds each row's hits to what
 * the table holds (so two instances on one database both count), then the trim to
 * `notFound.maxRows`, in one transaction.
 */
export const notFoundWriter = (strapi: Core.Strapi) => {
  const trimLock = versionRow(strapi, VERSION_UID, TRIM_LOCK_KEY);
  const table = () => strapi.db.metadata.get(NOT_FOUND_UID).tableName;
  const column = (name: string) => columnOf(strapi, NOT_FOUND_UID, name);
  const maxRows = () => (strapi.config.get('plugin::sitetools-addon-redirects') as Config).notFound.maxRows;

  /** The value the conflicting insert proposed for `name`: `excluded.x`, MySQL's `values(x)`. */
  const proposed = (trx: Knex.Transaction, name: string) =>
    strapi.db.dialect.client === 'mysql' ? trx.raw('values(??)', [name]) : trx.raw('excluded.??', [name]);

  const upsert = async (trx: Knex.Transaction, rows: PendingHits[], now: Date) => {
    const [hits, referrer] = [column('hits'), column('referrer')];
    await trx(table())
      .insert(
        rows.map((row) => ({
          [column('path')]: row.path,
          locale: row.locale,
          [hits]: row.hits,
          [column('firstSeen')]: row.firstSeen,
          [column('lastSeen')]: row.lastSeen,
          [referrer]: row.referrer,
          [column('ignored')]: false,
          [column('createdAt')]: now,
          [column('updatedAt')]: now,
        }))
      )
      .onConflict([column('path'), 'locale'])
      .merge({
        [hits]: trx.raw('?? + ?', [`${table()}.${hits}`, proposed(trx, hits)]),
        [column('lastSeen')]: proposed(trx, column('lastSeen')),
        [column('updatedAt')]: now,
        // Rows without a referrer keep the last one known.
        [referrer]: trx.raw('coalesce(?, ??)', [proposed(trx, referrer), `${table()}.${referrer}`]),
      });
  };

  /** The written row seen last: the one a full inbox must still take (see trim). */
  const newest = (written: PendingHits[]) =>
    written.reduce((latest, row) => (row.lastSeen.getTime() >= latest.lastSeen.getTime() ? row : latest));

  /**
   * Drops the rows past the cap, least-hit and oldest first. The lock serialises writers from the
   * count to the commit, so each trims with what the previous one committed and the table never
   * holds more than the cap once committed. The row seen last is never dropped: with one hit it
   * is always among the least hit, and a full inbox of rows hit twice would take no new path. As
   * when each report was written on its own, a new path then replaces the least-hit row, and the
   * paths of a burst replace each other before they replace rows hit more often.
   */
  const trim = async (trx: Knex.Transaction, written: PendingHits[]) => {
    await trimLock.lock(trx);
    const [{ total }] = (await trx(table()).count({ total: '*' })) as Array<{ total: number | string }>;
    const excess = Number(total) - maxRows();
    if (excess <= 0) return;
    const kept = newest(written);
    const victims: Array<{ id: number }> = await trx(table())
      .select('id')
      // knex writes whereNot({ a, b }) as `not a and not b`: the pair is negated as one.
      .whereNot((row) => row.where(column('path'), kept.path).andWhere('locale', kept.locale))
      .orderBy([{ column: column('hits') }, { column: column('lastSeen') }, { column: 'id' }])
      .limit(excess);
    const ids = victims.map((victim) => victim.id);
    for (const batch of chunks(ids)) {
      await trx(table()).whereIn('id', batch).delete();
    }
  };

  return {
    /** Makes sure the trim's lock row exists (at startup). */
    ensureLock: () => trimLock.ensure(),

    /** Adds `rows`' hits to the inbox and trims it, in one transaction. */
    write: (rows: PendingHits[]) =>
      strapi.db.connection.transaction(async (trx) => {
        await upsert(trx, rows, new Date());
        await trim(trx, rows);
      }),
  };
};
