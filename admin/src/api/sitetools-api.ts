import { adminApi } from '@strapi/strapi/admin';
import type { FindEntryAlias } from '../../../shared/contracts/entry-alias';
import type { AdminFindUrlAliases } from '../../../shared/contracts/url-alias';

/**
 * The plugin's endpoints in the admin's own RTK Query store: one cache per query, and tags so
 * that a save anywhere in the admin refreshes every view that shows the aliases.
 */
const sitetoolsApi = adminApi.enhanceEndpoints({ addTagTypes: ['SitetoolsUrlAlias'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of every alias, live or reserved. */
    getUrlAliases: build.query<AdminFindUrlAliases.Response, AdminFindUrlAliases.Query>({
      query: (params) => ({ url: '/sitetools/url-aliases', method: 'GET', config: { params } }),
      providesTags: ['SitetoolsUrlAlias'],
    }),
    /** The entry's live path, the path after publishing, and how it is made. */
    getEntryAlias: build.query<FindEntryAlias.Response['data'], FindEntryAlias.Query & { model: string }>({
      query: ({ model, ...params }) => ({
        url: `/sitetools/entry-alias/${encodeURIComponent(model)}`,
        method: 'GET',
        config: { params },
      }),
      transformResponse: (response: FindEntryAlias.Response) => response.data,
      providesTags: ['SitetoolsUrlAlias'],
    }),
    /**
     * Marks every cached alias view stale without a request: an entry's save goes through the
     * Content Manager's own endpoints, which know nothing of these tags, and the plugin has no
     * other door to the admin's store (`react-redux` is not one of its dependencies).
     */
    invalidateUrlAliases: build.mutation<null, void>({
      queryFn: () => ({ data: null }),
      invalidatesTags: ['SitetoolsUrlAlias'],
    }),
  }),
});

export const { useGetUrlAliasesQuery, useGetEntryAliasQuery, useInvalidateUrlAliasesMutation } = sitetoolsApi;
