import { Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { PathImportAction, PathImportReportLine } from '../../../../shared/contracts/path-import';
import { getTrad } from '../../utils/get-trad';

const ACTION_LABELS: Record<PathImportAction, string> = {
  write: 'Write the path',
  generate: 'Generate the path',
  unchanged: 'Unchanged',
  refuse: 'Refuse',
};

const COLUMNS = [
  ['line', 'Line'],
  ['contentType', 'Content type'],
  ['documentId', 'Entry'],
  ['locale', 'Locale'],
  ['before', 'Live path now'],
  ['path', 'Path'],
  ['action', 'Action'],
  ['reason', 'Reason'],
] as const;

/** What a paths import does (or did) with each line of the file. */
export const PathImportReport = ({ lines }: { lines: PathImportReportLine[] }) => {
  const { formatMessage } = useIntl();
  const cell = (text: string | null | undefined) => (
    <Td>
      <Typography>{text ?? ''}</Typography>
    </Td>
  );
  return (
    <Table colCount={COLUMNS.length} rowCount={lines.length + 1}>
      <Thead>
        <Tr>
          {COLUMNS.map(([key, defaultMessage]) => (
            <Th key={key}>
              <Typography variant="sigma">{formatMessage({ id: getTrad(`pathImport.column.${key}`), defaultMessage })}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {lines.map((line) => (
          <Tr key={line.line}>
            {cell(String(line.line))}
            {cell(line.contentType)}
            {cell(line.documentId)}
            {cell(line.locale)}
            {cell(line.before)}
            {cell(line.path)}
            <Td>
              <Typography fontWeight="bold" textColor={line.action === 'refuse' ? 'danger600' : undefined}>
                {formatMessage({ id: getTrad(`pathImport.action.${line.action}`), defaultMessage: ACTION_LABELS[line.action] })}
              </Typography>
            </Td>
            {cell(line.reason)}
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};
