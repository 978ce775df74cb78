import { adminApi } from '@strapi/strapi/admin';
import type {
  FindPatternTokens,
  FindUrlPatterns,
  PreviewUrlPattern,
  SaveUrlPattern,
  UrlPatternInput,
} from '../../../shared/contracts/url-pattern';

const PATTERNS = '/sitetools/patterns';

/**
 * The URL pattern routes in the admin's RTK Query store. A pattern saved or deleted changes the
 * paths its entries are given, so every write also invalidates the alias views.
 */
const patternsApi = adminApi.enhanceEndpoints({ addTagTypes: ['SitetoolsUrlPattern', 'SitetoolsUrlAlias'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The patterns in force, from the config and from the database. */
    getUrlPatterns: build.query<FindUrlPatterns.Response['data'], void>({
      query: () => ({ url: PATTERNS, method: 'GET' }),
      transformResponse: (response: FindUrlPatterns.Response) => response.data,
      providesTags: ['SitetoolsUrlPattern'],
    }),
    /** The tokens a pattern of the content type can use. */
    getPatternTokens: build.query<FindPatternTokens.Response['data'], FindPatternTokens.Query>({
      query: (params) => ({ url: `${PATTERNS}/tokens`, method: 'GET', config: { params } }),
      transformResponse: (response: FindPatternTokens.Response) => response.data,
    }),
    /**
     * What the pattern would make of existing paths; a POST that changes nothing, so a query.
     * Without tags, and dropped once the modal stops asking: a save closes the modal, a preview
     * is asked again when it next opens, and every pattern typed would otherwise be asked again
     * at each save.
     */
    previewUrlPattern: build.query<PreviewUrlPattern.Response['data'], UrlPatternInput>({
      query: (data) => ({ url: `${PATTERNS}/preview`, method: 'POST', data }),
      transformResponse: (response: PreviewUrlPattern.Response) => response.data,
      keepUnusedDataFor: 0,
    }),
    createUrlPattern: build.mutation<SaveUrlPattern.Response['data'], UrlPatternInput>({
      query: (data) => ({ url: PATTERNS, method: 'POST', data }),
      transformResponse: (response: SaveUrlPattern.Response) => response.data,
      invalidatesTags: ['SitetoolsUrlPattern', 'SitetoolsUrlAlias'],
    }),
    updateUrlPattern: build.mutation<SaveUrlPattern.Response['data'], { id: number; input: UrlPatternInput }>({
      query: ({ id, input }) => ({ url: `${PATTERNS}/${id}`, method: 'PUT', data: input }),
      transformResponse: (response: SaveUrlPattern.Response) => response.data,
      invalidatesTags: ['SitetoolsUrlPattern', 'SitetoolsUrlAlias'],
    }),
    deleteUrlPattern: build.mutation<null, number>({
      query: (id) => ({ url: `${PATTERNS}/${id}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['SitetoolsUrlPattern', 'SitetoolsUrlAlias'],
    }),
  }),
});

export const {
  useGetUrlPatternsQuery,
  useGetPatternTokensQuery,
  usePreviewUrlPatternQuery,
  useCreateUrlPatternMutation,
  useUpdateUrlPatternMutation,
  useDeleteUrlPatternMutation,
} = patternsApi;
