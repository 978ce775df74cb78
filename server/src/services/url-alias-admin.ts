import type { Core } from '@strapi/strapi';
import {
  URL_ALIAS_UID,
  type AdminAliasSortField,
  type AdminFindUrlAliases,
  type UrlAlias,
} from '../../../shared/contracts/url-alias';
import { contentManagerPath } from '../domain/content-manager-path';
import { getService } from './get-service';

/** The admin list's parameters after validation. */
export interface AliasListParams {
  q?: string;
  contenttype?: string;
  locale?: string;
  sort: { field: AdminAliasSortField; direction: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

/** The columns the list reads; `live` is private to the content API, not to the admin. */
type AliasRow = Omit<UrlAlias, 'createdAt' | 'updatedAt'> & { live: boolean | null; updatedAt: string | Date };

const COLUMNS = ['id', 'documentId', 'url_path', 'generated', 'contenttype', 'entryDocumentId', 'locale', 'live', 'updatedAt'];

/**
 * The admin's list of every alias, live or reserved. One page query and one count through the
 * database layer, whatever the table's size: filters are equality on indexed columns, and the
 * path search is one LIKE (escaped by the query layer) over the table.
 */
const urlAliasAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const types = () => getService(strapi, 'content-types');

  const toItem = (row: AliasRow): AdminFindUrlAliases.Item => {
    const type = types().describe(row.contenttype);
    return {
      id: row.id,
      documentId: row.documentId,
      url_path: row.url_path,
      generated: row.generated ?? null,
      contenttype: row.contenttype,
      entryDocumentId: row.entryDocumentId,
      locale: row.locale,
      state: row.live ? 'live' : 'reserved',
      updatedAt: new Date(row.updatedAt).toISOString(),
      contentTypeName: type?.displayName ?? null,
      editPath: type
        ? contentManagerPath({
            uid: type.uid,
            kind: type.kind,
            documentId: row.entryDocumentId,
            locale: type.localized ? row.locale : undefined,
          })
        : null,
    };
  };

  return {
    async list({ q, contenttype, locale, sort, page, pageSize }: AliasListParams): Promise<AdminFindUrlAliases.Response> {
      const where: Record<string, unknown> = {};
      if (q) where.url_path = { $containsi: q };
      if (contenttype) where.contenttype = contenttype;
      if (locale) where.locale = locale;
      const { results, pagination } = await strapi.db.query(URL_ALIAS_UID).findPage({
        select: COLUMNS,
        where,
        // The id breaks ties, so that rows with equal values never move between pages.
        orderBy: [{ [sort.field]: sort.direction }, { id: sort.direction }],
        page,
        pageSize,
      });
      return { data: (results as AliasRow[]).map(toItem), meta: { pagination } };
    },
  };
};

export default urlAliasAdmin;
