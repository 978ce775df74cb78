import { useCallback, useEffect, useState } from 'react';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import type { UrlPattern } from '../../../../shared/contracts/url-pattern';
import { useContentTypesApi } from '../../api/content-types';
import { useLocalesApi, type SiteLocale } from '../../api/locales';
import { useUrlPatternsApi } from '../../api/url-patterns';

interface PatternsData {
  patterns: UrlPattern[];
  contentTypes: EnabledContentType[];
  locales: SiteLocale[];
}

/** What the URL patterns page shows: the patterns, the enabled content types and the locales. */
export const usePatternsData = () => {
  const api = useUrlPatternsApi();
  const contentTypesApi = useContentTypesApi();
  const localesApi = useLocalesApi();
  const [data, setData] = useState<PatternsData>();
  const [error, setError] = useState<unknown>();

  const reload = useCallback(async () => {
    try {
      const [patterns, contentTypes, locales] = await Promise.all([api.list(), contentTypesApi.enabled(), localesApi.list()]);
      setData({ patterns, contentTypes, locales });
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, [api, contentTypesApi, localesApi]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, reload };
};
