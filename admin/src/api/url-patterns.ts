import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type {
  FindPatternTokens,
  FindUrlPatterns,
  PreviewUrlPattern,
  SaveUrlPattern,
  UrlPatternInput,
} from '../../../shared/contracts/url-pattern';

const PATTERNS = '/sitetools/patterns';

/** Typed calls of the URL pattern admin routes; failures throw the admin's FetchError. */
export const useUrlPatternsApi = () => {
  const { get, post, put, del } = useFetchClient();
  return useMemo(
    () => ({
      list: async () => (await get<FindUrlPatterns.Response>(PATTERNS)).data.data,
      create: async (input: UrlPatternInput) => (await post<SaveUrlPattern.Response>(PATTERNS, input)).data.data,
      update: async (id: number, input: UrlPatternInput) => (await put<SaveUrlPattern.Response>(`${PATTERNS}/${id}`, input)).data.data,
      remove: async (id: number) => {
        await del(`${PATTERNS}/${id}`);
      },
      preview: async (input: UrlPatternInput, signal?: AbortSignal) =>
        (await post<PreviewUrlPattern.Response>(`${PATTERNS}/preview`, input, { signal })).data.data,
      tokens: async (contenttype: string, signal?: AbortSignal) =>
        (await get<FindPatternTokens.Response>(`${PATTERNS}/tokens`, { params: { contenttype }, signal })).data.data,
    }),
    [get, post, put, del]
  );
};
