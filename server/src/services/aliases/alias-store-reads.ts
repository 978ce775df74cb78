import { type Core, factories } from '@strapi/strapi';
import { chunks } from 'sitetools-kit/statements';
import { columnOf } from 'sitetools-kit/columns';
import { contentTypeUid } from 'sitetools-kit/uid';
import { URL_ALIAS_UID, type Pagination } from '../../../../shared/contracts/url-alias';
import { ALIAS_FIELDS, ALIAS_FIELDS_WITH_DRAFT, exactMatches, heldByAnother, uniquenessScope, type AliasRow } from './alias-store-rows';

/** The parameters of the content API's alias list (Strapi's find-many). */
export type PublicFindParams = Record<string, unknown> & { filters?: unknown; locale?: unknown };

// Live paths read per page when checking a redirect pattern against them: bounded memory whatever the site.
const LIVE_PAGE = 2_000;

/** The alias store's reads for lists, counts and path questions (part of alias-store). */
export const aliasReads = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(URL_ALIAS_UID);
  // createCoreService is typed for any kind of content type; for a collection type such as
  // url-alias it builds the collection service, whose `find` paginates.
  const native = factories.createCoreService(contentTypeUid(URL_ALIAS_UID))({ strapi }) as unknown as {
    find(params: PublicFindParams): Promise<{ results: unknown[]; pagination: Pagination }>;
  };
  /** The aliases holding `path` where an alias in `locale` needs it free (the uniqueness scope). */
  const holdersOf = async (path: string, locale: string): Promise<AliasRow[]> => {
    const rows = (await query().findMany({
      select: ALIAS_FIELDS,
      where: { url_path: path, ...uniquenessScope(strapi, locale) },
    })) as AliasRow[];
    return exactMatches(rows, path);
  };
  const liveIn = (locale: string | undefined) => ({ live: true, ...(locale === undefined ? {} : { locale }) });

  return {
    /** How many aliases (live or not) entries of `contenttype` have in `locale`. */
    countOf(contenttype: string, locale: string): Promise<number> {
      return query().count({ where: { contenttype, locale } });
    },

    /** Up to `limit` aliases of `contenttype` in `locale` with an id above `afterId`, by id. */
    pageOfType(contenttype: string, locale: string, afterId: number, limit: number): Promise<AliasRow[]> {
      return query().findMany({
        select: ALIAS_FIELDS,
        where: { contenttype, locale, id: { $gt: afterId } },
        orderBy: { id: 'asc' },
        limit,
      });
    },

    holdersOf,

    /**
     * Whether an entry other than `entry` holds `path` where an alias of `entry` in `locale` needs
     * it free (`entryDocumentId` unset: a new entry, so any holder counts).
     */
    async isTakenByAnother(path: string, locale: string, entry: { contenttype: string; entryDocumentId?: string }): Promise<boolean> {
      return heldByAnother(strapi, await holdersOf(path, locale), path, locale, entry);
    },

    /** Every alias (any locale, live or not) at one of `paths`: the holders a batch of lines checks with `heldByAnother`. */
    async atPaths(paths: readonly string[]): Promise<AliasRow[]> {
      const rows: AliasRow[] = [];
      for (const batch of chunks([...new Set(paths)])) {
        const found = (await query().findMany({ select: ALIAS_FIELDS, where: { url_path: { $in: batch } } })) as AliasRow[];
        rows.push(...exactMatches(found, batch));
      }
      return rows;
    },

    /** Which of `paths` are live: in `locale`, or in any locale. */
    async livePaths(paths: string[], locale?: string): Promise<Set<string>> {
      const asked = [...new Set(paths)];
      const live = new Set<string>();
      for (const batch of chunks(asked)) {
        const rows = (await query().findMany({
          select: ['url_path'],
          where: { url_path: { $in: batch }, ...liveIn(locale) },
        })) as Array<Pick<AliasRow, 'url_path'>>;
        for (const { url_path } of exactMatches(rows, batch)) live.add(url_path);
      }
      // In the order asked.
      return new Set(asked.filter((path) => live.has(path)));
    },

    /**
     * The aliases a preview may serve a draft from at `path`, live or not: those whose entry's
     * draft goes to `path` on publish (their `draftPath`, or `url_path` when the draft stays
     * there), and those whose live path it is while their draft goes elsewhere.
     */
    async findForDraft(path: string): Promise<{ publishing: AliasRow[]; leaving: AliasRow[] }> {
      const rows = (await query().findMany({
        select: ALIAS_FIELDS_WITH_DRAFT,
        where: { $or: [{ url_path: path }, { draftPath: path }] },
        orderBy: { id: 'asc' },
      })) as AliasRow[];
      // MySQL ignores trailing spaces in comparisons: only exact matches count (see exactMatches).
      return {
        publishing: rows.filter((row) => (row.draftPath ?? row.url_path) === path),
        leaving: rows.filter((row) => row.draftPath && row.url_path === path),
      };
    },

    /** Whether `path` is live: in `locale`, or in any locale. */
    async isLive(path: string, locale?: string): Promise<boolean> {
      const rows = (await query().findMany({
        select: ['url_path'],
        where: { url_path: path, ...liveIn(locale) },
      })) as Array<Pick<AliasRow, 'url_path'>>;
      return exactMatches(rows, path).length > 0;
    },

    /** The first live path under `prefix` that `accept` takes (in `locale` when given), read a page at a time by id. */
    async firstLiveUnder(prefix: string, locale: string | undefined, accept: (path: string) => boolean): Promise<string | undefined> {
      for (let after = 0; ;) {
        const rows = (await query().findMany({
          select: ['id', 'url_path'],
          where: { url_path: { $startsWith: prefix }, id: { $gt: after }, ...liveIn(locale) },
          orderBy: { id: 'asc' },
          limit: LIVE_PAGE,
        })) as Array<Pick<AliasRow, 'id' | 'url_path'>>;
        const found = rows.find((row) => accept(row.url_path));
        if (found) return found.url_path;
        if (rows.length < LIVE_PAGE) return undefined;
        after = rows[rows.length - 1].id;
      }
    },

    /** Up to `limit` live paths matching `condition` (a filter on `url_path`), in `locale` when given. */
    async livePathsWhere(condition: Record<string, string>, locale: string | undefined, limit: number): Promise<string[]> {
      const where = { url_path: condition, live: true, ...(locale ? { locale } : {}) };
      const rows = (await query().findMany({ select: ['url_path'], where, limit })) as Array<Pick<AliasRow, 'url_path'>>;
      return rows.map((row) => row.url_path);
    },

    /** The live aliases of documents `documentIds` of `types`: one indexed query per few hundred documents. */
    async liveOfDocuments(types: string[], documentIds: string[]): Promise<AliasRow[]> {
      const rows: AliasRow[] = [];
      for (const batch of chunks([...new Set(documentIds)])) {
        // The unique index starts with the type: naming the types lets every database use it.
        const where = { contenttype: { $in: types }, entryDocumentId: { $in: batch }, live: true };
        rows.push(...((await query().findMany({ select: ALIAS_FIELDS, where })) as AliasRow[]));
      }
      return rows;
    },

    /** Up to `limit` aliases (live or reserved) of `types` whose path contains `text`, in `locale` when given. */
    async pathsContaining(text: string, types: string[], locale: string | undefined, limit: number): Promise<AliasRow[]> {
      const where = { url_path: { $containsi: text }, contenttype: { $in: types }, ...(locale ? { locale } : {}) };
      return (await query().findMany({ select: ALIAS_FIELDS, where, limit })) as AliasRow[];
    },

    /** Strapi's own find-many over the aliases (the content API's list applies its limits first). */
    findNative(params: PublicFindParams) {
      return native.find(params);
    },

    /** The content types that have alias rows, enabled or not, in the app or gone from it. */
    async storedTypes(): Promise<string[]> {
      const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
      const column = columnOf(strapi, URL_ALIAS_UID, 'contenttype');
      const rows: Array<Record<string, string>> = await strapi.db.getConnection(tableName).distinct(column);
      return rows.map((row) => row[column]);
    },
  };
};
