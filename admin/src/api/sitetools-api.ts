import { adminApi } from '@strapi/strapi/admin';
import type { EnabledContentType, ContentTypesResponse } from '../../../shared/contracts/content-types';
import type { CheckEntryAlias, FindEntryAlias, MakeFrontPage } from '../../../shared/contracts/entry-alias';
import type { AdminFindUrlAliases } from '../../../shared/contracts/url-alias';
import type { ChangeUrlHistory, FindUrlHistory } from '../../../shared/contracts/url-history';
import type { RunWebtoolsImport, WebtoolsImportReport } from '../../../shared/contracts/webtools-import';
import type { SiteLocale } from './locales';

const entryAlias = (model: string) => `/sitetools/entry-alias/${encodeURIComponent(model)}`;
const urlHistory = (model: string, documentId: string) =>
  `/sitetools/entries/${encodeURIComponent(model)}/${encodeURIComponent(documentId)}/history`;

/** The entry a URL history request is about. */
type HistoryRef = { model: string; documentId: string };

/**
 * The plugin's endpoints in the admin's own RTK Query store: one cache per query, and tags so
 * that a save anywhere in the admin refreshes every view that shows the aliases.
 */
export const sitetoolsApi = adminApi.enhanceEndpoints({ addTagTypes: ['SitetoolsUrlAlias', 'SitetoolsBulkGeneration'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of every alias, live or reserved. */
    getUrlAliases: build.query<AdminFindUrlAliases.Response, AdminFindUrlAliases.Query>({
      query: (params) => ({ url: '/sitetools/url-aliases', method: 'GET', config: { params } }),
      providesTags: ['SitetoolsUrlAlias'],
    }),
    /** The entry's live path, the path after publishing, and how it is made. */
    getEntryAlias: build.query<FindEntryAlias.Response['data'], FindEntryAlias.Query & { model: string }>({
      query: ({ model, ...params }) => ({ url: entryAlias(model), method: 'GET', config: { params } }),
      transformResponse: (response: FindEntryAlias.Response) => response.data,
      providesTags: ['SitetoolsUrlAlias'],
    }),
    /**
     * Whether a hand-written path is well-formed and free for the entry. A POST that writes
     * nothing, so a query: its answer goes stale when any alias changes.
     */
    checkEntryAlias: build.query<CheckEntryAlias.Response['data'], CheckEntryAlias.Request & { model: string }>({
      query: ({ model, ...data }) => ({ url: `${entryAlias(model)}/check`, method: 'POST', data }),
      transformResponse: (response: CheckEntryAlias.Response) => response.data,
      providesTags: ['SitetoolsUrlAlias'],
    }),
    /** Makes the entry the front page of its locale; the entry that had `/` gets another path. */
    makeFrontPage: build.mutation<FindEntryAlias.Response['data'], MakeFrontPage.Request & { model: string }>({
      query: ({ model, ...data }) => ({ url: `${entryAlias(model)}/front-page`, method: 'POST', data }),
      transformResponse: (response: MakeFrontPage.Response) => response.data,
      invalidatesTags: ['SitetoolsUrlAlias'],
    }),
    /** The entry's URL history in a locale: its live paths, newest first, and what old ones answer. */
    getUrlHistory: build.query<FindUrlHistory.Response['data'], FindUrlHistory.Query & HistoryRef>({
      query: ({ model, documentId, ...params }) => ({ url: urlHistory(model, documentId), method: 'GET', config: { params } }),
      transformResponse: (response: FindUrlHistory.Response) => response.data,
      providesTags: ['SitetoolsUrlAlias'],
    }),
    /** Restore (an old path becomes the entry's path) or Retire (an old path answers 410). */
    changeUrlHistory: build.mutation<
      ChangeUrlHistory.Response['data'],
      ChangeUrlHistory.Request & HistoryRef & { action: 'restore' | 'retire' }
    >({
      query: ({ model, documentId, action, ...data }) => ({ url: `${urlHistory(model, documentId)}/${action}`, method: 'POST', data }),
      transformResponse: (response: ChangeUrlHistory.Response) => response.data,
      invalidatesTags: ['SitetoolsUrlAlias'],
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
    /** The content types with URL aliases enabled, sorted by display name. */
    getEnabledContentTypes: build.query<EnabledContentType[], void>({
      query: () => ({ url: '/sitetools/content-types', method: 'GET' }),
      transformResponse: (response: ContentTypesResponse) => response.data,
    }),
    /** The site's locales, from the i18n plugin's admin route. */
    getSiteLocales: build.query<SiteLocale[], void>({
      query: () => ({ url: '/i18n/locales', method: 'GET' }),
    }),
    /** The conversion from Strapi Webtools: a dry run reports, an apply writes in one transaction. */
    runWebtoolsImport: build.mutation<WebtoolsImportReport, boolean>({
      query: (dryRun) => ({ url: '/sitetools/webtools-import', method: 'POST', data: { dryRun } satisfies RunWebtoolsImport.Request }),
      transformResponse: (response: RunWebtoolsImport.Response) => response.data,
      invalidatesTags: (_report, _error, dryRun) => (dryRun ? [] : ['SitetoolsUrlAlias']),
    }),
  }),
});

export const {
  useGetUrlAliasesQuery,
  useGetEntryAliasQuery,
  useCheckEntryAliasQuery,
  useMakeFrontPageMutation,
  useGetUrlHistoryQuery,
  useChangeUrlHistoryMutation,
  useInvalidateUrlAliasesMutation,
  useGetEnabledContentTypesQuery,
  useGetSiteLocalesQuery,
  useRunWebtoolsImportMutation,
} = sitetoolsApi;
