import type { CancelBulkGeneration, GetBulkGeneration, StartBulkGeneration } from '../../../shared/contracts/bulk-generation';
import type { GetPathImport, ImportPaths, PathImportJob } from '../../../shared/contracts/path-import';
import { sitetoolsApi } from './sitetools-api';

const BULK = '/sitetools/bulk-generation';
const PATH_IMPORT = '/sitetools/paths/import';

type JobStatus = { status: string } | null | undefined;

const ended = (before: JobStatus, after: JobStatus) => before?.status === 'running' && after?.status !== 'running';

/**
 * The background jobs that write aliases: the bulk generation and the paths import. Each is a
 * query polled while it runs; the poll that first sees a job stopped marks every alias view
 * stale, whichever page watches it.
 */
const jobsApi = sitetoolsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The current or last bulk job (null before the first one) and the latest failures. */
    getBulkGeneration: build.query<GetBulkGeneration.Response, void>({
      query: () => ({ url: BULK, method: 'GET' }),
      providesTags: ['SitetoolsBulkGeneration'],
      async onQueryStarted(_arg, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data?.data;
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && ended(before, data.data)) dispatch(sitetoolsApi.util.invalidateTags(['SitetoolsUrlAlias']));
      },
    }),
    /**
     * Starts a bulk job; the cached job becomes the running one at once, so polling starts (a
     * refetch instead could miss a short job's run, and with it the end that stales the aliases).
     */
    startBulkGeneration: build.mutation<StartBulkGeneration.Response['data'], StartBulkGeneration.Request>({
      query: (data) => ({ url: BULK, method: 'POST', data }),
      transformResponse: (response: StartBulkGeneration.Response) => response.data,
      invalidatesTags: (job) => (job && job.status !== 'running' ? ['SitetoolsBulkGeneration', 'SitetoolsUrlAlias'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: job } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!job) return;
        dispatch(
          jobsApi.util.updateQueryData('getBulkGeneration', undefined, (draft) => {
            draft.data = job;
          })
        );
      },
    }),
    /** Stops the running bulk job; what it wrote so far and the failures are read again. */
    cancelBulkGeneration: build.mutation<CancelBulkGeneration.Response['data'], void>({
      query: () => ({ url: `${BULK}/cancel`, method: 'POST' }),
      transformResponse: (response: CancelBulkGeneration.Response) => response.data,
      invalidatesTags: ['SitetoolsBulkGeneration', 'SitetoolsUrlAlias'],
    }),
    /** The paths import being applied, or the last one (null before the first). */
    getPathImport: build.query<PathImportJob | null, void>({
      query: () => ({ url: PATH_IMPORT, method: 'GET' }),
      transformResponse: (response: GetPathImport.Response) => response.data,
      async onQueryStarted(_arg, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && ended(before, data)) dispatch(sitetoolsApi.util.invalidateTags(['SitetoolsUrlAlias']));
      },
    }),
    /** Reports what the import would do with each line of a file, writing nothing (no tag changes). */
    checkPathImport: build.mutation<ImportPaths.Response, Pick<ImportPaths.Request, 'format' | 'content'>>({
      query: (file) => ({ url: PATH_IMPORT, method: 'POST', data: { ...file, dryRun: true } satisfies ImportPaths.Request }),
    }),
    /**
     * Starts applying a file's accepted lines in the background; the cached job becomes the
     * started one at once. An import that ends at once has written its aliases already.
     */
    applyPathImport: build.mutation<PathImportJob, Pick<ImportPaths.Request, 'format' | 'content'>>({
      query: (file) => ({ url: PATH_IMPORT, method: 'POST', data: { ...file, dryRun: false } satisfies ImportPaths.Request }),
      transformResponse: (response: ImportPaths.ApplyResponse) => response.data,
      invalidatesTags: (job) => (job && job.status !== 'running' ? ['SitetoolsUrlAlias'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: job } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (job) dispatch(jobsApi.util.upsertQueryData('getPathImport', undefined, job));
      },
    }),
  }),
});

export const {
  useGetBulkGenerationQuery,
  useStartBulkGenerationMutation,
  useCancelBulkGenerationMutation,
  useGetPathImportQuery,
  useApplyPathImportMutation,
  useCheckPathImportMutation,
} = jobsApi;
