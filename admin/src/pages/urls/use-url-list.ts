import { useEffect, useRef } from 'react';
import type { AdminFindUrlAliases } from '../../../../shared/contracts/url-alias';
import { useGetUrlAliasesQuery, useInvalidateUrlAliasesMutation } from '../../api/sitetools-api';

interface UrlListState {
  response?: AdminFindUrlAliases.Response;
  error?: string;
  isLoading: boolean;
}

/**
 * One page of aliases for `query`, from the admin's cache, which a save anywhere invalidates;
 * a change of `reloadKey` (a bulk job finished on the server) marks every alias view stale.
 */
export const useUrlList = (query: AdminFindUrlAliases.Query, reloadKey: unknown): UrlListState => {
  const { data, error, isFetching } = useGetUrlAliasesQuery(query);
  const [invalidate] = useInvalidateUrlAliasesMutation();
  const seenKey = useRef(reloadKey);
  useEffect(() => {
    if (seenKey.current === reloadKey) return;
    seenKey.current = reloadKey;
    void invalidate();
  }, [reloadKey, invalidate]);

  return {
    response: data,
    error: error ? ('message' in error && error.message ? error.message : String(error)) : undefined,
    isLoading: isFetching,
  };
};
