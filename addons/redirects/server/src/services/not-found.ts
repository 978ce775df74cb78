import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { InvalidPathError } from 'sitetools-kit/path';
import { columnOf } from 'sitetools-kit/columns';
import { versionRow } from 'sitetools-kit/version-row';
import type { ReportNotFound } from '../../../shared/contracts/not-found';
import type { Config } from '../config';
import { referrerToStore, type ParsedReport } from '../validation/not-found-input';
import { fieldError } from '../validation/redirect-input';
import { getCoreService, getService } from './get-service';
import { NOT_FOUND_UID } from './not-found-resolve';
import { VERSION_UID } from './redirect-engine';

const LOCALE_UID = 'plugin::i18n.locale';
// The row whose lock serialises the trims (a key of the redirect-version table, apart from the
// redirect set's own, so the inbox never waits for a redirect write).
const TRIM_LOCK_KEY = 'not-found-trim';

/**
 * The 404 inbox's intake: counts a miss per (path, locale) with one upsert, and keeps the table
 * within `notFound.maxRows`.
 */
const notFound = ({ strapi }: { strapi: Core.Strapi }) => {
  const trimLock = versionRow(strapi, VERSION_UID, TRIM_LOCK_KEY);
  const table = () => strapi.db.metadata.get(NOT_FOUND_UID).tableName;
  const column = (name: string) => columnOf(strapi, NOT_FOUND_UID, name);
  const maxRows = () => (strapi.config.get('plugin::sitetools-addon-redirects') as Config).notFound.maxRows;
  const client = () => strapi.db.dialect.client;

  /** The report with its path normalised, or a 400 naming the field (`prefix` locates it in a batch). */
  const checked = async ({ path, locale = '', referrer }: ParsedReport, prefix: string) => {
    let normalized: string;
    try {
      normalized = getCoreService(strapi, 'paths').normalize(path);
    } catch (error) {
      if (!(error instanceof InvalidPathError)) throw error;
      throw fieldError(`${prefix}path`, error.message);
    }
    if (locale !== '' && (await strapi.db.query(LOCALE_UID).count({ where: { code: locale } })) === 0) {
      throw fieldError(`${prefix}locale`, `locale ${locale} is not one of the app's locales`);
    }
    return { path: normalized, locale, referrer: referrerToStore(referrer) };
  };

  /** Whether nobody needs to hear of this miss: the path is live, or a published redirect starts there. */
  const ignorable = async (path: string, locale: string) =>
    (await getCoreService(strapi, 'paths').isLive(path, locale || undefined)) ||
    (await getService(strapi, 'redirect-engine').findPublished([path])).has(path);

  /** Counts one hit; resolves with whether it inserted a new row (rather than counting an old one). */
  const upsert = async (trx: Knex.Transaction, row: { path: string; locale: string; referrer: string | null }) => {
    const now = new Date();
    const hits = column('hits');
    const query = trx(table())
      .insert({
        [column('path')]: row.path,
        locale: row.locale,
        [hits]: 1,
        [column('firstSeen')]: now,
        [column('lastSeen')]: now,
        [column('referrer')]: row.referrer,
        [column('ignored')]: false,
        [column('createdAt')]: now,
        [column('updatedAt')]: now,
      })
      .onConflict([column('path'), 'locale'])
      .merge({
        [hits]: trx.raw('??.?? + 1', [table(), hits]),
        [column('lastSeen')]: now,
        [column('updatedAt')]: now,
        // A report without a referrer keeps the last one known.
        ...(row.referrer ? { [column('referrer')]: row.referrer } : {}),
      });
    if (client() === 'mysql') {
      // MySQL has no RETURNING; ON DUPLICATE KEY UPDATE reports 1 affected row for an insert, 2 for an update.
      const { sql, bindings } = query.toSQL();
      const [result] = (await trx.raw(sql, bindings)) as [{ affectedRows: number }];
      return result.affectedRows === 1;
    }
    const [returned] = (await query.returning([hits])) as Array<Record<string, number>>;
    return Number(returned[hits]) === 1;
  };

  /**
   * Drops the least-hit, oldest rows past the cap, in the transaction that inserted `added`. The
   * lock serialises inserting transactions from the count to the commit, so each trims with what
   * the previous one committed and the table never holds more than the cap once committed.
   * Hits on known paths never take it. The row just added is never dropped: with one hit it is
   * always among the least hit, and a full inbox would take no new path.
   */
  const trim = async (trx: Knex.Transaction, added: { path: string; locale: string }) => {
    await trimLock.lock(trx);
    const [{ total }] = (await trx(table()).count({ total: '*' })) as Array<{ total: number | string }>;
    const excess = Number(total) - maxRows();
    if (excess <= 0) return;
    const victims = await trx(table())
      .select('id')
      // knex writes whereNot({ a, b }) as `not a and not b`: the pair is negated as one.
      .whereNot((row) => row.where(column('path'), added.path).andWhere('locale', added.locale))
      .orderBy([{ column: column('hits') }, { column: column('lastSeen') }, { column: 'id' }])
      .limit(excess);
    await trx(table())
      .whereIn('id', victims.map((victim: { id: number }) => victim.id))
      .delete();
  };

  return {
    /** Makes sure the trim's lock row exists (at startup). */
    ensureLock: () => trimLock.ensure(),

    /** Counts the reports (all checked first: a bad one refuses the whole request). */
    async report(reports: ParsedReport[], { batch }: { batch: boolean }): Promise<ReportNotFound.Response['data']> {
      const rows = await Promise.all(reports.map((report, i) => checked(report, batch ? `data.${i}.` : '')));
      let counted = 0;
      for (const row of rows) {
        if (await ignorable(row.path, row.locale)) continue;
        await strapi.db.connection.transaction(async (trx) => {
          if (await upsert(trx, row)) await trim(trx, row);
        });
        counted += 1;
      }
      return { counted, ignored: rows.length - counted };
    },
  };
};

export type NotFoundService = ReturnType<typeof notFound>;
export default notFound;
