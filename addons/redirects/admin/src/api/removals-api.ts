import { adminApi } from '@strapi/strapi/admin';
import type { FindLinkTargets, FindRemovalImpact as FindEntryImpact, LinkTarget } from 'strapi-plugin-sitetools/contracts/removal-impact';
import { PLUGIN_NAME } from '../../../shared/contracts/permissions';
import type { FindRemovalImpact, RemovalAction, RemoveEntries } from '../../../shared/contracts/removals';

interface ImpactQuery {
  model: string;
  locale?: string;
}

// The Content Manager's own tags: its views of the removed documents refresh after the removal.
const CONTENT_MANAGER_TAGS = ['Document', 'RecentDocumentList', 'CountDocuments'] as const;

/**
 * The removal dialog's requests: the core's part of the impact (links in, child paths) and the
 * link picker's search on the core's routes, the addon's part and the removal on the addon's.
 */
const removalsApi = adminApi
  .enhanceEndpoints({ addTagTypes: [...CONTENT_MANAGER_TAGS, 'SitetoolsRedirect', 'SitetoolsRemovedUrl'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getEntryImpact: build.query<FindEntryImpact.Response['data'], ImpactQuery & { documentIds: string[] }>({
        query: ({ model, documentIds, locale }) => ({
          url: `/sitetools/removal-impact/${model}`,
          method: 'GET',
          config: { params: { documentIds: documentIds.join(','), ...(locale ? { locale } : {}) } },
        }),
        transformResponse: (response: FindEntryImpact.Response) => response.data,
        keepUnusedDataFor: 0,
      }),
      getPathImpact: build.query<FindRemovalImpact.Response['data'], ImpactQuery & { paths: string[] }>({
        query: ({ model, paths, locale }) => ({
          url: `/${PLUGIN_NAME}/removal-impact/${model}`,
          method: 'GET',
          config: { params: { paths: paths.join(','), ...(locale ? { locale } : {}) } },
        }),
        transformResponse: (response: FindRemovalImpact.Response) => response.data,
        keepUnusedDataFor: 0,
      }),
      searchEntries: build.query<LinkTarget[], { q: string; locale?: string }>({
        query: (params) => ({ url: '/sitetools/link-targets', method: 'GET', config: { params } }),
        transformResponse: (response: FindLinkTargets.Response) => response.data,
        keepUnusedDataFor: 0,
      }),
      removeEntries: build.mutation<RemoveEntries.Response, { model: string; action: RemovalAction; body: RemoveEntries.Request }>({
        query: ({ model, action, body }) => ({ url: `/${PLUGIN_NAME}/removals/${model}/${action}`, method: 'POST', data: body }),
        invalidatesTags: [...CONTENT_MANAGER_TAGS, 'SitetoolsRedirect', 'SitetoolsRemovedUrl'],
      }),
    }),
  });

export const { useGetEntryImpactQuery, useGetPathImpactQuery, useSearchEntriesQuery, useRemoveEntriesMutation } = removalsApi;
