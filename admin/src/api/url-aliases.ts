import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { AdminFindUrlAliases } from '../../../shared/contracts/url-alias';

/** Typed call of the admin alias list; failures throw the admin's FetchError. */
export const useUrlAliasesApi = () => {
  const { get } = useFetchClient();
  return useMemo(
    () => ({
      /** One page of every alias, live or reserved. */
      list: async (query: AdminFindUrlAliases.Query, signal?: AbortSignal) =>
        (await get<AdminFindUrlAliases.Response>('/sitetools/url-aliases', { params: query, signal })).data,
    }),
    [get]
  );
};
