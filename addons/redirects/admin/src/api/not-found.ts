import { useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import type { FindNotFound, IgnoreNotFound, SuggestNotFound } from '../../../shared/contracts/not-found';
import { PLUGIN_NAME } from '../../../shared/contracts/permissions';

const BASE = `/${PLUGIN_NAME}/not-found`;

/** Typed calls to the 404 inbox's admin routes; errors are the fetch client's `FetchError`s. */
export const useNotFoundApi = () => {
  const { get, post, del } = useFetchClient();

  return React.useMemo(
    () => ({
      list: async (query: FindNotFound.Query) => (await get<FindNotFound.Response>(BASE, { params: query })).data,

      suggestions: async (id: number) => (await get<SuggestNotFound.Response>(`${BASE}/${id}/suggestions`)).data.data,

      ignore: async (id: number) => {
        await post<IgnoreNotFound.Response>(`${BASE}/${id}/ignore`);
      },

      remove: async (id: number) => {
        await del(`${BASE}/${id}`);
      },
    }),
    [get, post, del]
  );
};
