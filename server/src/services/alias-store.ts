import type { Core } from '@strapi/strapi';
import { columnOf } from 'sitetools-kit/columns';
import { makeColumnCaseSensitive } from 'sitetools-kit/case-sensitive';
import type { Knex } from 'knex';
import { URL_ALIAS_UID } from '../../../shared/contracts/url-alias';
import { isForeignKeyViolation, isUniqueViolation } from '../database/errors';
import { isSitetoolsEnabled } from '../domain/content-type';
import { documentIdGenerator } from 'sitetools-kit/document-id';
import { chunks } from 'sitetools-kit/statements';
import { tableIn } from '../database/statements';
import type { AliasChange } from './alias-version';
import { getService } from './get-service';
import { aliasReads } from './alias-store-reads';
import { pathAllocator } from './alias-store-paths';
import { sitemapAliasReads } from './alias-store-sitemap';
import { ALIAS_FIELDS, ALIAS_FIELDS_WITH_DRAFT, exactMatches, type AliasOwner, type AliasRow } from './alias-store-rows';

export type { AliasOwner, AliasRow } from './alias-store-rows';

/** The key, in the plugin's store, of the locale the aliases of types that are not localized share. */
const UNLOCALIZED_LOCALE_KEY = 'unlocalizedAliasLocale';

/** Work done in the transaction that wrote an alias. */
type AfterWrite = (alias: AliasRow, trx: Knex.Transaction) => Promise<void>;

/** Another save of the same entry created its alias first; reconciling again picks it up. */
class AliasExistsError extends Error {
  constructor(readonly owner: AliasOwner) {
    super(`An alias of ${owner.contenttype} ${owner.entryDocumentId} (${owner.locale}) already exists`);
  }
}

/**
 * The alias no longer holds what the reconcile read (a concurrent reconcile of the same entry
 * moved it or changed its visibility): the write was not made, and reconciling again, reading
 * everything, decides from the current state.
 */
class AliasChangedError extends Error {
  constructor(readonly alias: Pick<AliasRow, 'id' | 'url_path' | 'live'>) {
    super(`URL alias ${alias.id} changed since it was read at ${alias.url_path} (${alias.live ? 'live' : 'not live'})`);
  }
}

/**
 * A reconcile lost a race to a concurrent save of the same entry, and reconciling again from
 * scratch, reading everything, decides right: the other save created the entry's alias first,
 * changed it since it was read, or replaced an entry row being linked (a publish deletes the
 * published row and inserts a new one, so the link fails on its foreign key).
 */
export const isLostRace = (error: unknown): boolean =>
  error instanceof AliasExistsError || error instanceof AliasChangedError || isForeignKeyViolation(error);

/**
 * Reads and writes alias rows: the only module, with the alias-store-* files it is made of, that
 * touches the alias table. Free paths are claimed by alias-store-paths.
 */
const aliasStore = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(URL_ALIAS_UID);
  const paths = pathAllocator({ strapi });
  const column = (name: string) => columnOf(strapi, URL_ALIAS_UID, name);
  let unlocalized: Promise<string> | undefined;

  /**
   * The one locale new aliases of types that are not localized are written in. Paths are unique
   * per (url_path, locale), so these aliases must share a locale for the index to keep two
   * entries off one path; and that locale must not follow the app's default locale, which an
   * admin can change: entries saved after a change claimed paths that were free only in the new
   * default, and the router, which prefers the default locale, then served the newer entry at the
   * older one's URL. It is fixed the first time it is needed and recorded in the plugin's store:
   * the locale of the oldest alias of such a type (an app whose aliases were written before the
   * record keeps their locale), else the default locale. Once recorded it never changes, so
   * every instance may keep it for the life of its process.
   */
  const unlocalizedLocale = () =>
    (unlocalized ??= (async () => {
      const settings = strapi.store({ type: 'plugin', name: 'sitetools' });
      const recorded: unknown = await settings.get({ key: UNLOCALIZED_LOCALE_KEY });
      if (typeof recorded === 'string') return recorded;
      const i18n = strapi.plugin('i18n');
      const types = Object.values(strapi.contentTypes)
        .filter((schema) => isSitetoolsEnabled(schema) && !i18n.service('content-types').isLocalizedContentType(schema))
        .map((schema) => schema.uid as string);
      const oldest = (await query().findOne({
        select: ['locale'],
        where: { contenttype: { $in: types } },
        orderBy: { id: 'asc' },
      })) as Pick<AliasRow, 'locale'> | null;
      // Instances that record it at the same time record the same value, read from the same rows.
      const locale: string = oldest?.locale ?? (await i18n.service('locales').getDefaultLocale());
      await settings.set({ key: UNLOCALIZED_LOCALE_KEY, value: locale });
      return locale;
    })().catch((error: unknown) => {
      unlocalized = undefined;
      throw error;
    }));

  /**
   * Runs an alias write and bumps the alias-set version after it, in one transaction (the current
   * one, if any): every instance sees the version move exactly when the write commits.
   */
  const writing = async <T>(change: AliasChange, write: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      const result = await write(trx);
      await getService(strapi, 'alias-version').bump(trx, onCommit, change);
      return result;
    });

  /**
   * Inserts alias rows (at most the kit's MAX_ROWS_PER_STATEMENT) with one statement in `trx`, resolving with
   * the first row's id. Each row gets what the Query Engine would give it: a document id from the
   * model's own generator, its timestamps, and `publishedAt` (the type has no drafts). Through the
   * Query Engine, which processes every attribute and runs the lifecycles, one alias cost about
   * four times the insert itself on a creation. Sitetools announces alias changes with its own
   * events (shared/contracts/events), not with the Query Engine's lifecycles.
   */
  const insert = async (aliases: Array<Omit<AliasRow, 'id'>>, trx: Knex.Transaction): Promise<number> => {
    const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
    const newDocumentId = documentIdGenerator(strapi, URL_ALIAS_UID);
    const now = new Date();
    const rows = aliases.map((alias) =>
      Object.fromEntries(
        Object.entries({ ...alias, documentId: newDocumentId(), createdAt: now, updatedAt: now, publishedAt: now }).map(([name, value]) => [
          column(name),
          value,
        ])
      )
    );
    const statement = tableIn(strapi, tableName, trx).insert(rows);
    const [first] = (await (strapi.db.dialect.useReturning() ? statement.returning('id') : statement)) as Array<number | { id: number }>;
    return Number(typeof first === 'object' ? first.id : first);
  };

  /**
   * Writes `data` over alias `read` only if the row still holds the path and visibility it was
   * read with (and, with `handWritten`, is still hand-written), in one statement: the Query
   * Engine's update reads the row, then writes it by id, which lets a concurrent write slip in
   * between. Throws AliasChangedError when the row changed. Two reconciles of one entry interleave
   * when two saves of it commit close together (on PostgreSQL and MySQL each reconciles after its
   * commit, on one instance or several); unchecked, each wrote what it had decided from a state
   * the other had changed since: the path could end on the title of the publish that lost, and a
   * move announced from a path the alias had already left lost the redirect from the path it did
   * leave.
   */
  const updateIfUnchanged = async (
    read: AliasRow,
    data: Partial<Pick<AliasRow, 'url_path' | 'live' | 'generated'>>,
    { handWritten = false } = {}
  ): Promise<void> => {
    const paths = [read.url_path, ...(data.url_path === undefined ? [] : [data.url_path])];
    await writing({ paths, owners: [read] }, async (trx) => {
      const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
      const live = column('live');
      const statement = tableIn(strapi, tableName, trx)
        .where(column('id'), read.id)
        .where(column('url_path'), read.url_path)
        // A row written before `live` existed holds null, which reads as not live.
        .where((where) => (read.live ? where.where(live, true) : where.where(live, false).orWhereNull(live)));
      if (handWritten) statement.whereNull(column('generated'));
      // `updatedAt` always changes, so MySQL counts the row as changed even when `data` does not.
      const changes = Object.entries({ ...data, updatedAt: new Date() }).map(([name, value]) => [column(name), value]);
      const updated = await statement.update(Object.fromEntries(changes));
      // Nothing written, nothing to announce: the transaction rolls back on the throw.
      if (Number(updated) !== 1) throw new AliasChangedError(read);
    });
  };

  /**
   * What to throw for a failed write of `owner`'s alias: a unique index may have refused it for
   * the entry (another save created its alias first) rather than for the path.
   */
  const refusalOf = async (error: unknown, owner: AliasOwner): Promise<unknown> =>
    isUniqueViolation(error) && (await query().findOne({ select: ['id'], where: { ...owner } })) ? new AliasExistsError(owner) : error;

  return {
    ...aliasReads({ strapi }),
    ...sitemapAliasReads({ strapi }),

    /**
     * Makes paths compare case-sensitively on MySQL and MariaDB (see sitetools-kit/case-sensitive),
     * at startup, once the schema is in place.
     */
    async makePathsCaseSensitive(): Promise<void> {
      const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
      await makeColumnCaseSensitive(strapi, tableName, column('url_path'), 255);
    },

    /**
     * The locale the alias of an entry of a type that is not localized lives in, given the
     * entry's aliases (it has at most one): the one it has keeps its locale, so that nothing
     * moves (also an alias written under an earlier default locale); a new one is written in the
     * locale they all share (see `unlocalizedLocale`). Reconciling, bulk generation, the edit
     * view, the Overview and the pattern preview all ask here.
     */
    async unlocalizedAliasLocale(entryAliases: ReadonlyArray<Pick<AliasRow, 'locale'>>): Promise<string> {
      return entryAliases[0]?.locale ?? (await unlocalizedLocale());
    },

    /** Every alias of one entry, all locales, with their draft's path. */
    findByEntry(contenttype: string, entryDocumentId: string): Promise<AliasRow[]> {
      return query().findMany({ select: ALIAS_FIELDS_WITH_DRAFT, where: { entryDocumentId, contenttype } });
    },

    /**
     * Records where `alias`'s entry's draft goes on publish (null: where the alias is), unless
     * `alias` as read holds it already. Only previews read it, never the live paths, so the
     * alias-set version does not move; the last reconcile of the entry writes it last.
     */
    async setDraftPath(alias: Pick<AliasRow, 'id' | 'draftPath'>, draftPath: string | null): Promise<void> {
      if ((alias.draftPath ?? null) === draftPath) return;
      await query().update({ where: { id: alias.id }, data: { draftPath } });
    },

    /** Up to `limit` live aliases with an id above `afterId`, by id. */
    findLive(afterId: number, limit: number): Promise<AliasRow[]> {
      return query().findMany({ select: ALIAS_FIELDS, where: { live: true, id: { $gt: afterId } }, orderBy: { id: 'asc' }, limit });
    },

    /** Every alias of these entries of one type, all locales. */
    findByEntries(contenttype: string, entryDocumentIds: string[]): Promise<AliasRow[]> {
      return query().findMany({ select: ALIAS_FIELDS, where: { contenttype, entryDocumentId: { $in: entryDocumentIds } } });
    },

    /**
     * Creates generated aliases for many entries of one locale in one transaction (bulk
     * generation): one query for the taken paths among every base and its suffixes, one insert,
     * one read of the new ids; `then` runs in the same transaction. Resolves with null, having
     * written nothing, when a base has no free candidate or a concurrent save took a path or an
     * entry's alias first: the caller reconciles those entries one by one instead.
     */
    async createGeneratedMany(
      locale: string,
      wanted: Array<{ owner: AliasOwner; base: string; live: boolean }>,
      then: (aliases: AliasRow[], trx: Knex.Transaction) => Promise<void>
    ): Promise<AliasRow[] | null> {
      if (wanted.length === 0) return [];
      const free = await paths.freePathsFor(
        locale,
        wanted.map(({ base }) => base)
      );
      if (free.some((path) => path === undefined)) return null;
      const data = wanted.map(({ owner, live }, i) => ({ ...owner, url_path: free[i] as string, generated: true, live }));
      try {
        return await writing({ paths: data.map((row) => row.url_path), owners: data }, async (trx) => {
          for (const rows of chunks(data)) await insert(rows, trx);
          // Ids are read back by owner: MySQL and MariaDB report only the first id of an insert.
          const created = await query().findMany({
            select: ALIAS_FIELDS,
            where: { contenttype: data[0].contenttype, locale, entryDocumentId: { $in: data.map((row) => row.entryDocumentId) } },
          });
          await then(created, trx);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * Live aliases with exactly this path, in every locale, and the live aliases of their entries
     * in the other locales (the router's alternates), in one query: the path index finds the
     * aliases, the one-alias-per-entry index their siblings.
     */
    async findLiveWithSiblings(urlPath: string): Promise<{ atPath: AliasRow[]; siblings: AliasRow[] }> {
      const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
      const [contenttype, entry, live] = [column('contenttype'), column('entryDocumentId'), column('live')];
      const rows: Array<Record<string, unknown>> = await strapi.db.connection
        .select(ALIAS_FIELDS.map((name) => `sibling.${column(name)}`))
        .from({ at: tableName })
        .join({ sibling: tableName }, (on) => on.on(`sibling.${contenttype}`, `at.${contenttype}`).andOn(`sibling.${entry}`, `at.${entry}`))
        .where(`at.${column('url_path')}`, urlPath)
        .where(`at.${live}`, true)
        .where(`sibling.${live}`, true);
      // An entry whose path is the same in two locales comes back once per match.
      const unique = new Map(rows.map((row) => [Number(row[column('id')]), row]));
      const aliases = [...unique.values()].map((row) => {
        const alias = Object.fromEntries(ALIAS_FIELDS.map((name) => [name, row[column(name)]])) as unknown as AliasRow;
        // SQLite and MySQL give booleans as 1 and 0.
        return { ...alias, id: Number(alias.id), live: true, generated: alias.generated === null ? null : Boolean(alias.generated) };
      });
      return { atPath: exactMatches(aliases, urlPath), siblings: aliases };
    },

    /**
     * Creates a generated alias at the first free path of `base`; `then` runs in the same
     * transaction (linking the entry's rows), so that a save costs one commit, not two.
     */
    createGenerated(owner: AliasOwner, base: string, live: boolean, then?: AfterWrite): Promise<AliasRow> {
      return paths.claim(base, owner.locale, undefined, async (url_path) => {
        try {
          return await writing({ paths: [url_path], owners: [owner] }, async (trx) => {
            const created = { ...owner, url_path, generated: true, live };
            const alias: AliasRow = { id: await insert([created], trx), ...created };
            await then?.(alias, trx);
            return alias;
          });
        } catch (error) {
          throw await refusalOf(error, owner);
        }
      });
    },

    /**
     * Moves a generated alias to the first free path of `base`, provided it still holds the path
     * and visibility of `alias` as read (else AliasChangedError).
     */
    moveGenerated(alias: AliasRow, base: string, live: boolean): Promise<AliasRow> {
      return paths.claim(base, alias.locale, alias.id, async (url_path) => {
        await updateIfUnchanged(alias, { url_path, live });
        return { ...alias, url_path, live };
      });
    },

    /** Shows or hides an alias, provided it still holds what `alias` was read with (else AliasChangedError). */
    async setLive(alias: AliasRow, live: boolean): Promise<void> {
      await updateIfUnchanged(alias, { live });
    },

    /** See `updateIfUnchanged`: the conditional write every change of an existing alias goes through. */
    updateIfUnchanged,

    /**
     * Creates an alias row as given: a hand-written path, which is not made unique. Throws
     * AliasExistsError when the entry got its alias first, a unique violation when the path is taken.
     */
    async createAsGiven(alias: Omit<AliasRow, 'id'>): Promise<AliasRow> {
      const owner = { contenttype: alias.contenttype, entryDocumentId: alias.entryDocumentId, locale: alias.locale };
      try {
        return await writing(
          { paths: [alias.url_path], owners: [alias] },
          () => query().create({ select: ALIAS_FIELDS, data: alias }) as Promise<AliasRow>
        );
      } catch (error) {
        throw await refusalOf(error, owner);
      }
    },

    async remove(aliases: AliasRow[]): Promise<void> {
      if (aliases.length === 0) return;
      const change = { paths: aliases.map((alias) => alias.url_path), owners: aliases };
      await writing(change, () => query().deleteMany({ where: { id: { $in: aliases.map((alias) => alias.id) } } }));
    },
  };
};

export type AliasStore = ReturnType<typeof aliasStore>;
export default aliasStore;
