import { useGetEnabledContentTypesQuery, useGetSiteLocalesQuery } from '../../api/sitetools-api';

/**
 * What the filters and the bulk dialog offer: the enabled content types and the site's locales.
 * Either list stays empty when it cannot be read (the locales need the i18n plugin), which hides
 * that filter rather than failing the page.
 */
export const useFilterOptions = () => {
  const contentTypes = useGetEnabledContentTypesQuery();
  const locales = useGetSiteLocalesQuery();
  return { contentTypes: contentTypes.data ?? NO_CONTENT_TYPES, locales: locales.data ?? NO_LOCALES };
};

// Stable empty lists, so that a failed read does not hand the page a new array on every render.
const NO_CONTENT_TYPES: never[] = [];
const NO_LOCALES: never[] = [];
