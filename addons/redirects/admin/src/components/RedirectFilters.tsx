import { Flex, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { REDIRECT_KINDS, STATUS_CODES } from '../../../shared/contracts/redirects';
import type { ListUrlQuery } from '../hooks/useRedirectList';
import { getTrad } from '../utils/get-trad';
import { SearchForm } from './SearchForm';

interface RedirectFiltersProps {
  query: ListUrlQuery;
  setQuery: (next: ListUrlQuery, method?: 'push' | 'remove') => void;
}

const ALL = 'all';

/** The choices of the "unused for" filter, in days. */
const UNUSED_DAYS = [30, 90, 180, 365];

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/** A filter with an "all" choice first. */
const FilterSelect = ({ label, allLabel, value, options, onChange }: FilterSelectProps) => (
  <SingleSelect aria-label={label} value={value ?? ALL} onChange={(next) => onChange(String(next))} size="S">
    <SingleSelectOption value={ALL}>{allLabel}</SingleSelectOption>
    {options.map((option) => (
      <SingleSelectOption key={option.value} value={option.value}>
        {option.label}
      </SingleSelectOption>
    ))}
  </SingleSelect>
);

/** Search on from/to and filters by status code, state, kind and days unused, kept in the page URL. */
export const RedirectFilters = ({ query, setQuery }: RedirectFiltersProps) => {
  const { formatMessage } = useIntl();

  // A filter change starts again on page 1; "all" removes the parameter. The admin's query
  // helper writes values unencoded, so a search for "a&b" must be encoded here.
  const apply = (key: 'q' | 'status_code' | 'state' | 'kind' | 'unusedDays', value: string) => {
    if (value === ALL || value === '') setQuery({ [key]: '', page: '' }, 'remove');
    else setQuery({ [key]: encodeURIComponent(value), page: '1' });
  };

  return (
    <Flex gap={2} wrap="wrap">
      <SearchForm
        initial={query.q ?? ''}
        onSearch={(value) => apply('q', value)}
        label={formatMessage({ id: getTrad('list.search.label'), defaultMessage: 'Search redirects' })}
        placeholder={formatMessage({ id: getTrad('list.search.placeholder'), defaultMessage: 'Search from or to' })}
        clearLabel={formatMessage({ id: getTrad('list.search.clear'), defaultMessage: 'Clear the search' })}
      />
      <FilterSelect
        label={formatMessage({ id: getTrad('list.filter.status_code'), defaultMessage: 'Status code' })}
        allLabel={formatMessage({ id: getTrad('list.filter.status_code.all'), defaultMessage: 'All status codes' })}
        value={query.status_code}
        options={STATUS_CODES.map((code) => ({ value: String(code), label: String(code) }))}
        onChange={(value) => apply('status_code', value)}
      />
      <FilterSelect
        label={formatMessage({ id: getTrad('list.filter.state'), defaultMessage: 'State' })}
        allLabel={formatMessage({ id: getTrad('list.filter.state.all'), defaultMessage: 'All states' })}
        value={query.state}
        options={[
          { value: 'draft', label: formatMessage({ id: getTrad('state.draft'), defaultMessage: 'Draft' }) },
          { value: 'published', label: formatMessage({ id: getTrad('state.published'), defaultMessage: 'Published' }) },
        ]}
        onChange={(value) => apply('state', value)}
      />
      <FilterSelect
        label={formatMessage({ id: getTrad('list.filter.kind'), defaultMessage: 'Kind' })}
        allLabel={formatMessage({ id: getTrad('list.filter.kind.all'), defaultMessage: 'All kinds' })}
        value={query.kind}
        options={REDIRECT_KINDS.map((kind) => ({
          value: kind,
          label: formatMessage({ id: getTrad(`kind.${kind}`), defaultMessage: kind }),
        }))}
        onChange={(value) => apply('kind', value)}
      />
      <FilterSelect
        label={formatMessage({ id: getTrad('list.filter.unused'), defaultMessage: 'Unused for' })}
        allLabel={formatMessage({ id: getTrad('list.filter.unused.all'), defaultMessage: 'Used or not' })}
        value={query.unusedDays}
        options={UNUSED_DAYS.map((days) => ({
          value: String(days),
          label: formatMessage({ id: getTrad('list.filter.unused.days'), defaultMessage: 'Unused for {days} days' }, { days }),
        }))}
        onChange={(value) => apply('unusedDays', value)}
      />
    </Flex>
  );
};
