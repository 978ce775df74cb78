import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import type { ContentTypesResponse } from '../../../shared/contracts/content-types';
import type {
  FindPatternTokens,
  FindUrlPatterns,
  PreviewUrlPattern,
  SaveUrlPattern,
  UrlPatternInput,
} from '../../../shared/contracts/url-pattern';

const PATTERNS = '/sitetools/patterns';

/** A locale of the site, as `GET /i18n/locales` returns it. */
export interface SiteLocale {
  code: string;
  name: string;
  isDefault: boolean;
}

/** Typed calls of the URL pattern admin routes; failures throw the admin's FetchError. */
export const useUrlPatternsApi = () => {
  const { get, post, put, del } = useFetchClient();
  return useMemo(
    () => ({
      list: async () => (await get<FindUrlPatterns.Response>(PATTERNS)).data.data,
      create: async (input: UrlPatternInput) => (await post<SaveUrlPattern.Response>(PATTERNS, input)).data.data,
      update: async (id: number, input: UrlPatternInput) =>
        (await put<SaveUrlPattern.Response>(`${PATTERNS}/${id}`, input)).data.data,
      remove: async (id: number) => {
        await del(`${PATTERNS}/${id}`);
      },
      preview: async (input: UrlPatternInput, signal?: AbortSignal) =>
        (await post<PreviewUrlPattern.Response>(`${PATTERNS}/preview`, input, { signal })).data.data,
      tokens: async (contenttype: string, signal?: AbortSignal) =>
        (await get<FindPatternTokens.Response>(`${PATTERNS}/tokens`, { params: { contenttype }, signal })).data.data,
      /** The content types a pattern can be for: those with URL aliases enabled. */
      contentTypes: async () => (await get<ContentTypesResponse>('/sitetools/content-types')).data.data,
      /** The site's locales (the i18n plugin's admin route). */
      locales: async () => (await get<SiteLocale[]>('/i18n/locales')).data,
    }),
    [get, post, put, del]
  );
};
