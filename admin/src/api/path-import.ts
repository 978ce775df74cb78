import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { ImportPaths } from '../../../shared/contracts/path-import';

/** Typed call of the paths import route; failures throw the admin's FetchError. */
export const usePathImportApi = () => {
  const { post } = useFetchClient();
  return useMemo(
    () => ({
      /** Reports each line of the file; with `dryRun: false` also writes the accepted ones. */
      run: async (request: ImportPaths.Request) => (await post<ImportPaths.Response>('/sitetools/paths/import', request)).data,
    }),
    [post]
  );
};
