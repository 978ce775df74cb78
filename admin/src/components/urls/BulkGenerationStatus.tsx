import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { AliasFailure, BulkGenerationJob } from '../../../../shared/contracts/bulk-generation';
import { getTrad } from '../../utils/get-trad';
import { JobProgressBar, percentOf } from '../JobProgressBar';
import { AliasFailures } from './AliasFailures';

interface BulkGenerationStatusProps {
  job: BulkGenerationJob;
  failures: AliasFailure[];
  /** Absent for users who may not cancel. */
  onCancel?: () => void;
}

const SUMMARIES = {
  running: { id: 'urls.bulk.status.running', defaultMessage: 'Generating URLs: {done} of {total} entries ({percent}%)' },
  done: { id: 'urls.bulk.status.done', defaultMessage: 'URL generation finished: {done} of {total} entries' },
  cancelled: { id: 'urls.bulk.status.cancelled', defaultMessage: 'URL generation cancelled after {done} of {total} entries' },
  failed: { id: 'urls.bulk.status.failed', defaultMessage: 'URL generation stopped after {done} of {total} entries: {error}' },
} as const;

/** The current or last bulk generation: a live progress bar, a cancel button, the outcome. */
export const BulkGenerationStatus = ({ job, failures, onCancel }: BulkGenerationStatusProps) => {
  const { formatMessage } = useIntl();
  const percent = percentOf(job);
  const summary = SUMMARIES[job.status];
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={4} marginBottom={4}>
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Flex justifyContent="space-between" gap={4}>
          <Typography variant="omega" fontWeight="semiBold" role="status">
            {formatMessage(
              { id: getTrad(summary.id), defaultMessage: summary.defaultMessage },
              { done: job.done, total: job.total, percent, error: job.error ?? '' }
            )}
          </Typography>
          {job.status === 'running' && onCancel && (
            <Button variant="danger-light" size="S" onClick={onCancel}>
              {formatMessage({ id: getTrad('urls.bulk.cancel'), defaultMessage: 'Cancel generation' })}
            </Button>
          )}
        </Flex>
        <JobProgressBar
          percent={percent}
          label={formatMessage({ id: getTrad('urls.bulk.progress'), defaultMessage: 'URL generation progress' })}
        />
        {job.failed > 0 && (
          <Typography variant="pi" textColor="danger600">
            {formatMessage(
              {
                id: getTrad('urls.bulk.failedEntries'),
                defaultMessage: '{failed, plural, one {# entry} other {# entries}} could not get a URL',
              },
              { failed: job.failed }
            )}
          </Typography>
        )}
        <AliasFailures failures={failures} />
      </Flex>
    </Box>
  );
};
