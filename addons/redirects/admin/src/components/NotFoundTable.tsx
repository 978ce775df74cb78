import { Flex, IconButton, Typography } from '@strapi/design-system';
import { EyeStriked, Plus, Trash } from '@strapi/icons';
import { Table } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import type { NotFoundRow } from '../../../shared/contracts/not-found';
import { getTrad } from '../utils/get-trad';

interface NotFoundTableProps {
  rows: NotFoundRow[];
  isLoading: boolean;
  /** Each action is offered only when the user holds its permission. */
  can: { createRedirect: boolean; manage: boolean };
  onCreateRedirect: (row: NotFoundRow) => void;
  onIgnore: (row: NotFoundRow) => void;
  onDelete: (row: NotFoundRow) => void;
}

/** The reported paths of one page; the hits and last-seen headers sort through the page URL. */
export const NotFoundTable = ({ rows, isLoading, can, onCreateRedirect, onIgnore, onDelete }: NotFoundTableProps) => {
  const { formatMessage, formatDate } = useIntl();
  const text = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: getTrad(id), defaultMessage }, values);
  const headers = [
    { name: 'path', label: text('notFound.field.path', 'Path'), sortable: true },
    { name: 'locale', label: text('notFound.field.locale', 'Locale'), sortable: false },
    { name: 'hits', label: text('notFound.field.hits', 'Hits'), sortable: true },
    { name: 'lastSeen', label: text('notFound.field.lastSeen', 'Last seen'), sortable: true },
    { name: 'referrer', label: text('notFound.field.referrer', 'Referrer'), sortable: false },
    // In the headers too, so that the empty state spans every column.
    { name: 'actions', label: text('field.actions', 'Actions'), sortable: false },
  ];

  return (
    <Table.Root rows={rows} headers={headers} isLoading={isLoading}>
      <Table.Content>
        <Table.Head>
          {headers.map((header) => (
            <Table.HeaderCell key={header.name} {...header} />
          ))}
        </Table.Head>
        <Table.Loading />
        <Table.Empty content={text('notFound.list.empty', 'No reported paths. Front-ends report the paths they could not serve.')} />
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
                <Typography>{row.hits}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography>{formatDate(row.lastSeen, { dateStyle: 'medium', timeStyle: 'short' })}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography ellipsis>{row.referrer ?? '—'}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Flex gap={1} justifyContent="flex-end">
                  {can.createRedirect && (
                    <IconButton
                      label={text('notFound.action.redirect', 'Create a redirect from {path}', { path: row.path })}
                      onClick={() => onCreateRedirect(row)}
                    >
                      <Plus />
                    </IconButton>
                  )}
                  {can.manage && !row.ignored && (
                    <IconButton label={text('notFound.action.ignore', 'Ignore {path}', { path: row.path })} onClick={() => onIgnore(row)}>
                      <EyeStriked />
                    </IconButton>
                  )}
                  {can.manage && (
                    <IconButton label={text('notFound.action.delete', 'Delete {path}', { path: row.path })} onClick={() => onDelete(row)}>
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
