import { Flex } from '@strapi/design-system';
import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { ACTIONS } from '../../../shared/contracts/permissions';
import type { RedirectFields } from '../../../shared/contracts/redirects';
import { useDismissRemovedUrlMutation } from '../api/redirects-api';
import { RedirectModal } from '../components/RedirectModal';
import { RemovedUrlTable } from '../components/RemovedUrlTable';
import { SearchForm } from '../components/SearchForm';
import { useNotifyError } from '../hooks/useNotifyError';
import { useRedirectPermissions } from '../hooks/useRedirectPermissions';
import { useRemovedUrlList } from '../hooks/useRemovedUrlList';
import { getTrad } from '../utils/get-trad';
import { ListPagination } from '../components/ListPagination';
import { searchInUrl } from '../utils/search-in-url';

const RemovedUrlList = () => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const notifyError = useNotifyError();
  const can = useRedirectPermissions();
  const [dismiss] = useDismissRemovedUrlMutation();
  const { query, setQuery, data, isLoading } = useRemovedUrlList();
  // The redirect (or gone rule) the modal opens with; saving it takes the path out of the queue.
  const [dialog, setDialog] = React.useState<Partial<RedirectFields> | null>(null);
  const text = (id: string, defaultMessage: string) => formatMessage({ id: getTrad(id), defaultMessage });
  const title = text('removed.title', 'Removed pages');

  const searchFor = searchInUrl(setQuery);

  const dismissRow = async (id: number) => {
    try {
      await dismiss(id).unwrap();
      toggleNotification({ type: 'success', message: text('removed.notice.dismissed', 'Path dismissed: it still answers 404') });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header
        title={title}
        subtitle={formatMessage(
          {
            id: getTrad('removed.subtitle'),
            defaultMessage:
              '{total, plural, one {# path answers} other {# paths answer}} 404 since {total, plural, one {its page was} other {their pages were}} removed',
          },
          { total: data?.meta.pagination.total ?? 0 }
        )}
      />
      <Layouts.Action
        startActions={
          <SearchForm
            initial={query.q ?? ''}
            onSearch={searchFor}
            label={text('removed.search', 'Search paths')}
            placeholder={text('removed.search', 'Search paths')}
            clearLabel={text('list.search.clear', 'Clear the search')}
          />
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <RemovedUrlTable
            rows={data?.data ?? []}
            isLoading={isLoading && !data}
            can={{ createRedirect: can.canCreate, dismiss: can.canNotFoundManage }}
            onRedirect={(row) => setDialog({ from: row.path })}
            onMarkGone={(row) => setDialog({ from: row.path, status_code: 410, to: null })}
            onDismiss={(row) => void dismissRow(row.id)}
          />
          <ListPagination pagination={data?.meta.pagination} />
        </Flex>
      </Layouts.Content>
      {dialog && <RedirectModal initial={dialog} canPublish={can.canPublish} onClose={() => setDialog(null)} />}
    </Page.Main>
  );
};

/** The removed pages' queue, read with the 404 inbox's permission. */
export const RemovedUrlsPage = () => (
  <Page.Protect permissions={[{ action: ACTIONS.notFoundRead, subject: null }]}>
    <RemovedUrlList />
  </Page.Protect>
);
