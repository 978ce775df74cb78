import { adminApi } from '@strapi/strapi/admin';
import type { FindLinkTargets, FindRemovalImpact as FindEntryImpact, LinkTarget } from 'strapi-plugin-sitetools/contracts/removal-impact';
import { PLUGIN_NAME } from '../../../shared/contracts/permissions';
import type { FindRemovalImpact, RemovalAction, RemoveEntries } from '../../../shared/contracts/removals';

interface ImpactQuery {
  model: string;
  locale?: string;
}

interface RemoveArgs {
  model: string;
  action: RemovalAction;
  /** A single type's document is tagged by its type alone. */
  singleType: boolean;
  body: RemoveEntries.Request;
  /**
   * The edit view of the deleted entry is being left: it stays mounted (hidden) while the list
   * view loads, and its URL panel, marked stale, would ask for the entry that is gone.
   */
  leaving?: boolean;
}

// The Content Manager's own tags, and those of the paths (the core's URL panel and URLs page, the
// addon's lists): their views of the removed documents refresh after the removal.
const CONTENT_MANAGER_TAGS = ['Document', 'RecentDocumentList', 'CountDocuments'] as const;
const PATH_TAGS = ['SitetoolsUrlAlias', 'SitetoolsRedirect', 'SitetoolsRemovedUrl'] as const;

/**
 * The removal dialog's requests: the core's part of the impact (links in, child paths) and the
 * link picker's search on the core's routes, the addon's part and the removal on the addon's.
 */
const removalsApi = adminApi.enhanceEndpoints({ addTagTypes: [...CONTENT_MANAGER_TAGS, ...PATH_TAGS] }).injectEndpoints({
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
    getPathImpact: build.query<FindRemovalImpact.Response['data'], { model: string } & FindRemovalImpact.Request>({
      query: ({ model, ...data }) => ({ url: `/${PLUGIN_NAME}/removal-impact/${model}`, method: 'POST', data }),
      transformResponse: (response: FindRemovalImpact.Response) => response.data,
      keepUnusedDataFor: 0,
    }),
    searchEntries: build.query<LinkTarget[], { q: string; locale?: string }>({
      query: (params) => ({ url: '/sitetools/link-targets', method: 'GET', config: { params } }),
      transformResponse: (response: FindLinkTargets.Response) => response.data,
      keepUnusedDataFor: 0,
    }),
    removeEntries: build.mutation<RemoveEntries.Response, RemoveArgs>({
      query: ({ model, action, body }) => ({ url: `/${PLUGIN_NAME}/removals/${model}/${action}`, method: 'POST', data: body }),
    }),
    /**
     * Marks the views of removed documents stale, without a request; called once the dialog is
     * done, after the edit view of a deleted document has started leaving it (marked stale before,
     * it would ask again for the document that no longer exists).
     */
    refreshAfterRemoval: build.mutation<null, RemoveArgs>({
      queryFn: () => ({ data: null }),
      invalidatesTags: (_result, _error, { model, action, singleType, body, leaving }) => [
        { type: 'Document' as const, id: `${model}_LIST` },
        ...(action === 'unpublish'
          ? body.entries.map(({ documentId }) => ({ type: 'Document' as const, id: singleType ? model : `${model}_${documentId}` }))
          : []),
        'RecentDocumentList',
        'CountDocuments',
        ...PATH_TAGS.filter((tag) => !leaving || tag !== 'SitetoolsUrlAlias'),
      ],
    }),
  }),
});

export const {
  useGetEntryImpactQuery,
  useGetPathImpactQuery,
  useSearchEntriesQuery,
  useRemoveEntriesMutation,
  useRefreshAfterRemovalMutation,
} = removalsApi;
