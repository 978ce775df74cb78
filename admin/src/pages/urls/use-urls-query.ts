import { useQueryParams } from '@strapi/strapi/admin';
import { ADMIN_ALIAS_SORT_FIELDS, type AdminAliasSortField, type AdminFindUrlAliases } from '../../../../shared/contracts/url-alias';
import type { Sort } from '../../components/urls/SortableTh';
import type { UrlFilterValues } from '../../components/urls/UrlFilters';

/**
 * The page's state in the URL query, so that a link or a reload shows the same list. The search
 * is `_q`, which the admin's pagination re-encodes when it changes pages.
 */
interface UrlsQuery {
  _q?: string;
  contenttype?: string;
  locale?: string;
  sort?: string;
  page?: string;
  pageSize?: string;
}

const DEFAULT_SORT: Sort = { field: 'url_path', direction: 'asc' };

const parseSort = (value: string | undefined): Sort => {
  const [field, direction] = (value ?? '').split(':');
  const known = (ADMIN_ALIAS_SORT_FIELDS as readonly string[]).includes(field);
  return known && (direction === 'asc' || direction === 'desc') ? { field: field as AdminAliasSortField, direction } : DEFAULT_SORT;
};

/** The URL list's query read from the page URL, and the changes that write it back (page 1 again). */
export const useUrlsQuery = () => {
  const [{ query }, setQuery] = useQueryParams<UrlsQuery>();
  const sort = parseSort(query.sort);
  const listQuery: AdminFindUrlAliases.Query = {
    q: query._q || undefined,
    contenttype: query.contenttype,
    locale: query.locale,
    sort: `${sort.field}:${sort.direction}`,
    page: Number(query.page ?? 1),
    pageSize: Number(query.pageSize ?? 10),
  };

  // The admin's query helper reads values decoded and writes them back as they are, so the search
  // kept from the current query is encoded again (Strapi 5.54 exports this step as
  // `withEncodedUserParams`; 5.47 does not).
  const kept = query._q === undefined ? {} : { _q: encodeURIComponent(query._q) };
  const change = (next: Partial<UrlsQuery>) => setQuery({ ...kept, ...next, page: '1' });
  const changeFilters = (values: UrlFilterValues) => {
    const { q, ...filters } = values;
    // The admin's query helper writes values unencoded; a search may hold `&` or `#`.
    change('q' in values ? { ...filters, _q: q ? encodeURIComponent(q) : undefined } : filters);
  };
  const changeSort = (next: Sort) => change({ sort: `${next.field}:${next.direction}` });

  return { listQuery, sort, changeFilters, changeSort };
};
