import type { Core } from '@strapi/strapi';
import { columnOf } from 'sitetools-kit/columns';
import { makeColumnCaseSensitive } from 'sitetools-kit/case-sensitive';
import type { Knex } from 'knex';
import { URL_ALIAS_UID } from '../../../../shared/contracts/url-alias';
import { isUniqueViolation } from '../../database/errors';
import { chunks } from 'sitetools-kit/statements';
import { aliasReads } from './alias-store-reads';
import { aliasList } from './alias-store-list';
import { pathAllocator } from './alias-store-paths';
import { sitemapAliasReads } from './alias-store-sitemap';
import { routerAliasReads } from './alias-store-router';
import { unlocalizedAliasLocales } from './alias-store-locale';
import { aliasWrites } from './alias-store-writes';
import { ALIAS_FIELDS, ALIAS_FIELDS_WITH_DRAFT, type AliasOwner, type AliasRow } from './alias-store-rows';

export type { AliasOwner, AliasRow } from './alias-store-rows';
export { isLostRace } from './alias-store-writes';

/** Work done in the transaction that wrote an alias. */
type AfterWrite = (alias: AliasRow, trx: Knex.Transaction) => Promise<void>;

/**
 * Reads and writes alias rows: the only module, with the alias-store-* files it is made of, that
 * touches the alias table. Free paths are claimed by alias-store-paths; how a row is written (the
 * transaction with the version bump, the insert, the conditional update) is alias-store-writes'.
 */
const aliasStore = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(URL_ALIAS_UID);
  const paths = pathAllocator({ strapi });
  const { writing, insert, updateIfUnchanged, refusalOf } = aliasWrites({ strapi });

  return {
    ...aliasReads({ strapi }),
    ...aliasList({ strapi }),
    ...sitemapAliasReads({ strapi }),
    ...routerAliasReads({ strapi }),
    ...unlocalizedAliasLocales({ strapi }),

    /**
     * Makes paths compare case-sensitively on MySQL and MariaDB (see sitetools-kit/case-sensitive),
     * at startup, once the schema is in place.
     */
    async makePathsCaseSensitive(): Promise<void> {
      const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
      await makeColumnCaseSensitive(strapi, tableName, columnOf(strapi, URL_ALIAS_UID, 'url_path'), 255);
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

    /** The conditional write every change of an existing alias goes through (see alias-store-writes). */
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
