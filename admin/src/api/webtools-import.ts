import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { RunWebtoolsImport } from '../../../shared/contracts/webtools-import';

const IMPORT = '/sitetools/webtools-import';

/** The conversion from Strapi Webtools; failures throw the admin's FetchError. */
export const useWebtoolsImportApi = () => {
  const { post } = useFetchClient();
  return useMemo(
    () => ({
      /** A dry run (`dryRun: true`) reports; an apply writes everything in one transaction. */
      run: async (dryRun: boolean) =>
        (await post<RunWebtoolsImport.Response>(IMPORT, { dryRun } satisfies RunWebtoolsImport.Request)).data.data,
    }),
    [post]
  );
};
