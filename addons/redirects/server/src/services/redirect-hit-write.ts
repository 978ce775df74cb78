import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf } from 'sitetools-kit/columns';
import type { PendingRuleHits } from '../domain/rule-hits';

export const REDIRECT_HIT_UID = 'plugin::sitetools-addon-redirects.redirect-hit';

/**
 * Writes the hits intake's pending counts: one upsert that adds each rule's hits to what the table
 * holds and keeps the later last hit, so two instances on one database both count and neither
 * moves the last hit back. The table holds a row per rule ever hit: it grows with the rules, not
 * with the traffic.
 */
export const redirectHitWriter = (strapi: Core.Strapi) => {
  const table = () => strapi.db.metadata.get(REDIRECT_HIT_UID).tableName;
  const column = (name: string) => columnOf(strapi, REDIRECT_HIT_UID, name);

  /** The value the conflicting insert proposed for `name`: `excluded.x`, MySQL's `values(x)`. */
  const proposed = (trx: Knex.Transaction, name: string) =>
    strapi.db.dialect.client === 'mysql' ? trx.raw('values(??)', [name]) : trx.raw('excluded.??', [name]);

  return {
    /** Adds `rows`' hits to the table, in one transaction. */
    write: (rows: PendingRuleHits[]) =>
      strapi.db.connection.transaction(async (trx) => {
        const now = new Date();
        const [hits, lastHit] = [column('hits'), column('lastHit')];
        const stored = (name: string) => `${table()}.${name}`;
        await trx(table())
          .insert(
            rows.map((row) => ({
              [column('from')]: row.from,
              locale: row.locale,
              [hits]: row.hits,
              [lastHit]: row.lastHit,
              [column('createdAt')]: now,
              [column('updatedAt')]: now,
            }))
          )
          .onConflict([column('from'), 'locale'])
          .merge({
            [hits]: trx.raw('?? + ?', [stored(hits), proposed(trx, hits)]),
            // A write of older hits (another instance's, a front-end's late batch) keeps the later time.
            [lastHit]: trx.raw('case when ? > ?? then ? else ?? end', [
              proposed(trx, lastHit),
              stored(lastHit),
              proposed(trx, lastHit),
              stored(lastHit),
            ]),
            [column('updatedAt')]: now,
          });
      }),
  };
};
