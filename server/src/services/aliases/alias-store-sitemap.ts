import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf } from 'sitetools-kit/columns';
import { URL_ALIAS_UID } from '../../../../shared/contracts/url-alias';

/** A content type the sitemap lists, with what its statements need. */
export interface SitemapType {
  uid: string;
  tableName: string;
  localized: boolean;
  /** The column of the exclusion field, when the type has that attribute. */
  excludeColumn: string | null;
}

/** A live alias of a listed type, with its entry's other live aliases (itself included). */
export interface SitemapAlias {
  id: number;
  url_path: string;
  locale: string;
  contenttype: string;
  entryDocumentId: string;
  siblings: Array<{ url_path: string; locale: string }>;
}

/**
 * The alias store's reads for the sitemap (part of alias-store), straight from the table with knex:
 * the Query Engine would cost several times the statements at 100k rows. Every read is bounded by
 * a range of alias ids, so memory does not grow with the number of URLs.
 */
export const sitemapAliasReads = ({ strapi }: { strapi: Core.Strapi }) => {
  const alias = (name: string) => columnOf(strapi, URL_ALIAS_UID, name);
  const aliasTable = () => strapi.db.metadata.get(URL_ALIAS_UID).tableName;

  /**
   * `id / size` rounded down, in each dialect's integer division. The divisor is written into the
   * statement: better-sqlite3 binds a JavaScript number as a REAL, which would divide exactly.
   */
  const bucketOf = (column: string, size: number) => {
    const divisor = Math.trunc(size);
    return strapi.db.connection.raw(strapi.db.dialect.client === 'mysql' ? `?? DIV ${divisor}` : `?? / ${divisor}`, [column]);
  };

  /** The UTF-8 bytes of an SQL expression: SQLite's `length` of a blob (octet_length is recent there). */
  const bytesOf = (expression: string) =>
    strapi.db.dialect.client === 'sqlite' ? `length(cast(${expression} as blob))` : `octet_length(${expression})`;

  return {
    /**
     * The largest `pathBytesBound` (domain/sitemap/split) of the live paths, as the same sum:
     * three per byte, three more per `'` or `&`. One aggregate over the live aliases.
     */
    async longestPathBytes(): Promise<number> {
      const path = alias('url_path');
      const specials = `${bytesOf('??')} - ${bytesOf(`replace(replace(??, '''', ''), '&', '')`)}`;
      const largest = strapi.db.connection.raw(`max(3 * ${bytesOf('??')} + 3 * (${specials})) as ??`, [path, path, path, 'bytes']);
      const row: Record<string, unknown> | undefined = await strapi.db
        .getConnection(aliasTable())
        .select(largest)
        .where(alias('live'), true)
        .first();
      return Number(row?.bytes ?? 0);
    },

    /**
     * Live aliases per id bucket (`id / size`), type and locale: what the index lists and the
     * Overview counts. The types are filtered by the caller: a `contenttype IN` here makes
     * SQLite's planner leave the primary key (see the URL list).
     */
    async bucketCounts(size: number): Promise<Array<{ bucket: number; contenttype: string; locale: string; count: number }>> {
      const [id, type, locale] = [alias('id'), alias('contenttype'), alias('locale')];
      const rows: Array<Record<string, unknown>> = await strapi.db
        .getConnection(aliasTable())
        .select({ bucket: bucketOf(id, size), contenttype: type, locale })
        .count({ count: '*' })
        .where(alias('live'), true)
        .groupBy('bucket', type, locale);
      return rows.map((row) => ({
        bucket: Number(row.bucket),
        contenttype: String(row.contenttype),
        locale: String(row.locale),
        count: Number(row.count),
      }));
    },

    /** Live aliases per id bucket and locale whose entry's published version is excluded. */
    async excludedCounts(type: SitemapType, size: number): Promise<Array<{ bucket: number; locale: string; count: number }>> {
      if (!type.excludeColumn) return [];
      const excluded = await strapi.db
        .getConnection()
        .from({ a: aliasTable() })
        .join({ e: type.tableName }, (on) => {
          on.on(`e.${columnOf(strapi, type.uid, 'documentId')}`, `a.${alias('entryDocumentId')}`);
          if (type.localized) on.andOn(`e.${columnOf(strapi, type.uid, 'locale')}`, `a.${alias('locale')}`);
        })
        .select({ bucket: bucketOf(`a.${alias('id')}`, size), locale: `a.${alias('locale')}` })
        .count({ count: '*' })
        .where(`a.${alias('contenttype')}`, type.uid)
        .where(`a.${alias('live')}`, true)
        .whereNotNull(`e.${columnOf(strapi, type.uid, 'publishedAt')}`)
        .where(`e.${type.excludeColumn}`, true)
        .groupBy('bucket', `a.${alias('locale')}`);
      return (excluded as Array<Record<string, unknown>>).map((row) => ({
        bucket: Number(row.bucket),
        locale: String(row.locale),
        count: Number(row.count),
      }));
    },

    /**
     * A subquery of the documentIds of type `uid` with an alias (live or not) whose id is in
     * [from, to): a file's entries, for a statement on the entries' table to read in one go.
     */
    entriesIn(uid: string, from: number, to: number): Knex.QueryBuilder {
      return strapi.db
        .getConnection(aliasTable())
        .select(alias('entryDocumentId'))
        .where(alias('contenttype'), uid)
        .where(alias('id'), '>=', from)
        .where(alias('id'), '<', to);
    },

    /**
     * The live aliases with ids in `[from, to)`, by id, each with its entry's live aliases; with
     * `limit`, at most that many joined rows (enough to tell whether the range has any).
     */
    async aliasesIn(from: number, to: number, limit?: number): Promise<SitemapAlias[]> {
      const [id, type, entry, live] = [alias('id'), alias('contenttype'), alias('entryDocumentId'), alias('live')];
      const rows: Array<Record<string, unknown>> = await strapi.db
        .getConnection()
        .from({ a: aliasTable() })
        .join({ s: aliasTable() }, (on) => on.on(`s.${type}`, `a.${type}`).andOn(`s.${entry}`, `a.${entry}`))
        .select({
          id: `a.${id}`,
          url_path: `a.${alias('url_path')}`,
          locale: `a.${alias('locale')}`,
          contenttype: `a.${type}`,
          entryDocumentId: `a.${entry}`,
          siblingPath: `s.${alias('url_path')}`,
          siblingLocale: `s.${alias('locale')}`,
        })
        .where(`a.${id}`, '>=', from)
        .where(`a.${id}`, '<', to)
        .where(`a.${live}`, true)
        .where(`s.${live}`, true)
        .orderBy([`a.${id}`, `s.${alias('locale')}`])
        .modify((statement) => {
          if (limit !== undefined) statement.limit(limit);
        });
      const byId = new Map<number, SitemapAlias>();
      for (const row of rows) {
        const key = Number(row.id);
        let found = byId.get(key);
        if (!found) {
          found = {
            id: key,
            url_path: String(row.url_path),
            locale: String(row.locale),
            contenttype: String(row.contenttype),
            entryDocumentId: String(row.entryDocumentId),
            siblings: [],
          };
          byId.set(key, found);
        }
        found.siblings.push({ url_path: String(row.siblingPath), locale: String(row.siblingLocale) });
      }
      return [...byId.values()];
    },
  };
};
