import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';

/** A locale of the site, as `GET /i18n/locales` returns it. */
export interface SiteLocale {
  code: string;
  name: string;
  isDefault: boolean;
}

/**
 * The i18n plugin's admin route for the site's locales, for both plugins' admin pages; failures
 * throw the admin's FetchError.
 */
export const useLocalesApi = () => {
  const { get } = useFetchClient();
  return useMemo(() => ({ list: async () => (await get<SiteLocale[]>('/i18n/locales')).data }), [get]);
};
