import type { Core } from '@strapi/strapi';
import { flipDirection, pageWindow } from 'sitetools-kit/page-window';
import { pathSearch } from 'sitetools-kit/path-search';
import { URL_ALIAS_UID, type AdminAliasSortField, type Pagination, type UrlAlias } from '../../../../shared/contracts/url-alias';

/** An alias as the admin list reads it; `live` is private to the content API, not to the admin. */
export type ListedAlias = Omit<UrlAlias, 'createdAt' | 'updatedAt'> & { live: boolean | null; updatedAt: string | Date };

/** The admin list's filters and order, validated by its controller. */
export interface AliasListQuery {
  q?: string;
  contenttype?: string;
  locale?: string;
  sort: { field: AdminAliasSortField; direction: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

const LISTED_FIELDS = ['id', 'documentId', 'url_path', 'generated', 'contenttype', 'entryDocumentId', 'locale', 'live', 'updatedAt'];
// A search reads up to this many matches in order first: fewer, and they are the whole result
// (its total and every page of it) in one read, where a count would scan the table again.
const SEARCH_WINDOW = 1_000;

/**
 * The keys of each order, every one ending with the id, so that rows never move between pages;
 * each order is one index (schema.ts): paths by the unique (path, locale) index, which holds the
 * id on SQLite and MySQL and leaves PostgreSQL a sort of the few rows that share a path.
 */
const ORDER_KEYS: Record<AdminAliasSortField, AdminAliasSortField[]> = {
  url_path: ['url_path', 'locale'],
  contenttype: ['contenttype'],
  locale: ['locale'],
  updatedAt: ['updatedAt'],
};

/**
 * The admin's list of every alias, live or reserved (part of alias-store): any page of a million
 * aliases in a few index reads. The count of the unfiltered list is SQL's `count(*)`, which the
 * databases answer from their smallest index; a page is read from the nearer end of its order
 * (sitetools-kit/page-window) as ids first, then its rows by id, so that the rows stepped over are
 * index entries only. A search that starts with "/" is a path prefix, read from the path index;
 * any other term is a substring, which no index holds: a scan of every path (see pathSearch).
 * Measurements: docs/decisions/2026-11-29-lists-at-a-million-rows.md.
 */
export const aliasList = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(URL_ALIAS_UID);

  const countOf = async (where: Record<string, unknown>): Promise<number> => {
    if (Object.keys(where).length > 0) return query().count({ where });
    const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
    // The Query Engine counts `count(id)`, which SQLite answers row by row (80 ms a million).
    const row = (await strapi.db.getConnection(tableName).count({ count: '*' }).first()) as { count: number | string } | undefined;
    return Number(row?.count ?? 0);
  };

  /** The ids of `limit` rows after `offset` in the list's order (reversed: from its end). */
  const idsOf = async (
    where: Record<string, unknown>,
    { field, direction }: AliasListQuery['sort'],
    window: { offset: number; limit: number; reversed: boolean }
  ) => {
    const order = window.reversed ? flipDirection(direction) : direction;
    const orderBy = [...ORDER_KEYS[field], 'id'].map((key) => ({ [key]: order }));
    const rows = (await query().findMany({ select: ['id'], where, orderBy, offset: window.offset, limit: window.limit })) as Array<{
      id: number;
    }>;
    const ids = rows.map((row) => row.id);
    return window.reversed ? ids.reverse() : ids;
  };

  const rowsOf = async (ids: number[]): Promise<ListedAlias[]> => {
    if (ids.length === 0) return [];
    const rows = (await query().findMany({ select: LISTED_FIELDS, where: { id: { $in: ids } } })) as ListedAlias[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    // An alias removed between the two reads leaves the page one row short.
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  return {
    /** One page of the admin's list of every alias, live or reserved, and the count behind it. */
    async listPage({
      q,
      contenttype,
      locale,
      sort,
      page,
      pageSize,
    }: AliasListQuery): Promise<{ results: ListedAlias[]; pagination: Pagination }> {
      const where: Record<string, unknown> = {};
      if (q) where.url_path = pathSearch(strapi, q);
      if (contenttype) where.contenttype = contenttype;
      if (locale) where.locale = locale;
      const start = (page - 1) * pageSize;
      let ids: number[];
      let total: number;
      const firstMatches = q ? await idsOf(where, sort, { offset: 0, limit: SEARCH_WINDOW, reversed: false }) : undefined;
      if (firstMatches && firstMatches.length < SEARCH_WINDOW) {
        total = firstMatches.length;
        ids = firstMatches.slice(start, start + pageSize);
      } else {
        total = await countOf(where);
        ids = await idsOf(where, sort, pageWindow({ page, pageSize, total }));
      }
      const pagination = { page, pageSize, pageCount: Math.ceil(total / pageSize), total };
      return { results: await rowsOf(ids), pagination };
    },
  };
};
