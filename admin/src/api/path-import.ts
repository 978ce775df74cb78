import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { GetPathImport, ImportPaths } from '../../../shared/contracts/path-import';

const IMPORT = '/sitetools/paths/import';

type File = Pick<ImportPaths.Request, 'format' | 'content' | 'columns'>;

/** Typed calls of the paths import routes; failures throw the admin's FetchError. */
export const usePathImportApi = () => {
  const { get, post } = useFetchClient();
  return useMemo(
    () => ({
      /** Reports what the import would do with each line of the file, writing nothing. */
      check: async (file: File) => (await post<ImportPaths.Response>(IMPORT, { ...file, dryRun: true })).data,
      /** Starts applying the accepted lines in the background; resolves with the job at once. */
      apply: async (file: File) => (await post<ImportPaths.ApplyResponse>(IMPORT, { ...file, dryRun: false })).data.data,
      /** The import being applied, or the last one (null before the first). */
      current: async () => (await get<GetPathImport.Response>(IMPORT)).data.data,
    }),
    [get, post]
  );
};
