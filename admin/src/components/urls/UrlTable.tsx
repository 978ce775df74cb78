import { Badge, Link, Table, Tbody, Td, Th, Thead, Tr, Typography, VisuallyHidden } from '@strapi/design-system';
import { Pencil } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from 'styled-components';
import type { AdminFindUrlAliases } from '../../../../shared/contracts/url-alias';
import { getTrad } from '../../utils/get-trad';
import { SortableTh, type Sort } from './SortableTh';

interface UrlTableProps {
  aliases: AdminFindUrlAliases.Item[];
  sort: Sort;
  onSort(sort: Sort): void;
}

const COLUMNS = 7;

// The design system's tables keep every cell on one line, which pushes a long path out of the
// page; paths and type names wrap instead (at any character: paths have few spaces).
const WrappingTd = styled(Td)`
  white-space: normal;
  overflow-wrap: anywhere;
  min-width: 12rem;
`;

/** One row per alias: its path, owner, locale, state, origin, last change and an edit link. */
export const UrlTable = ({ aliases, sort, onSort }: UrlTableProps) => {
  const { formatMessage, formatDate } = useIntl();
  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });
  const sortable = { sort, onSort };

  return (
    <Table colCount={COLUMNS} rowCount={aliases.length + 1}>
      <Thead>
        <Tr>
          <SortableTh field="url_path" label={t('urls.table.path', 'Path')} {...sortable} />
          <SortableTh field="contenttype" label={t('urls.table.contentType', 'Content type')} {...sortable} />
          <SortableTh field="locale" label={t('urls.table.locale', 'Locale')} {...sortable} />
          <Th>
            <Typography variant="sigma">{t('urls.table.state', 'State')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('urls.table.origin', 'Origin')}</Typography>
          </Th>
          <SortableTh field="updatedAt" label={t('urls.table.updatedAt', 'Updated')} {...sortable} />
          <Th>
            <VisuallyHidden>{t('urls.table.actions', 'Actions')}</VisuallyHidden>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {aliases.map((alias) => (
          <Tr key={alias.id}>
            <WrappingTd>
              <Typography fontWeight="semiBold" textColor="neutral800">
                {alias.url_path}
              </Typography>
            </WrappingTd>
            <Td>
              <Typography textColor="neutral800">{alias.contentTypeName ?? alias.contenttype}</Typography>
            </Td>
            <Td>
              <Typography textColor="neutral800">
                {alias.localized === false ? t('overview.types.notLocalized', 'Not localized') : alias.locale}
              </Typography>
            </Td>
            <Td>
              {alias.state === 'live' ? (
                <Badge active>{t('urls.state.live', 'Live')}</Badge>
              ) : (
                <Badge>{t('urls.state.reserved', 'Reserved (draft)')}</Badge>
              )}
            </Td>
            <Td>
              <Typography textColor="neutral800">
                {alias.generated ? t('urls.origin.generated', 'Generated') : t('urls.origin.manual', 'Hand-written')}
              </Typography>
            </Td>
            <Td>
              <Typography textColor="neutral800">{formatDate(alias.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</Typography>
            </Td>
            <Td>
              {alias.editPath && (
                <Link tag={RouterLink} to={alias.editPath} startIcon={<Pencil />}>
                  {t('urls.table.edit', 'Edit entry')}
                </Link>
              )}
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};
