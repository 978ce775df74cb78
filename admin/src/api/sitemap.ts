import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { GetSitemapOverview } from '../../../shared/contracts/sitemap';

/** Typed call of `GET /sitetools/sitemap`, the Overview page's sitemap section. */
export const useSitemapApi = () => {
  const { get } = useFetchClient();
  return useMemo(() => ({ overview: async () => (await get<GetSitemapOverview.Response>('/sitetools/sitemap')).data.data }), [get]);
};
