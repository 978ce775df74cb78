import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { ImportPaths } from '../../../shared/contracts/path-import';

const IMPORT = '/sitetools/paths/import';

type File = Pick<ImportPaths.Request, 'format' | 'content' | 'columns'>;

/**
 * The paths import's dry run; failures throw the admin's FetchError, whose field the page shows
 * under the file. Applying and watching the import are in `jobs-api`.
 */
export const usePathImportApi = () => {
  const { post } = useFetchClient();
  return useMemo(
    () => ({
      /** Reports what the import would do with each line of the file, writing nothing. */
      check: async (file: File) => (await post<ImportPaths.Response>(IMPORT, { ...file, dryRun: true })).data,
    }),
    [post]
  );
};
