import { adminApi } from '@strapi/strapi/admin';
import type { GetConfig } from '../../../shared/contracts/config';
import type { FindBrokenLinks } from '../../../shared/contracts/internal-link';
import type { GetSitemapOverview } from '../../../shared/contracts/sitemap';

/**
 * The Overview page's reads in the admin's RTK Query store. Each section provides the tags of
 * what it shows, so a pattern saved or a path changed anywhere in the admin refreshes it.
 */
const overviewApi = adminApi.enhanceEndpoints({ addTagTypes: ['SitetoolsUrlPattern', 'SitetoolsUrlAlias'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The configuration and the enabled types, with the pattern in force and the alias count per locale. */
    getSitetoolsOverview: build.query<GetConfig.Response['data'], void>({
      query: () => ({ url: '/sitetools/config', method: 'GET' }),
      transformResponse: (response: GetConfig.Response) => response.data,
      providesTags: ['SitetoolsUrlPattern', 'SitetoolsUrlAlias'],
    }),
    /** The sitemap index's URL and size: it lists the live paths. */
    getSitemapOverview: build.query<GetSitemapOverview.Response['data'], void>({
      query: () => ({ url: '/sitetools/sitemap', method: 'GET' }),
      transformResponse: (response: GetSitemapOverview.Response) => response.data,
      providesTags: ['SitetoolsUrlAlias'],
    }),
    /** Links in published entries whose target is not live: a path going live or away changes them. */
    getBrokenLinks: build.query<FindBrokenLinks.Response, void>({
      query: () => ({ url: '/sitetools/broken-links', method: 'GET' }),
      providesTags: ['SitetoolsUrlAlias'],
    }),
  }),
});

export const { useGetSitetoolsOverviewQuery, useGetSitemapOverviewQuery, useGetBrokenLinksQuery } = overviewApi;
