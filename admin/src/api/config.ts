import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { GetConfig } from '../../../shared/contracts/config';

/** Typed call of `GET /sitetools/config`, the Overview page's data. */
export const useConfigApi = () => {
  const { get } = useFetchClient();
  return useMemo(() => ({ overview: async () => (await get<GetConfig.Response>('/sitetools/config')).data.data }), [get]);
};
