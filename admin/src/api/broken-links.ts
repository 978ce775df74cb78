import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { FindBrokenLinks } from '../../../shared/contracts/internal-link';

/** Typed call of `GET /sitetools/broken-links`, the Overview page's broken-links section. */
export const useBrokenLinksApi = () => {
  const { get } = useFetchClient();
  return useMemo(() => ({ find: async () => (await get<FindBrokenLinks.Response>('/sitetools/broken-links')).data }), [get]);
};
