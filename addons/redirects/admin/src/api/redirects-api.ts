import { adminApi } from '@strapi/strapi/admin';
import type { SiteLocale } from 'sitetools-kit/locales-api';
import type { FindNotFound, IgnoreNotFound, SuggestNotFound } from '../../../shared/contracts/not-found';
import type { FindRemovedUrls } from '../../../shared/contracts/removed-urls';
import { PLUGIN_NAME } from '../../../shared/contracts/permissions';
import type {
  BulkRedirects,
  FindRedirects,
  GetExportReport,
  ImportRedirects,
  ApplyRedirectImport,
  GetRedirectImport,
  PublishRedirect,
  RedirectFields,
  SaveRedirect,
  TestRedirectPath,
} from '../../../shared/contracts/redirects';

const REDIRECTS = `/${PLUGIN_NAME}/redirects`;
const NOT_FOUND = `/${PLUGIN_NAME}/not-found`;
const REMOVED_URLS = `/${PLUGIN_NAME}/removed-urls`;

const REDIRECT = 'SitetoolsRedirect';
const NOT_FOUND_TAG = 'SitetoolsNotFound';
const REMOVED_TAG = 'SitetoolsRemovedUrl';
// The i18n plugin's own tag for its locales: adding or deleting a locale there refreshes ours.
const LOCALE = 'Locale';

/**
 * A redirect written through the engine resolves the 404 rows and the removed pages of its
 * `from`, so the inbox and the queue are stale after it as much as the redirects list is.
 */
const REDIRECT_WRITE = [REDIRECT, NOT_FOUND_TAG, REMOVED_TAG] as const;

/**
 * The addon's endpoints in the admin's own RTK Query store: one cache per query, and tags so
 * that a write anywhere (the Redirects page, the 404 inbox) refreshes every view of its data.
 * Errors are the store's `BaseQueryError`s: the server's `ApiError` when it answered with one.
 */
const redirectsApi = adminApi.enhanceEndpoints({ addTagTypes: [REDIRECT, NOT_FOUND_TAG, REMOVED_TAG, LOCALE] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of redirects, draft and published. */
    getRedirects: build.query<FindRedirects.Response, FindRedirects.Query>({
      query: (params) => ({ url: REDIRECTS, method: 'GET', config: { params } }),
      providesTags: [REDIRECT],
    }),
    createRedirect: build.mutation<SaveRedirect.Response, SaveRedirect.Request>({
      query: (data) => ({ url: REDIRECTS, method: 'POST', data }),
      invalidatesTags: [...REDIRECT_WRITE],
    }),
    updateRedirect: build.mutation<SaveRedirect.Response, { documentId: string; data: RedirectFields }>({
      query: ({ documentId, data }) => ({ url: `${REDIRECTS}/${documentId}`, method: 'PUT', data: { data } }),
      invalidatesTags: [...REDIRECT_WRITE],
    }),
    /** Deleting resolves no 404 row: only the list changes. */
    deleteRedirect: build.mutation<null, string>({
      query: (documentId) => ({ url: `${REDIRECTS}/${documentId}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: [REDIRECT],
    }),
    publishRedirect: build.mutation<PublishRedirect.Response, string>({
      query: (documentId) => ({ url: `${REDIRECTS}/${documentId}/publish`, method: 'POST' }),
      invalidatesTags: [...REDIRECT_WRITE],
    }),
    unpublishRedirect: build.mutation<PublishRedirect.Response, string>({
      query: (documentId) => ({ url: `${REDIRECTS}/${documentId}/unpublish`, method: 'POST' }),
      invalidatesTags: [...REDIRECT_WRITE],
    }),
    /** What a request for a path gets from the published rules; a rule written since answers again. */
    testRedirectPath: build.query<TestRedirectPath.Response['data'], TestRedirectPath.Query>({
      query: (params) => ({ url: `${REDIRECTS}/test`, method: 'GET', config: { params } }),
      transformResponse: (response: TestRedirectPath.Response) => response.data,
      // A refused path stays refused: only an answer is asked again after a write.
      providesTags: (result) => (result ? [REDIRECT] : []),
    }),
    /** Deletes every rule the list's filter selects (at most MAX_BULK_REDIRECTS). */
    bulkDeleteRedirects: build.mutation<BulkRedirects.Response, BulkRedirects.Request>({
      query: (data) => ({ url: `${REDIRECTS}/bulk-delete`, method: 'POST', data }),
      invalidatesTags: [REDIRECT],
    }),
    /** Unpublishes every rule the list's filter selects (at most MAX_BULK_REDIRECTS). */
    bulkUnpublishRedirects: build.mutation<BulkRedirects.Response, BulkRedirects.Request>({
      query: (data) => ({ url: `${REDIRECTS}/bulk-unpublish`, method: 'POST', data }),
      invalidatesTags: [...REDIRECT_WRITE],
    }),
    /** A dry run writes nothing, so it leaves every cached view as it is. */
    importRedirects: build.mutation<ImportRedirects.Response, ImportRedirects.Request & { dryRun: true }>({
      query: (data) => ({ url: `${REDIRECTS}/import`, method: 'POST', data }),
    }),
    /** Starts an apply (202): the job writes later, and `getImportJob` follows it. */
    startImport: build.mutation<ApplyRedirectImport.Response['data'], ImportRedirects.Request & { dryRun: false }>({
      query: (data) => ({ url: `${REDIRECTS}/import`, method: 'POST', data }),
      transformResponse: (response: ApplyRedirectImport.Response) => response.data,
    }),
    /**
     * The import being applied or the last one, with a page of its report once done: read as a
     * mutation, each call afresh, so that a finished apply refreshes the lists behind the dialog.
     */
    readImportJob: build.mutation<GetRedirectImport.Response['data'], GetRedirectImport.Query>({
      query: (params) => ({ url: `${REDIRECTS}/import`, method: 'GET', config: { params } }),
      transformResponse: (response: GetRedirectImport.Response) => response.data,
      invalidatesTags: (result) => (result?.status === 'done' ? [...REDIRECT_WRITE] : []),
    }),
    /** What an export for a host holds and leaves out; a write to the redirects asks again. */
    getExportReport: build.query<GetExportReport.Response['data'], GetExportReport.Query>({
      query: (params) => ({ url: `${REDIRECTS}/export/report`, method: 'GET', config: { params } }),
      transformResponse: (response: GetExportReport.Response) => response.data,
      providesTags: [REDIRECT],
    }),

    /** One page of the 404 inbox, open or ignored rows. */
    getNotFound: build.query<FindNotFound.Response, FindNotFound.Query>({
      query: (params) => ({ url: NOT_FOUND, method: 'GET', config: { params } }),
      providesTags: [NOT_FOUND_TAG],
    }),
    /** The live paths closest to a reported path; asked for afresh each time a dialog opens. */
    getNotFoundSuggestions: build.query<string[], number>({
      query: (id) => ({ url: `${NOT_FOUND}/${id}/suggestions`, method: 'GET' }),
      transformResponse: (response: SuggestNotFound.Response) => response.data,
    }),
    ignoreNotFound: build.mutation<IgnoreNotFound.Response, number>({
      query: (id) => ({ url: `${NOT_FOUND}/${id}/ignore`, method: 'POST' }),
      invalidatesTags: [NOT_FOUND_TAG],
    }),
    deleteNotFound: build.mutation<null, number>({
      query: (id) => ({ url: `${NOT_FOUND}/${id}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: [NOT_FOUND_TAG],
    }),

    /** One page of the removed pages' queue. */
    getRemovedUrls: build.query<FindRemovedUrls.Response, FindRemovedUrls.Query>({
      query: (params) => ({ url: REMOVED_URLS, method: 'GET', config: { params } }),
      providesTags: [REMOVED_TAG],
    }),
    dismissRemovedUrl: build.mutation<null, number>({
      query: (id) => ({ url: `${REMOVED_URLS}/${id}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: [REMOVED_TAG],
    }),

    /** The site's locales from the i18n plugin's admin route, for a redirect's locale field. */
    getRedirectLocales: build.query<SiteLocale[], void>({
      query: () => ({ url: '/i18n/locales', method: 'GET' }),
      providesTags: [LOCALE],
    }),
  }),
});

export const {
  useGetRedirectsQuery,
  useCreateRedirectMutation,
  useUpdateRedirectMutation,
  useDeleteRedirectMutation,
  usePublishRedirectMutation,
  useUnpublishRedirectMutation,
  useBulkDeleteRedirectsMutation,
  useBulkUnpublishRedirectsMutation,
  useImportRedirectsMutation,
  useStartImportMutation,
  useReadImportJobMutation,
  useGetExportReportQuery,
  useLazyTestRedirectPathQuery,
  useGetNotFoundQuery,
  useLazyGetNotFoundSuggestionsQuery,
  useIgnoreNotFoundMutation,
  useDeleteNotFoundMutation,
  useGetRemovedUrlsQuery,
  useDismissRemovedUrlMutation,
  useGetRedirectLocalesQuery,
} = redirectsApi;
