import { Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
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

// The design system's tables keep every cell on one line; paths, URLs and reasons wrap instead,
// so that the report fits the dialog and the reason is read whole.
const WrappingTd = styled(Td)`
  white-space: normal;
  overflow-wrap: anywhere;
  min-width: 12rem;
`;

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
            <WrappingTd>
              <Typography>{line.from ?? ''}</Typography>
            </WrappingTd>
            <WrappingTd>
              <Typography>{line.to ?? ''}</Typography>
            </WrappingTd>
            <Td>
              <Typography>{line.status_code ?? ''}</Typography>
            </Td>
            <Td>
              <Typography fontWeight="bold" textColor={line.action === 'refuse' ? 'danger600' : undefined}>
                {formatMessage({ id: getTrad(`import.action.${line.action}`), defaultMessage: ACTION_LABELS[line.action] })}
              </Typography>
            </Td>
            <WrappingTd>
              <Typography>{line.reason ?? ''}</Typography>
            </WrappingTd>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};
