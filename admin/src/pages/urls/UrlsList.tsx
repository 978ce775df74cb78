import { Layouts, Page, Pagination, useQueryParams, useRBAC, withEncodedUserParams } from '@strapi/strapi/admin';
import { Button, EmptyStateLayout, Loader, Flex } from '@strapi/design-system';
import { Magic } from '@strapi/icons';
import { EmptyDocuments } from '@strapi/icons/symbols';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ACTIONS } from '../../../../shared/contracts/permissions';
import {
  ADMIN_ALIAS_SORT_FIELDS,
  type AdminAliasSortField,
  type AdminFindUrlAliases,
} from '../../../../shared/contracts/url-alias';
import { BulkGenerationDialog } from '../../components/urls/BulkGenerationDialog';
import { BulkGenerationStatus } from '../../components/urls/BulkGenerationStatus';
import type { Sort } from '../../components/urls/SortableTh';
import { UrlFilters, type UrlFilterValues } from '../../components/urls/UrlFilters';
import { UrlTable } from '../../components/urls/UrlTable';
import { useBulkJob } from '../../components/urls/use-bulk-job';
import { getTrad } from '../../utils/get-trad';
import { useFilterOptions } from './use-filter-options';
import { useUrlList } from './use-url-list';

/**
 * The page's state in the URL query, so that a link or a reload shows the same list. The search
 * is `_q`, which the admin's pagination re-encodes when it changes pages.
 */
interface UrlsQuery {
  _q?: string;
  contenttype?: string;
  locale?: string;
  sort?: string;
  page?: string;
  pageSize?: string;
}

const GENERATE = [{ action: ACTIONS.generate, subject: null }];
const PAGE_SIZES = ['10', '20', '50', '100'];
const DEFAULT_SORT: Sort = { field: 'url_path', direction: 'asc' };

const parseSort = (value: string | undefined): Sort => {
  const [field, direction] = (value ?? '').split(':');
  const known = (ADMIN_ALIAS_SORT_FIELDS as readonly string[]).includes(field);
  return known && (direction === 'asc' || direction === 'desc')
    ? { field: field as AdminAliasSortField, direction }
    : DEFAULT_SORT;
};

/** The URL list with its filters, pages and the bulk generation. */
export const UrlsList = () => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string, values?: Record<string, number>) =>
    formatMessage({ id: getTrad(key), defaultMessage }, values);
  const { allowedActions } = useRBAC(GENERATE);
  const [{ query }, setQuery] = useQueryParams<UrlsQuery>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { contentTypes, locales } = useFilterOptions();
  const { job, finished, start, cancel } = useBulkJob();
  const sort = parseSort(query.sort);
  const listQuery: AdminFindUrlAliases.Query = {
    q: query._q || undefined,
    contenttype: query.contenttype,
    locale: query.locale,
    sort: `${sort.field}:${sort.direction}`,
    page: Number(query.page ?? 1),
    pageSize: Number(query.pageSize ?? 10),
  };
  // A job that stops running has created or moved aliases: the list is read again.
  const list = useUrlList(listQuery, finished);

  const change = (next: Partial<UrlsQuery>) => setQuery(withEncodedUserParams(query, { ...next, page: '1' }));
  const changeFilters = (values: UrlFilterValues) => {
    const { q, ...filters } = values;
    // The admin's query helper writes values unencoded; a search may hold `&` or `#`.
    change('q' in values ? { ...filters, _q: q ? encodeURIComponent(q) : undefined } : filters);
  };

  const pagination = list.response?.meta.pagination;
  const hasFilters = Boolean(listQuery.q || listQuery.contenttype || listQuery.locale);

  if (list.error && !list.response) return <Page.Error content={list.error} />;

  return (
    <Page.Main>
      <Page.Title>{t('urls.title', 'URLs')}</Page.Title>
      <Layouts.Header
        title={t('urls.title', 'URLs')}
        subtitle={pagination ? t('urls.subtitle', '{total, plural, one {# URL} other {# URLs}}', { total: pagination.total }) : undefined}
        primaryAction={
          allowedActions.canGenerate && (
            <Button startIcon={<Magic />} onClick={() => setDialogOpen(true)} disabled={job?.status === 'running'}>
              {t('urls.bulk.open', 'Generate URLs')}
            </Button>
          )
        }
      />
      <Layouts.Content>
        {job && <BulkGenerationStatus job={job} onCancel={allowedActions.canGenerate ? cancel : undefined} />}
        <UrlFilters
          values={{ q: listQuery.q, contenttype: listQuery.contenttype, locale: listQuery.locale }}
          contentTypes={contentTypes}
          locales={locales}
          onChange={changeFilters}
        />
        {!list.response ? (
          <Flex justifyContent="center" padding={8}>
            <Loader>{t('urls.loading', 'Loading the URLs')}</Loader>
          </Flex>
        ) : list.response.data.length === 0 ? (
          <EmptyStateLayout
            icon={<EmptyDocuments width="16rem" />}
            content={
              hasFilters
                ? t('urls.empty.filtered', 'No URL matches this search or these filters.')
                : t('urls.empty', 'No URLs yet. Enable URL aliases on a content type, or generate URLs for existing entries.')
            }
          />
        ) : (
          <UrlTable
            aliases={list.response.data}
            sort={sort}
            onSort={(next) => change({ sort: `${next.field}:${next.direction}` })}
          />
        )}
        {pagination && pagination.total > 0 && (
          <Pagination.Root pageCount={pagination.pageCount} total={pagination.total} defaultPageSize={10}>
            <Pagination.PageSize options={PAGE_SIZES} />
            <Pagination.Links />
          </Pagination.Root>
        )}
      </Layouts.Content>
      {allowedActions.canGenerate && (
        <BulkGenerationDialog open={dialogOpen} onOpenChange={setDialogOpen} contentTypes={contentTypes} onStart={start} />
      )}
    </Page.Main>
  );
};
