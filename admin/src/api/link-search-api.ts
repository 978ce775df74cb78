import { adminApi } from '@strapi/strapi/admin';
import type { FindLinkTargets, LinkTarget } from '../../../shared/contracts/internal-link';

/** Query of the "Internal link" field's picker. */
interface LinkTargetsQuery {
  q: string;
  locale?: string;
}

/**
 * The picker's search in the admin's RTK Query store; a target's path changing anywhere in the
 * admin marks the cached results stale.
 */
const linkSearchApi = adminApi.enhanceEndpoints({ addTagTypes: ['SitetoolsUrlAlias'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Entries the admin may read whose title or path contains `q`, or whose documentId is `q`. */
    getLinkTargets: build.query<LinkTarget[], LinkTargetsQuery>({
      query: (params) => ({ url: '/sitetools/link-targets', method: 'GET', config: { params } }),
      transformResponse: (response: FindLinkTargets.Response) => response.data,
      providesTags: ['SitetoolsUrlAlias'],
      // Each keystroke's search is its own entry: kept, a path change would ask all of them again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetLinkTargetsQuery } = linkSearchApi;
