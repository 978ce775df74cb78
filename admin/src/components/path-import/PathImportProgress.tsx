import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { PathImportJob } from '../../../../shared/contracts/path-import';
import { getTrad } from '../../utils/get-trad';
import { JobProgressBar, percentOf } from '../JobProgressBar';

const SUMMARIES = {
  running: { id: 'pathImport.status.running', defaultMessage: 'Applying: {done} of {total} lines ({percent}%)' },
  done: { id: 'pathImport.status.done', defaultMessage: 'Import finished: {done} of {total} lines' },
  cancelled: { id: 'pathImport.status.cancelled', defaultMessage: 'Import cancelled after {done} of {total} lines' },
  failed: { id: 'pathImport.status.failed', defaultMessage: 'Import stopped after {done} of {total} lines: {error}' },
} as const;

/** An applied import's progress, as the bulk generation shows its own: how many lines, a bar. */
export const PathImportProgress = ({ job }: { job: PathImportJob }) => {
  const { formatMessage } = useIntl();
  const percent = percentOf(job);
  const summary = SUMMARIES[job.status];
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={4}>
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Typography variant="omega" fontWeight="semiBold" role="status">
          {formatMessage(
            { id: getTrad(summary.id), defaultMessage: summary.defaultMessage },
            { done: job.done, total: job.total, percent, error: job.error ?? '' }
          )}
        </Typography>
        <JobProgressBar
          percent={percent}
          label={formatMessage({ id: getTrad('pathImport.progress'), defaultMessage: 'Import progress' })}
        />
      </Flex>
    </Box>
  );
};
