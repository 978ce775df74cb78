import { useIntl } from 'react-intl';
import { ImportReportTable } from 'sitetools-kit/import-report-table';
import type { ImportAction, ImportReportLine } from '../../../shared/contracts/redirects';
import { getTrad } from '../utils/get-trad';

const ACTION_LABELS: Record<ImportAction, string> = {
  create: 'Create',
  update: 'Update',
  unchanged: 'Unchanged',
  refuse: 'Refuse',
};

// Paths, URLs and reasons wrap, so that the report fits the dialog.
const COLUMNS = [
  ['line', 'Line', false],
  ['from', 'From', true],
  ['to', 'To', true],
  ['status_code', 'Status code', false],
  ['action', 'Action', false],
  ['reason', 'Reason', true],
  ['notes', 'Read as', true],
] as const;

/** What an import does (or did) to each line of the file. */
export const ImportReport = ({ lines }: { lines: ImportReportLine[] }) => {
  const { formatMessage } = useIntl();
  return (
    <ImportReportTable
      columns={COLUMNS.map(([key, defaultMessage, wraps]) => ({
        key,
        label: formatMessage({ id: getTrad(`field.${key}`), defaultMessage }),
        wraps,
      }))}
      lines={lines.map((line) => ({ ...line, notes: line.notes?.join('; ') }))}
      actionLabel={(action) => formatMessage({ id: getTrad(`import.action.${action}`), defaultMessage: ACTION_LABELS[action] })}
    />
  );
};
