import { Box, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { HostExportLeft, HostExportLimit } from '../../../shared/contracts/redirects';
import { getTrad } from '../utils/get-trad';

/** The limits a host's file crosses, and the rules it leaves out with the reason. */
export const ExportHostReport = ({ left, limits }: { left: HostExportLeft[]; limits: HostExportLimit[] }) => {
  const { formatMessage } = useIntl();
  const label = (id: string, defaultMessage: string) => (
    <Th>
      <Typography variant="sigma">{formatMessage({ id: getTrad(id), defaultMessage })}</Typography>
    </Th>
  );
  return (
    <>
      {limits.map(({ limit, count, message }) => (
        <Box key={message} paddingTop={2}>
          <Typography textColor="danger600">
            {formatMessage(
              { id: getTrad('export.host.limit'), defaultMessage: '{message} (this file: {count}, at most {limit})' },
              { message, count, limit }
            )}
          </Typography>
        </Box>
      ))}
      <Box paddingTop={4}>
        <Typography variant="delta" tag="h3">
          {formatMessage({ id: getTrad('export.host.left'), defaultMessage: 'Left out: {count}' }, { count: left.length })}
        </Typography>
      </Box>
      {left.length > 0 && (
        <Box paddingTop={2}>
          <Table colCount={3} rowCount={left.length + 1}>
            <Thead>
              <Tr>
                {label('field.from', 'From')}
                {label('field.locale', 'Locale')}
                {label('field.reason', 'Reason')}
              </Tr>
            </Thead>
            <Tbody>
              {left.map(({ from, locale, reason }) => (
                <Tr key={`${from} ${locale ?? ''}`}>
                  <Td>
                    <Typography>{from}</Typography>
                  </Td>
                  <Td>
                    <Typography>{locale ?? formatMessage({ id: getTrad('locale.every'), defaultMessage: 'Every locale' })}</Typography>
                  </Td>
                  <Td style={{ whiteSpace: 'normal' }}>
                    <Typography>{reason}</Typography>
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
        </Box>
      )}
    </>
  );
};
