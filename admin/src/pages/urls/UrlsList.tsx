import { Layouts, Page, Pagination, useRBAC } from '@strapi/strapi/admin';
import { Button, EmptyStateLayout, Loader, Flex } from '@strapi/design-system';
import { Magic, Upload } from '@strapi/icons';
import { EmptyDocuments } from '@strapi/icons/symbols';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ACTIONS } from '../../../../shared/contracts/permissions';
import type { AdminFindUrlAliases } from '../../../../shared/contracts/url-alias';
import { BulkGenerationDialog } from '../../components/urls/BulkGenerationDialog';
import { BulkGenerationStatus } from '../../components/urls/BulkGenerationStatus';
import type { Sort } from '../../components/urls/SortableTh';
import { UrlFilters } from '../../components/urls/UrlFilters';
import { UrlTable } from '../../components/urls/UrlTable';
import { useBulkJob } from '../../components/urls/use-bulk-job';
import { WebtoolsImportDialog } from '../../components/urls/WebtoolsImportDialog';
import { getTrad } from '../../utils/get-trad';
import { useFilterOptions } from './use-filter-options';
import { useUrlList } from './use-url-list';
import { useUrlsQuery } from './use-urls-query';

const PERMISSIONS = [
  { action: ACTIONS.generate, subject: null },
  { action: ACTIONS.importPaths, subject: null },
];
const PAGE_SIZES = ['10', '20', '50', '100'];

interface UrlListBodyProps {
  response?: AdminFindUrlAliases.Response;
  hasFilters: boolean;
  sort: Sort;
  onSort(sort: Sort): void;
}

/** The list itself: a loader until the first page arrives, the table, or why it is empty. */
const UrlListBody = ({ response, hasFilters, sort, onSort }: UrlListBodyProps) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });
  if (!response) {
    return (
      <Flex justifyContent="center" padding={8}>
        <Loader>{t('urls.loading', 'Loading the URLs')}</Loader>
      </Flex>
    );
  }
  if (response.data.length > 0) return <UrlTable aliases={response.data} sort={sort} onSort={onSort} />;
  return (
    <EmptyStateLayout
      icon={<EmptyDocuments width="16rem" />}
      content={
        hasFilters
          ? t('urls.empty.filtered', 'No URL matches this search or these filters.')
          : t('urls.empty', 'No URLs yet. Enable URL aliases on a content type, or generate URLs for existing entries.')
      }
    />
  );
};

/** The URL list with its filters, pages and the bulk generation. */
export const UrlsList = () => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string, values?: Record<string, number>) =>
    formatMessage({ id: getTrad(key), defaultMessage }, values);
  const { allowedActions } = useRBAC(PERMISSIONS);
  const { listQuery, sort, changeFilters, changeSort } = useUrlsQuery();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [webtoolsOpen, setWebtoolsOpen] = useState(false);
  const { contentTypes, locales } = useFilterOptions();
  const { job, failures, start, cancel } = useBulkJob();
  const list = useUrlList(listQuery);

  const pagination = list.response?.meta.pagination;
  const hasFilters = Boolean(listQuery.q || listQuery.contenttype || listQuery.locale);

  if (list.error && !list.response) return <Page.Error content={list.error} />;

  return (
    <Page.Main>
      <Page.Title>{t('urls.title', 'URLs')}</Page.Title>
      <Layouts.Header
        title={t('urls.title', 'URLs')}
        subtitle={pagination ? t('urls.subtitle', '{total, plural, one {# URL} other {# URLs}}', { total: pagination.total }) : undefined}
        secondaryAction={
          allowedActions.canImport && (
            <Button variant="secondary" startIcon={<Upload />} onClick={() => setWebtoolsOpen(true)}>
              {t('webtools.open', 'Convert from Webtools')}
            </Button>
          )
        }
        primaryAction={
          allowedActions.canGenerate && (
            <Button startIcon={<Magic />} onClick={() => setDialogOpen(true)} disabled={job?.status === 'running'}>
              {t('urls.bulk.open', 'Generate URLs')}
            </Button>
          )
        }
      />
      <Layouts.Content>
        {job && <BulkGenerationStatus job={job} failures={failures} onCancel={allowedActions.canGenerate ? cancel : undefined} />}
        <UrlFilters
          values={{ q: listQuery.q, contenttype: listQuery.contenttype, locale: listQuery.locale }}
          contentTypes={contentTypes}
          locales={locales}
          onChange={changeFilters}
        />
        <UrlListBody response={list.response} hasFilters={hasFilters} sort={sort} onSort={changeSort} />
        {pagination && pagination.total > 0 && (
          <Pagination.Root pageCount={pagination.pageCount} total={pagination.total} defaultPageSize={10}>
            <Pagination.PageSize options={PAGE_SIZES} />
            <Pagination.Links />
          </Pagination.Root>
        )}
      </Layouts.Content>
      {allowedActions.canGenerate && (
        <BulkGenerationDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          contentTypes={contentTypes}
          failures={failures}
          onStart={start}
        />
      )}
      {allowedActions.canImport && <WebtoolsImportDialog open={webtoolsOpen} onOpenChange={setWebtoolsOpen} />}
    </Page.Main>
  );
};
