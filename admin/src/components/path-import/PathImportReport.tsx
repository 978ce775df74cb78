import { useIntl } from 'react-intl';
import { ImportReportTable } from 'sitetools-kit/import-report-table';
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
  return (
    <ImportReportTable
      columns={COLUMNS.map(([key, defaultMessage]) => ({
        key,
        label: formatMessage({ id: getTrad(`pathImport.column.${key}`), defaultMessage }),
      }))}
      lines={lines}
      actionLabel={(action) => formatMessage({ id: getTrad(`pathImport.action.${action}`), defaultMessage: ACTION_LABELS[action] })}
    />
  );
};
