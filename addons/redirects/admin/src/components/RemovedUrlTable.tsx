import { Flex, IconButton, Typography } from '@strapi/design-system';
import { Cross, Plus, Trash } from '@strapi/icons';
import { Table } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import type { RemovedUrlRow } from '../../../shared/contracts/removed-urls';
import { getTrad } from '../utils/get-trad';

interface RemovedUrlTableProps {
  rows: RemovedUrlRow[];
  isLoading: boolean;
  /** Each action is offered only when the user holds its permission. */
  can: { createRedirect: boolean; dismiss: boolean };
  onRedirect: (row: RemovedUrlRow) => void;
  onMarkGone: (row: RemovedUrlRow) => void;
  onDismiss: (row: RemovedUrlRow) => void;
}

/** The removed pages of one page of the queue; the path and removed-at headers sort through the page URL. */
export const RemovedUrlTable = ({ rows, isLoading, can, onRedirect, onMarkGone, onDismiss }: RemovedUrlTableProps) => {
  const { formatMessage, formatDate } = useIntl();
  const text = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: getTrad(id), defaultMessage }, values);
  const headers = [
    { name: 'path', label: text('removed.field.path', 'Path'), sortable: true },
    { name: 'locale', label: text('removed.field.locale', 'Locale'), sortable: false },
    { name: 'contenttype', label: text('removed.field.contenttype', 'Content type'), sortable: false },
    { name: 'removedAt', label: text('removed.field.removedAt', 'Removed'), sortable: true },
    { name: 'hits', label: text('removed.field.hits', '404 hits'), sortable: false },
    { name: 'lastSeen', label: text('removed.field.lastSeen', 'Last hit'), sortable: false },
    // In the headers too, so that the empty state spans every column.
    { name: 'actions', label: text('field.actions', 'Actions'), sortable: false },
  ];
  const date = (value: string | null) => (value ? formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  return (
    <Table.Root rows={rows} headers={headers} isLoading={isLoading}>
      <Table.Content>
        <Table.Head>
          {headers.map((header) => (
            <Table.HeaderCell key={header.name} {...header} />
          ))}
        </Table.Head>
        <Table.Loading />
        <Table.Empty
          content={text(
            'removed.list.empty',
            'No removed pages answer 404. Pages unpublished or deleted without a redirect are listed here.'
          )}
        />
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Typography fontWeight="bold">{row.path}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography>{row.locale || '—'}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography>{row.contenttype}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography>{date(row.removedAt)}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography>{row.hits}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography>{date(row.lastSeen)}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Flex gap={1} justifyContent="flex-end">
                  {can.createRedirect && (
                    <IconButton
                      label={text('removed.action.redirect', 'Redirect {path}', { path: row.path })}
                      onClick={() => onRedirect(row)}
                    >
                      <Plus />
                    </IconButton>
                  )}
                  {can.createRedirect && (
                    <IconButton label={text('removed.action.gone', 'Mark {path} gone', { path: row.path })} onClick={() => onMarkGone(row)}>
                      <Cross />
                    </IconButton>
                  )}
                  {can.dismiss && (
                    <IconButton label={text('removed.action.dismiss', 'Dismiss {path}', { path: row.path })} onClick={() => onDismiss(row)}>
                      <Trash />
                    </IconButton>
                  )}
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Content>
    </Table.Root>
  );
};
