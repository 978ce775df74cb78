import { parseRedirectSource } from 'sitetools-kit/redirect-match';
import { Typography } from '@strapi/design-system';
import { Table } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import type { AdminRedirect, ListedRedirect } from '../../../shared/contracts/redirects';
import type { RedirectPermissions } from '../hooks/useRedirectPermissions';
import { getTrad } from '../utils/get-trad';
import { RedirectRowActions } from './RedirectRowActions';

/** Whether the kit's matcher, as front-ends apply it, reads `from` as a pattern. */
const isPattern = (from: string): boolean => {
  try {
    return parseRedirectSource(from).kind === 'pattern';
  } catch {
    return false;
  }
};
import { RedirectState } from './RedirectState';

interface RedirectTableProps {
  rows: ListedRedirect[];
  isLoading: boolean;
  can: RedirectPermissions;
  onEdit: (redirect: AdminRedirect) => void;
}

/** The redirects of one page; the column headers sort through the page URL. */
export const RedirectTable = ({ rows, isLoading, can, onEdit }: RedirectTableProps) => {
  const { formatMessage, formatDate } = useIntl();
  const headers = [
    { name: 'from', label: formatMessage({ id: getTrad('field.from'), defaultMessage: 'From' }), sortable: true },
    { name: 'to', label: formatMessage({ id: getTrad('field.to'), defaultMessage: 'To' }), sortable: true },
    { name: 'status_code', label: formatMessage({ id: getTrad('field.status_code'), defaultMessage: 'Status code' }), sortable: true },
    { name: 'locale', label: formatMessage({ id: getTrad('field.locale'), defaultMessage: 'Locale' }), sortable: true },
    { name: 'state', label: formatMessage({ id: getTrad('field.state'), defaultMessage: 'State' }), sortable: false },
    // Counted by front-ends (the hits intake), so not a column of the redirects the list can sort by.
    { name: 'hits', label: formatMessage({ id: getTrad('field.hits'), defaultMessage: 'Hits' }), sortable: false },
    { name: 'lastHit', label: formatMessage({ id: getTrad('field.lastHit'), defaultMessage: 'Last hit' }), sortable: false },
    { name: 'updatedAt', label: formatMessage({ id: getTrad('field.updatedAt'), defaultMessage: 'Updated' }), sortable: true },
    // In the headers too, so that the empty state spans every column.
    { name: 'actions', label: formatMessage({ id: getTrad('field.actions'), defaultMessage: 'Actions' }), sortable: false },
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
        <Table.Empty
          content={formatMessage({ id: getTrad('list.empty'), defaultMessage: 'No redirects match. Create one or import a file.' })}
        />
        <Table.Body>
          {rows.map((redirect) => (
            <Table.Row key={redirect.documentId}>
              <Table.Cell>
                <Typography fontWeight="bold">{redirect.from}</Typography>
                {isPattern(redirect.from) && (
                  <Typography variant="pi" textColor="neutral600" tag="p">
                    {formatMessage({ id: getTrad('list.pattern'), defaultMessage: 'Pattern: every path it matches' })}
                  </Typography>
                )}
                {redirect.query && redirect.query !== 'pass' && (
                  <Typography variant="pi" textColor="neutral600" tag="p">
                    {formatMessage({ id: getTrad(`list.query.${redirect.query}`), defaultMessage: redirect.query })}
                  </Typography>
                )}
              </Table.Cell>
              <Table.Cell>
                <Typography textColor={redirect.to === null ? 'neutral600' : undefined}>
                  {redirect.to ?? formatMessage({ id: getTrad('list.gone'), defaultMessage: 'Gone: no target' })}
                </Typography>
                {(redirect.activeFrom || redirect.activeUntil) && (
                  <Typography variant="pi" textColor="neutral600" tag="p">
                    {formatMessage(
                      { id: getTrad('list.schedule'), defaultMessage: 'Active {from} – {until}' },
                      {
                        from: redirect.activeFrom ? formatDate(redirect.activeFrom, { dateStyle: 'medium', timeStyle: 'short' }) : '…',
                        until: redirect.activeUntil ? formatDate(redirect.activeUntil, { dateStyle: 'medium', timeStyle: 'short' }) : '…',
                      }
                    )}
                  </Typography>
                )}
              </Table.Cell>
              <Table.Cell>
                <Typography>{redirect.status_code}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography>{redirect.locale ?? formatMessage({ id: getTrad('locale.every'), defaultMessage: 'Every locale' })}</Typography>
              </Table.Cell>
              <Table.Cell>
                <RedirectState state={redirect.state} />
              </Table.Cell>
              <Table.Cell>
                <Typography>{redirect.hits}</Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography textColor={redirect.lastHit ? undefined : 'neutral600'}>
                  {redirect.lastHit
                    ? formatDate(redirect.lastHit, { dateStyle: 'medium', timeStyle: 'short' })
                    : formatMessage({ id: getTrad('list.neverHit'), defaultMessage: 'Never' })}
                </Typography>
              </Table.Cell>
              <Table.Cell>
                <Typography>{formatDate(redirect.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</Typography>
              </Table.Cell>
              <Table.Cell>
                <RedirectRowActions redirect={redirect} can={can} onEdit={onEdit} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Content>
    </Table.Root>
  );
};
