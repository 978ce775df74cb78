import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { AdminFindUrlAliases } from '../../../shared/contracts/url-alias';
import type { SiteLocale } from './url-patterns';

/** Typed calls behind the URLs page; failures throw the admin's FetchError. */
export const useUrlAliasesApi = () => {
  const { get } = useFetchClient();
  return useMemo(
    () => ({
      /** One page of every alias, live or reserved. */
      list: async (query: AdminFindUrlAliases.Query, signal?: AbortSignal) =>
        (await get<AdminFindUrlAliases.Response>('/sitetools/url-aliases', { params: query, signal })).data,
      /** The site's locales (the i18n plugin's admin route), for the locale filter. */
      locales: async () => (await get<SiteLocale[]>('/i18n/locales')).data,
    }),
    [get]
  );
};
