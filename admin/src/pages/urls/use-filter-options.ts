import { useEffect, useState } from 'react';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import { useContentTypesApi } from '../../api/content-types';
import { useLocalesApi, type SiteLocale } from '../../api/locales';

/**
 * What the filters and the bulk dialog offer: the enabled content types and the site's locales.
 * Either list stays empty when it cannot be read (the locales need the i18n plugin), which hides
 * that filter rather than failing the page.
 */
export const useFilterOptions = () => {
  const contentTypesApi = useContentTypesApi();
  const localesApi = useLocalesApi();
  const [contentTypes, setContentTypes] = useState<EnabledContentType[]>([]);
  const [locales, setLocales] = useState<SiteLocale[]>([]);

  useEffect(() => {
    contentTypesApi.enabled().then(setContentTypes, () => setContentTypes([]));
  }, [contentTypesApi]);
  useEffect(() => {
    localesApi.list().then(setLocales, () => setLocales([]));
  }, [localesApi]);

  return { contentTypes, locales };
};
