import type { Core } from '@strapi/strapi';
import { columnOf } from 'sitetools-kit/columns';
import { contentTypeUid } from 'sitetools-kit/uid';
import { URL_ALIAS_UID } from '../../../shared/contracts/url-alias';

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

/** What the sitemap needs of an entry's published version in one locale. */
export interface PublishedVersion {
  lastmod: Date | null;
  excluded: boolean;
}

// Entry ids per statement: under every database's bound-parameter limit (SQLite's, 999 in older builds).
const IN_BATCH = 500;

/** An entry version's key: the locale only counts for localized types. */
export const versionKey = (type: SitemapType, documentId: string, locale: string) =>
  `${type.uid}\u0000${documentId}\u0000${type.localized ? locale : ''}`;

const asDate = (value: unknown): Date | null => {
  if (value === null || value === undefined) return null;
  // SQLite gives milliseconds (a number or a numeric string), PostgreSQL and MySQL a Date.
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number | Date));
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The sitemap's reads, straight from the tables with knex (the Query Engine would cost several
 * times the statements at 100k rows). Every read is bounded: a range of alias ids, or a batch of
 * documents, so memory does not grow with the number of URLs.
 */
const sitemapRows = ({ strapi }: { strapi: Core.Strapi }) => {
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

  return {
    /** `uid` described for the statements below; `excludeField` is looked up on its schema. */
    describe(uid: string, excludeField: string | undefined): SitemapType {
      const schema = strapi.contentType(contentTypeUid(uid));
      const localized: boolean = strapi.plugin('i18n').service('content-types').isLocalizedContentType(schema);
      const excludeColumn = excludeField && schema.attributes[excludeField] ? columnOf(strapi, uid, excludeField) : null;
      return { uid, tableName: strapi.db.metadata.get(uid).tableName, localized, excludeColumn };
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

    /** The published versions of `documentIds` (every locale), keyed by `versionKey`. */
    async publishedVersions(type: SitemapType, documentIds: string[]): Promise<Map<string, PublishedVersion>> {
      const column = (name: string) => columnOf(strapi, type.uid, name);
      const found = new Map<string, PublishedVersion>();
      for (let start = 0; start < documentIds.length; start += IN_BATCH) {
        const rows: Array<Record<string, unknown>> = await strapi.db
          .getConnection(type.tableName)
          .select({
            documentId: column('documentId'),
            updatedAt: column('updatedAt'),
            ...(type.localized ? { locale: column('locale') } : {}),
            ...(type.excludeColumn ? { excluded: type.excludeColumn } : {}),
          })
          .whereIn(column('documentId'), documentIds.slice(start, start + IN_BATCH))
          .whereNotNull(column('publishedAt'));
        for (const row of rows) {
          found.set(versionKey(type, String(row.documentId), String(row.locale ?? '')), {
            lastmod: asDate(row.updatedAt),
            // SQLite and MySQL give booleans as 1 and 0.
            excluded: Boolean(row.excluded),
          });
        }
      }
      return found;
    },

    /**
     * The latest change of a published version of `type`: a republish writes no alias when the
     * path stays, so the alias-set version alone would not move the ETag with the lastmod.
     */
    async lastChange(type: SitemapType): Promise<string> {
      const row: Record<string, unknown> | undefined = await strapi.db
        .getConnection(type.tableName)
        .max({ last: columnOf(strapi, type.uid, 'updatedAt') })
        .count({ count: '*' })
        .whereNotNull(columnOf(strapi, type.uid, 'publishedAt'))
        .first();
      return `${asDate(row?.last)?.getTime() ?? 0}.${Number(row?.count ?? 0)}`;
    },
  };
};

export type SitemapRowsService = ReturnType<typeof sitemapRows>;
export default sitemapRows;
