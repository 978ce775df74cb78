import { useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import { PLUGIN_NAME } from '../../../shared/contracts/permissions';
import type { ExportRedirects } from '../../../shared/contracts/redirects';

/**
 * The published redirects as file text, for a download. A plain fetch, not a query of the
 * admin's store: the file is handed to the browser at once and never shown or cached, so it has
 * nothing for a tag to refresh. Errors are the fetch client's `FetchError`s.
 */
export const useExportRedirects = () => {
  const { get } = useFetchClient();
  return React.useCallback(
    async (params: ExportRedirects.Query) =>
      (
        await get<string>(`/${PLUGIN_NAME}/redirects/export`, {
          params,
          responseType: 'text',
        })
      ).data,
    [get]
  );
};
