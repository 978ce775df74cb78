import { useDebounce } from '@strapi/strapi/admin';
import { Flex, Searchbar, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import type { SiteLocale } from '../../api/locales';
import { getTrad } from '../../utils/get-trad';

/** The filters as the URL query holds them; an absent key is no filter. */
export interface UrlFilterValues {
  q?: string;
  contenttype?: string;
  locale?: string;
}

interface UrlFiltersProps {
  values: UrlFilterValues;
  contentTypes: EnabledContentType[];
  /** Empty when the i18n plugin's locales cannot be read: the locale filter is then hidden. */
  locales: SiteLocale[];
  onChange(values: UrlFilterValues): void;
}

// Typing pauses this long before the list is searched, so a word costs one request, not one per key.
const SEARCH_DELAY_MS = 300;

interface FilterSelectProps {
  label: string;
  placeholder: string;
  value?: string;
  options: Array<{ value: string; label: string }>;
  /** Called with undefined when the filter is cleared. */
  onChange(value: string | undefined): void;
}

/** One filter: a select whose empty value means "all". */
const FilterSelect = ({ label, placeholder, value, options, onChange }: FilterSelectProps) => {
  const { formatMessage } = useIntl();
  return (
    <SingleSelect
      aria-label={label}
      placeholder={placeholder}
      value={value ?? null}
      onChange={(next) => onChange(String(next))}
      onClear={() => onChange(undefined)}
      clearLabel={formatMessage({ id: getTrad('urls.filters.clear'), defaultMessage: 'Clear the filter' })}
      size="S"
    >
      {options.map((option) => (
        <SingleSelectOption key={option.value} value={option.value}>
          {option.label}
        </SingleSelectOption>
      ))}
    </SingleSelect>
  );
};

/** Search by path, and filters by content type and by locale. */
export const UrlFilters = ({ values, contentTypes, locales, onChange }: UrlFiltersProps) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });
  const [search, setSearch] = useState(values.q ?? '');
  const debounced = useDebounce(search, SEARCH_DELAY_MS);

  // The search this box last sent. The query reaches the URL some time after it is sent: by then
  // the box may hold newer typing, which the echo of the older search must not overwrite.
  const sent = useRef(values.q ?? '');
  // The query changes without typing too (back button, a link): the box follows it.
  useEffect(() => {
    if ((values.q ?? '') === sent.current) return;
    sent.current = values.q ?? '';
    setSearch(values.q ?? '');
  }, [values.q]);
  useEffect(() => {
    if (debounced === (values.q ?? '')) return;
    sent.current = debounced;
    onChange({ q: debounced || undefined });
    // Only a settled search triggers a change; values and onChange change on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Flex gap={4} paddingBottom={4} wrap="wrap">
      <Flex flex="1" minWidth="24rem">
        <Searchbar
          name="q"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onClear={() => setSearch('')}
          clearLabel={t('urls.search.clear', 'Clear the search')}
          placeholder={t('urls.search.placeholder', 'Search a path')}
        >
          {t('urls.search.label', 'Search a path')}
        </Searchbar>
      </Flex>
      <FilterSelect
        label={t('urls.filters.contentType', 'Content type')}
        placeholder={t('urls.filters.allContentTypes', 'All content types')}
        value={values.contenttype}
        options={contentTypes.map((type) => ({ value: type.uid, label: type.displayName }))}
        onChange={(contenttype) => onChange({ contenttype })}
      />
      {locales.length > 0 && (
        <FilterSelect
          label={t('urls.filters.locale', 'Locale')}
          placeholder={t('urls.filters.allLocales', 'All locales')}
          value={values.locale}
          options={locales.map((locale) => ({ value: locale.code, label: locale.name }))}
          onChange={(locale) => onChange({ locale })}
        />
      )}
    </Flex>
  );
};
