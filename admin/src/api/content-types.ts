import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { ContentTypesResponse } from '../../../shared/contracts/content-types';

/** Typed call of `GET /sitetools/content-types`; failures throw the admin's FetchError. */
export const useContentTypesApi = () => {
  const { get } = useFetchClient();
  return useMemo(
    () => ({
      /** The content types with URL aliases enabled, sorted by display name. */
      enabled: async () => (await get<ContentTypesResponse>('/sitetools/content-types')).data.data,
    }),
    [get]
  );
};
