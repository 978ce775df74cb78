import { useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import { PLUGIN_NAME } from '../../../shared/contracts/permissions';
import type {
  ExportRedirects,
  FindRedirects,
  ImportFormat,
  ImportRedirects,
  RedirectFields,
  SaveRedirect,
} from '../../../shared/contracts/redirects';

const BASE = `/${PLUGIN_NAME}/redirects`;

/** Typed calls to the addon's admin routes; errors are the fetch client's `FetchError`s. */
export const useRedirectsApi = () => {
  const { get, post, put, del } = useFetchClient();

  return React.useMemo(
    () => ({
      list: async (query: FindRedirects.Query) => (await get<FindRedirects.Response>(BASE, { params: query })).data,

      create: async (data: RedirectFields, publish: boolean) =>
        (await post<SaveRedirect.Response, SaveRedirect.Request>(BASE, { data, publish })).data,

      update: async (documentId: string, data: RedirectFields) =>
        (await put<SaveRedirect.Response, SaveRedirect.Request>(`${BASE}/${documentId}`, { data })).data,

      remove: async (documentId: string) => {
        await del(`${BASE}/${documentId}`);
      },

      publish: async (documentId: string) => {
        await post(`${BASE}/${documentId}/publish`);
      },

      unpublish: async (documentId: string) => {
        await post(`${BASE}/${documentId}/unpublish`);
      },

      import: async (request: ImportRedirects.Request) =>
        (await post<ImportRedirects.Response, ImportRedirects.Request>(`${BASE}/import`, request)).data,

      /** The published redirects as file text. */
      export: async (format: ImportFormat) =>
        (await get(`${BASE}/export`, { params: { format } satisfies ExportRedirects.Query, responseType: 'text' })).data,
    }),
    [get, post, put, del]
  );
};
