import { Flex, Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useGetBrokenLinksQuery } from '../../api/overview-api';
import { getTrad } from '../../utils/get-trad';

/** Links in published entries whose target is not live, each with the entry to fix. */
export const BrokenLinksSection = () => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: getTrad(key), defaultMessage }, values);
  const { data: report, isError } = useGetBrokenLinksQuery();

  if (isError) return <Typography textColor="danger600">{t('overview.links.error', 'The broken links could not be read.')}</Typography>;
  if (!report) return <Typography textColor="neutral600">{t('overview.links.loading', 'Looking for broken links…')}</Typography>;
  if (report.data.length === 0) return <Typography>{t('overview.links.none', 'No broken internal link.')}</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Table colCount={4} rowCount={report.data.length + 1}>
        <Thead>
          <Tr>
            <Th>{t('overview.links.entry', 'Entry')}</Th>
            <Th>{t('overview.links.type', 'Content type')}</Th>
            <Th>{t('overview.links.field', 'Field')}</Th>
            <Th>{t('overview.links.target', 'Missing target')}</Th>
          </Tr>
        </Thead>
        <Tbody>
          {report.data.map((row, index) => (
            <Tr key={`${row.documentId}:${row.locale}:${row.field}:${row.target.documentId}:${index}`}>
              <Td>
                <Link
                  href={`/admin/content-manager/collection-types/${row.contentType}/${row.documentId}${row.locale ? `?plugins[i18n][locale]=${row.locale}` : ''}`}
                >
                  {row.title ?? row.documentId}
                </Link>
              </Td>
              <Td>
                <Typography>{row.contentTypeName}</Typography>
              </Td>
              <Td>
                <Typography>{row.field}</Typography>
              </Td>
              <Td>
                <Typography>{row.target.documentId}</Typography>
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
      {report.meta.truncated ? (
        <Typography textColor="neutral600">
          {t('overview.links.truncated', 'Only the first {count} are listed.', { count: report.data.length })}
        </Typography>
      ) : null}
    </Flex>
  );
};
