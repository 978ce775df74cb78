import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { CheckEntryAlias, MakeFrontPage } from '../../../shared/contracts/entry-alias';

const base = (model: string) => `/sitetools/entry-alias/${encodeURIComponent(model)}`;

/** Typed calls behind the edit-view panel; failures throw the admin's FetchError. */
export const useEntryAliasApi = () => {
  const { post } = useFetchClient();
  return useMemo(
    () => ({
      /** Whether a hand-written path is well-formed and free for the entry. */
      check: async (model: string, body: CheckEntryAlias.Request, signal?: AbortSignal) =>
        (await post<CheckEntryAlias.Response>(`${base(model)}/check`, body, { signal })).data.data,
      /** Makes the entry the front page of its locale; answers with its new state. */
      makeFrontPage: async (model: string, body: MakeFrontPage.Request) =>
        (await post<MakeFrontPage.Response>(`${base(model)}/front-page`, body)).data.data,
    }),
    [post]
  );
};
