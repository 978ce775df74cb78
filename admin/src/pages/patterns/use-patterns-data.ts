import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import type { UrlPattern } from '../../../../shared/contracts/url-pattern';
import type { SiteLocale } from '../../api/locales';
import { useGetUrlPatternsQuery } from '../../api/patterns-api';
import { useGetEnabledContentTypesQuery, useGetSiteLocalesQuery } from '../../api/sitetools-api';

interface PatternsData {
  patterns: UrlPattern[];
  contentTypes: EnabledContentType[];
  locales: SiteLocale[];
}

/**
 * What the URL patterns page shows: the patterns, the enabled content types and the locales,
 * from the admin's cache; saving or deleting a pattern invalidates the list.
 */
export const usePatternsData = (): { data?: PatternsData; error?: unknown } => {
  const patterns = useGetUrlPatternsQuery();
  const contentTypes = useGetEnabledContentTypesQuery();
  const locales = useGetSiteLocalesQuery();
  const error = patterns.error ?? contentTypes.error ?? locales.error;
  if (!patterns.data || !contentTypes.data || !locales.data) return { error };
  return { data: { patterns: patterns.data, contentTypes: contentTypes.data, locales: locales.data }, error };
};
