import { useQueryParams } from '@strapi/strapi/admin';
import { NOT_FOUND_SORTS, type FindNotFound, type NotFoundSort } from '../../../shared/contracts/not-found';
import { useGetNotFoundQuery } from '../api/redirects-api';
import { useNotifyQueryError } from './useNotifyError';
import { DEFAULT_PAGE_SIZE, positive } from './useRedirectList';

/** The Not found list's state in the page URL (all strings); the admin's Table writes `sort` as `hits:DESC`. */
export interface NotFoundUrlQuery {
  page?: string;
  pageSize?: string;
  q?: string;
  ignored?: string;
  sort?: string;
}

/** The API query for the URL's; values the server would refuse (a hand-edited URL) are dropped. */
const toNotFoundQuery = (query: NotFoundUrlQuery): FindNotFound.Query => {
  const sort = query.sort?.toLowerCase().replace('lastseen', 'lastSeen');
  return {
    page: positive(query.page) ?? 1,
    pageSize: Math.min(positive(query.pageSize) ?? DEFAULT_PAGE_SIZE, 100),
    ...(query.q ? { q: query.q } : {}),
    ...(query.ignored === 'true' ? { ignored: true } : {}),
    ...(NOT_FOUND_SORTS.includes(sort as NotFoundSort) ? { sort: sort as NotFoundSort } : {}),
  };
};

/**
 * Reads the page of the 404 inbox the URL asks for; a failure is notified. A write to it or a
 * saved redirect (which resolves rows) invalidates the store's `SitetoolsNotFound` tag.
 */
export const useNotFoundList = () => {
  const [{ query }, setQuery] = useQueryParams<NotFoundUrlQuery>();
  const { data, isLoading, error } = useGetNotFoundQuery(toNotFoundQuery(query));
  useNotifyQueryError(error);
  return { query, setQuery, data, isLoading };
};
