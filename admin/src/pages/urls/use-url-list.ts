import { isFetchError, useAPIErrorHandler } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import type { AdminFindUrlAliases } from '../../../../shared/contracts/url-alias';
import { useUrlAliasesApi } from '../../api/url-aliases';

interface UrlListState {
  response?: AdminFindUrlAliases.Response;
  error?: string;
  isLoading: boolean;
}

/**
 * One page of aliases for `query`, loaded again when the query or `reloadKey` changes. A request
 * that a newer one replaced is aborted, so a slow answer never overwrites a newer list.
 */
export const useUrlList = (query: AdminFindUrlAliases.Query, reloadKey: unknown): UrlListState => {
  const api = useUrlAliasesApi();
  const { formatAPIError } = useAPIErrorHandler();
  const [state, setState] = useState<UrlListState>({ isLoading: true });
  const key = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, isLoading: true }));
    api.list(JSON.parse(key) as AdminFindUrlAliases.Query, controller.signal).then(
      (response) => setState({ response, isLoading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ error: isFetchError(error) ? formatAPIError(error) : String(error), isLoading: false });
      }
    );
    return () => controller.abort();
    // formatAPIError is a new function on every render; the request depends on the query alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, reloadKey]);

  return state;
};
