import type { AdminFindUrlAliases } from '../../../../shared/contracts/url-alias';
import { useGetUrlAliasesQuery } from '../../api/sitetools-api';

interface UrlListState {
  response?: AdminFindUrlAliases.Response;
  error?: string;
  isLoading: boolean;
}

/**
 * One page of aliases for `query`, from the admin's cache, which a save anywhere invalidates (an
 * entry's, a bulk job's or an import's end, a front-page change).
 */
export const useUrlList = (query: AdminFindUrlAliases.Query): UrlListState => {
  const { data, error, isFetching } = useGetUrlAliasesQuery(query);
  return {
    response: data,
    error: error ? ('message' in error && error.message ? error.message : String(error)) : undefined,
    isLoading: isFetching,
  };
};
