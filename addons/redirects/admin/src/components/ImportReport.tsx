import { Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { ImportAction, ImportReportLine } from '../../../shared/contracts/redirects';
import { getTrad } from '../utils/get-trad';

const ACTION_LABELS: Record<ImportAction, string> = {
  create: 'Create',
  update: 'Update',
  unchanged: 'Unchanged',
  refuse: 'Refuse',
};

const COLUMNS = [
  ['line', 'Line'],
  ['from', 'From'],
  ['to', 'To'],
  ['status_code', 'Status code'],
  ['action', 'Action'],
  ['reason', 'Reason'],
] as const;

/** What an import does (or did) to each line of the file. */
export const ImportReport = ({ lines }: { lines: ImportReportLine[] }) => {
  const { formatMessage } = useIntl();
  return (
    <Table colCount={COLUMNS.length} rowCount={lines.length + 1}>
      <Thead>
        <Tr>
          {COLUMNS.map(([key, defaultMessage]) => (
            <Th key={key}>
              <Typography variant="sigma">{formatMessage({ id: getTrad(`field.${key}`), defaultMessage })}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {lines.map((line) => (
          <Tr key={line.line}>
            <Td>
              <Typography>{line.line}</Typography>
            </Td>
            <Td>
              <Typography>{line.from ?? ''}</Typography>
            </Td>
            <Td>
              <Typography>{line.to ?? ''}</Typography>
            </Td>
            <Td>
              <Typography>{line.status_code ?? ''}</Typography>
            </Td>
            <Td>
              <Typography fontWeight="bold" textColor={line.action === 'refuse' ? 'danger600' : undefined}>
                {formatMessage({ id: getTrad(`import.action.${line.action}`), defaultMessage: ACTION_LABELS[line.action] })}
              </Typography>
            </Td>
            <Td>
              <Typography>{line.reason ?? ''}</Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};
