import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { CancelBulkGeneration, GetBulkGeneration, StartBulkGeneration } from '../../../shared/contracts/bulk-generation';

const BULK = '/sitetools/bulk-generation';

/** Typed calls of the bulk generation admin routes; failures throw the admin's FetchError. */
export const useBulkGenerationApi = () => {
  const { get, post } = useFetchClient();
  return useMemo(
    () => ({
      /** The current or last job (null before the first one) and the latest failures. */
      current: async () => (await get<GetBulkGeneration.Response>(BULK)).data,
      start: async (request: StartBulkGeneration.Request) => (await post<StartBulkGeneration.Response>(BULK, request)).data.data,
      cancel: async () => (await post<CancelBulkGeneration.Response>(`${BULK}/cancel`)).data.data,
    }),
    [get, post]
  );
};
