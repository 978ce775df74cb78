import { isFetchError, useAPIErrorHandler, useNotification } from '@strapi/strapi/admin';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AliasFailure, BulkGenerationJob, GetBulkGeneration, StartBulkGeneration } from '../../../../shared/contracts/bulk-generation';
import { useBulkGenerationApi } from '../../api/bulk-generation';

const POLL_MS = 1000;

/**
 * The bulk generation job: read on mount, so a reload finds a running job again, then polled
 * every second while it runs. Every instance of the app reads the same job from the store.
 */
export const useBulkJob = () => {
  const api = useBulkGenerationApi();
  const { toggleNotification } = useNotification();
  const { formatAPIError } = useAPIErrorHandler();
  const [job, setJob] = useState<BulkGenerationJob | null>(null);
  const [failures, setFailures] = useState<AliasFailure[]>([]);
  // Bumped after a failed poll, so that the next poll is still scheduled.
  const [retries, setRetries] = useState(0);
  // Bumped each time a job this page watched stops running: its aliases changed.
  const [finished, setFinished] = useState(0);

  // The admin's error helpers are new functions on every render; a ref keeps the effects still.
  const notify = useRef<(error: unknown) => void>(() => undefined);
  notify.current = (error: unknown) =>
    toggleNotification({ type: 'danger', message: isFetchError(error) ? formatAPIError(error) : String(error) });
  const notifyError = useCallback((error: unknown) => notify.current(error), []);

  const show = useCallback((response: GetBulkGeneration.Response) => {
    setJob(response.data);
    setFailures(response.meta.failures);
    return response.data;
  }, []);

  useEffect(() => {
    api.current().then(show, notifyError);
  }, [api, notifyError, show]);

  useEffect(() => {
    if (job?.status !== 'running') return undefined;
    const timer = setTimeout(() => {
      api.current().then(
        (response) => {
          const next = show(response);
          // Polls run only while the job runs, so any other state is the end of it.
          if (next?.status !== 'running') setFinished((n) => n + 1);
        },
        () => setRetries((n) => n + 1)
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [api, job, retries, show]);

  const start = useCallback(
    async (request: StartBulkGeneration.Request) => {
      try {
        setJob(await api.start(request));
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      }
    },
    [api, notifyError]
  );

  const cancel = useCallback(async () => {
    try {
      setJob(await api.cancel());
      setFinished((n) => n + 1);
      show(await api.current());
    } catch (error) {
      notifyError(error);
    }
  }, [api, notifyError, show]);

  return { job, failures, finished, start, cancel };
};
