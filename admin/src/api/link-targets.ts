import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { FindLinkTargets } from '../../../shared/contracts/internal-link';

/** Typed calls behind the "Internal link" field's picker; failures throw the admin's FetchError. */
export const useLinkTargetsApi = () => {
  const { get } = useFetchClient();
  return useMemo(
    () => ({
      /** Entries the admin may read whose title or path contains `q`, or whose documentId is `q`. */
      find: async (params: { q: string; locale?: string }, signal?: AbortSignal) =>
        (await get<FindLinkTargets.Response>('/sitetools/link-targets', { params, signal })).data.data,
    }),
    [get]
  );
};
