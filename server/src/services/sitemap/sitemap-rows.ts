import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { chunks } from 'sitetools-kit/statements';
import { storedDate } from 'sitetools-kit/stored-date';
import { columnOf } from 'sitetools-kit/columns';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { SitemapType } from '../aliases';

/** What the sitemap needs of an entry's published version in one locale. */
export interface PublishedVersion {
  lastmod: Date | null;
  excluded: boolean;
}

/** An entry version's key: the locale only counts for localized types. */
export const versionKey = (type: SitemapType, documentId: string, locale: string) =>
  `${type.uid}\u0000${documentId}\u0000${type.localized ? locale : ''}`;

/**
 * The sitemap's reads of the entries' tables, straight with knex (the Query Engine would cost
 * several times the statements at 100k rows); its reads of the aliases are the alias store's
 * (alias-store-sitemap). Every read is bounded, a batch of documents, so memory does not grow
 * with the number of URLs.
 */
const sitemapRows = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `uid` described for the statements below; `excludeField` is looked up on its schema. */
  describe(uid: string, excludeField: string | undefined): SitemapType {
    const schema = strapi.contentType(contentTypeUid(uid));
    const localized: boolean = strapi.plugin('i18n').service('content-types').isLocalizedContentType(schema);
    const excludeColumn = excludeField && schema.attributes[excludeField] ? columnOf(strapi, uid, excludeField) : null;
    return { uid, tableName: strapi.db.metadata.get(uid).tableName, localized, excludeColumn };
  },

  /** The published versions of `documentIds` (every locale), keyed by `versionKey`. */
  async publishedVersions(type: SitemapType, documentIds: string[]): Promise<Map<string, PublishedVersion>> {
    const column = (name: string) => columnOf(strapi, type.uid, name);
    const found = new Map<string, PublishedVersion>();
    for (const batch of chunks(documentIds)) {
      const rows: Array<Record<string, unknown>> = await strapi.db
        .getConnection(type.tableName)
        .select({
          documentId: column('documentId'),
          updatedAt: column('updatedAt'),
          ...(type.localized ? { locale: column('locale') } : {}),
          ...(type.excludeColumn ? { excluded: type.excludeColumn } : {}),
        })
        .whereIn(column('documentId'), batch)
        .whereNotNull(column('publishedAt'));
      for (const row of rows) {
        found.set(versionKey(type, String(row.documentId), String(row.locale ?? '')), {
          lastmod: storedDate(row.updatedAt),
          // SQLite and MySQL give booleans as 1 and 0.
          excluded: Boolean(row.excluded),
        });
      }
    }
    return found;
  },

  /**
   * The latest change of a published version of `type` (of the entries `documentIds` selects
   * alone, a subquery, when given), with how many there are: a republish writes no alias when the
   * path stays, so the alias-set version alone would not move the ETag with the lastmod.
   */
  async lastChange(type: SitemapType, documentIds?: Knex.QueryBuilder): Promise<string> {
    const column = (name: string) => columnOf(strapi, type.uid, name);
    const row: Record<string, unknown> | undefined = await strapi.db
      .getConnection(type.tableName)
      .max({ last: column('updatedAt') })
      .count({ count: '*' })
      .whereNotNull(column('publishedAt'))
      .modify((statement) => {
        if (documentIds) statement.whereIn(column('documentId'), documentIds);
      })
      .first();
    return `${storedDate(row?.last)?.getTime() ?? 0}.${Number(row?.count ?? 0)}`;
  },
});

export default sitemapRows;
