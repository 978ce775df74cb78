import { useQueryParams } from '@strapi/strapi/admin';
import { REMOVED_URL_SORTS, type FindRemovedUrls, type RemovedUrlSort } from '../../../shared/contracts/removed-urls';
import { useGetRemovedUrlsQuery } from '../api/redirects-api';
import { useNotifyQueryError } from './useNotifyError';
import { DEFAULT_PAGE_SIZE, positive } from './useRedirectList';

/** The queue's state in the page URL (all strings); the admin's Table writes `sort` as `path:DESC`. */
interface RemovedUrlUrlQuery {
  page?: string;
  pageSize?: string;
  q?: string;
  sort?: string;
}

/** The API query for the URL's; values the server would refuse (a hand-edited URL) are dropped. */
const toRemovedUrlQuery = (query: RemovedUrlUrlQuery): FindRemovedUrls.Query => {
  const sort = query.sort?.toLowerCase().replace('removedat', 'removedAt');
  return {
    page: positive(query.page) ?? 1,
    pageSize: Math.min(positive(query.pageSize) ?? DEFAULT_PAGE_SIZE, 100),
    ...(query.q ? { q: query.q } : {}),
    ...(REMOVED_URL_SORTS.includes(sort as RemovedUrlSort) ? { sort: sort as RemovedUrlSort } : {}),
  };
};

/** Reads the page of the removed pages' queue the URL asks for; a failure is notified. */
export const useRemovedUrlList = () => {
  const [{ query }, setQuery] = useQueryParams<RemovedUrlUrlQuery>();
  const { data, isLoading, error } = useGetRemovedUrlsQuery(toRemovedUrlQuery(query));
  useNotifyQueryError(error);
  return { query, setQuery, data, isLoading };
};
