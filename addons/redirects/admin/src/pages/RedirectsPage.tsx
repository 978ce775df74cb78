import { Button, Flex } from '@strapi/design-system';
import { Plus, Upload } from '@strapi/icons';
import { Layouts, Page } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { ACTIONS } from '../../../shared/contracts/permissions';
import type { AdminRedirect } from '../../../shared/contracts/redirects';
import { BulkActions } from '../components/BulkActions';
import { ExportButtons } from '../components/ExportButtons';
import { HitsShed } from '../components/HitsShed';
import { ImportModal } from '../components/ImportModal';
import { RedirectFilters } from '../components/RedirectFilters';
import { PathTester } from '../components/PathTester';
import { RedirectModal } from '../components/RedirectModal';
import { RedirectTable } from '../components/RedirectTable';
import { filterOf, useRedirectList } from '../hooks/useRedirectList';
import { useRedirectPermissions } from '../hooks/useRedirectPermissions';
import { getTrad } from '../utils/get-trad';
import { ListPagination } from '../components/ListPagination';

type Dialog = { kind: 'create' } | { kind: 'edit'; redirect: AdminRedirect } | { kind: 'import' } | null;

const RedirectsList = () => {
  const { formatMessage } = useIntl();
  const can = useRedirectPermissions();
  const { query, setQuery, data, isLoading } = useRedirectList();
  const [dialog, setDialog] = React.useState<Dialog>(null);
  const title = formatMessage({ id: getTrad('page.title'), defaultMessage: 'Redirects' });
  const close = () => setDialog(null);

  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header
        title={title}
        subtitle={formatMessage(
          { id: getTrad('page.subtitle'), defaultMessage: '{total, plural, one {# redirect} other {# redirects}}' },
          { total: data?.meta.pagination.total ?? 0 }
        )}
        primaryAction={
          can.canCreate && (
            <Button startIcon={<Plus />} onClick={() => setDialog({ kind: 'create' })}>
              {formatMessage({ id: getTrad('action.create'), defaultMessage: 'Create a redirect' })}
            </Button>
          )
        }
      />
      <Layouts.Action
        startActions={<RedirectFilters query={query} setQuery={setQuery} />}
        endActions={
          <Flex gap={2}>
            {can.canImport && (
              <Button variant="secondary" startIcon={<Upload />} onClick={() => setDialog({ kind: 'import' })}>
                {formatMessage({ id: getTrad('import.button'), defaultMessage: 'Import' })}
              </Button>
            )}
            {can.canExport && <ExportButtons />}
          </Flex>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <PathTester />
          <BulkActions filter={filterOf(query)} total={data?.meta.pagination.total ?? 0} can={can} />
          <HitsShed shed={data?.meta.shed} />
          <RedirectTable
            rows={data?.data ?? []}
            isLoading={isLoading && !data}
            can={can}
            onEdit={(redirect) => setDialog({ kind: 'edit', redirect })}
          />
          <ListPagination pagination={data?.meta.pagination} />
        </Flex>
      </Layouts.Content>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <RedirectModal redirect={dialog.kind === 'edit' ? dialog.redirect : undefined} canPublish={can.canPublish} onClose={close} />
      )}
      {dialog?.kind === 'import' && <ImportModal onClose={close} canApply={can.canCreate && can.canUpdate && can.canPublish} />}
    </Page.Main>
  );
};

/** The Redirects page: users without the read permission see the admin's "no permissions" page. */
export const RedirectsPage = () => (
  <Page.Protect permissions={[{ action: ACTIONS.read, subject: null }]}>
    <RedirectsList />
  </Page.Protect>
);
