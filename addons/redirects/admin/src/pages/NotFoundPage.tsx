import { Flex } from '@strapi/design-system';
import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import type { NotFoundRow } from '../../../shared/contracts/not-found';
import { ACTIONS } from '../../../shared/contracts/permissions';
import { useDeleteNotFoundMutation, useIgnoreNotFoundMutation, useLazyGetNotFoundSuggestionsQuery } from '../api/redirects-api';
import { NotFoundTable } from '../components/NotFoundTable';
import { RedirectModal } from '../components/RedirectModal';
import { SearchForm } from '../components/SearchForm';
import { ShowIgnoredSwitch } from '../components/ShowIgnoredSwitch';
import { useNotFoundList } from '../hooks/useNotFoundList';
import { useNotifyError } from '../hooks/useNotifyError';
import { useRedirectPermissions } from '../hooks/useRedirectPermissions';
import { getTrad } from '../utils/get-trad';
import { ListPagination } from '../components/ListPagination';
import { searchInUrl } from '../utils/search-in-url';

type Dialog = { row: NotFoundRow; suggestions: string[] } | null;

const NotFoundList = () => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const notifyError = useNotifyError();
  const can = useRedirectPermissions();
  const [ignore] = useIgnoreNotFoundMutation();
  const [remove] = useDeleteNotFoundMutation();
  const [getSuggestions] = useLazyGetNotFoundSuggestionsQuery();
  const { query, setQuery, data, isLoading } = useNotFoundList();
  const [dialog, setDialog] = React.useState<Dialog>(null);
  const text = (id: string, defaultMessage: string) => formatMessage({ id: getTrad(id), defaultMessage });
  const title = text('notFound.title', 'Not found');

  const searchFor = searchInUrl(setQuery);

  // The inbox refreshes through the store's tags, which every write invalidates.
  const run = async (action: () => Promise<unknown>, notice: string) => {
    try {
      await action();
      toggleNotification({ type: 'success', message: notice });
    } catch (error) {
      notifyError(error);
    }
  };

  const openRedirect = async (row: NotFoundRow) => {
    try {
      setDialog({ row, suggestions: await getSuggestions(row.id).unwrap() });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header
        title={title}
        subtitle={[
          formatMessage(
            {
              id: getTrad('notFound.subtitle'),
              defaultMessage: '{total, plural, one {# path} other {# paths}} front-ends could not serve',
            },
            { total: data?.meta.pagination.total ?? 0 }
          ),
          // Reports the intake refused at its budget never reached the list: the admin hears of them here.
          ...(data && data.meta.shed.reports > 0
            ? [
                formatMessage(
                  {
                    id: getTrad('notFound.shed'),
                    defaultMessage:
                      '{shed, plural, one {# report} other {# reports}} shed at the intake budget since {since, date, medium}',
                  },
                  { shed: data.meta.shed.reports, since: new Date(data.meta.shed.since ?? 0) }
                ),
              ]
            : []),
        ].join('. ')}
      />
      <Layouts.Action
        startActions={
          <Flex gap={4}>
            <SearchForm
              initial={query.q ?? ''}
              onSearch={searchFor}
              label={text('notFound.search', 'Search paths')}
              placeholder={text('notFound.search', 'Search paths')}
              clearLabel={text('list.search.clear', 'Clear the search')}
            />
            <ShowIgnoredSwitch
              checked={query.ignored === 'true'}
              onChange={(checked) => (checked ? setQuery({ ignored: 'true', page: '1' }) : setQuery({ ignored: '', page: '' }, 'remove'))}
              label={text('notFound.showIgnored', 'Show ignored paths')}
            />
          </Flex>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <NotFoundTable
            rows={data?.data ?? []}
            isLoading={isLoading && !data}
            can={{ createRedirect: can.canCreate, manage: can.canNotFoundManage }}
            onCreateRedirect={openRedirect}
            onIgnore={(row) => run(() => ignore(row.id).unwrap(), text('notFound.notice.ignored', 'Path ignored'))}
            onDelete={(row) => run(() => remove(row.id).unwrap(), text('notFound.notice.deleted', 'Path deleted'))}
          />
          <ListPagination pagination={data?.meta.pagination} />
        </Flex>
      </Layouts.Content>
      {dialog && (
        <RedirectModal
          initial={{ from: dialog.row.path }}
          suggestions={dialog.suggestions}
          canPublish={can.canPublish}
          // The server resolves the row with the redirect, and the save invalidates the inbox's
          // tag as well as the redirects list's: the row leaves the inbox.
          onClose={() => setDialog(null)}
        />
      )}
    </Page.Main>
  );
};

/** The 404 inbox: users without its read permission see the admin's "no permissions" page. */
export const NotFoundPage = () => (
  <Page.Protect permissions={[{ action: ACTIONS.notFoundRead, subject: null }]}>
    <NotFoundList />
  </Page.Protect>
);
