import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { CheckEntryAlias, FindEntryAlias, MakeFrontPage } from '../../../shared/contracts/entry-alias';

const base = (model: string) => `/sitetools/entry-alias/${encodeURIComponent(model)}`;

/** Typed calls behind the edit-view panel; failures throw the admin's FetchError. */
export const useEntryAliasApi = () => {
  const { get, post } = useFetchClient();
  return useMemo(
    () => ({
      /** The entry's live path, the path after publishing, and how it is made. */
      find: async (model: string, params: FindEntryAlias.Query, signal?: AbortSignal) =>
        (await get<FindEntryAlias.Response>(base(model), { params, signal })).data.data,
      /** Whether a hand-written path is well-formed and free for the entry. */
      check: async (model: string, body: CheckEntryAlias.Request, signal?: AbortSignal) =>
        (await post<CheckEntryAlias.Response>(`${base(model)}/check`, body, { signal })).data.data,
      /** Makes the entry the front page of its locale; answers with its new state. */
      makeFrontPage: async (model: string, body: MakeFrontPage.Request) =>
        (await post<MakeFrontPage.Response>(`${base(model)}/front-page`, body)).data.data,
    }),
    [get, post]
  );
};
