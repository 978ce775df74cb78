import { useAPIErrorHandler, useNotification } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import type { StartBulkGeneration } from '../../../../shared/contracts/bulk-generation';
import { useCancelBulkGenerationMutation, useGetBulkGenerationQuery, useStartBulkGenerationMutation } from '../../api/jobs-api';

const POLL_MS = 1000;

/**
 * The bulk generation job from the admin's cache: read on mount, so a reload finds a running job
 * again, then polled every second while it runs (a failed poll keeps the last answer and the
 * polling goes on). The end of a job marks the URL list stale (see `jobs-api`).
 */
export const useBulkJob = () => {
  const { toggleNotification } = useNotification();
  const { _unstableFormatAPIError: formatAPIError } = useAPIErrorHandler();
  const [polling, setPolling] = useState(false);
  const { data, error } = useGetBulkGenerationQuery(undefined, { pollingInterval: polling ? POLL_MS : 0 });
  const [startJob] = useStartBulkGenerationMutation();
  const [cancelJob] = useCancelBulkGenerationMutation();
  const job = data?.data ?? null;

  useEffect(() => setPolling(job?.status === 'running'), [job?.status]);
  // Only a failed first read is shown: a failed poll is retried by the next one.
  const readFailed = !data && error;
  useEffect(() => {
    if (readFailed) toggleNotification({ type: 'danger', message: formatAPIError(readFailed) });
    // The admin's helpers are new functions on every render; the failure alone is the trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readFailed]);

  const start = useCallback(
    async (request: StartBulkGeneration.Request) => {
      const result = await startJob(request);
      if ('error' in result) toggleNotification({ type: 'danger', message: formatAPIError(result.error) });
      return !('error' in result);
    },
    [startJob, toggleNotification, formatAPIError]
  );

  const cancel = useCallback(async () => {
    const result = await cancelJob();
    if ('error' in result) toggleNotification({ type: 'danger', message: formatAPIError(result.error) });
  }, [cancelJob, toggleNotification, formatAPIError]);

  return { job, failures: data?.meta.failures ?? [], start, cancel };
};
