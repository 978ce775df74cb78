import { useAPIErrorHandler, useNotification } from '@strapi/strapi/admin';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportPaths, PathImportJob } from '../../../../shared/contracts/path-import';
import { useApplyPathImportMutation, useGetPathImportQuery } from '../../api/jobs-api';

const POLL_MS = 1000;

/**
 * The paths import being applied, from the admin's cache: read on mount, so that a reload finds a
 * running one again, then polled every second while it runs (as the bulk generation's progress
 * is). `onEnd` hears of the end of an import this page watched run; the end marks the URL list
 * stale (see `jobs-api`).
 */
export const usePathImportJob = ({ onEnd }: { onEnd(job: PathImportJob): void }) => {
  const { toggleNotification } = useNotification();
  const { _unstableFormatAPIError: formatAPIError } = useAPIErrorHandler();
  const [polling, setPolling] = useState(false);
  const { data, error } = useGetPathImportQuery(undefined, { pollingInterval: polling ? POLL_MS : 0 });
  const [apply] = useApplyPathImportMutation();
  const job = data ?? null;
  // The page's handler and the admin's helpers are new functions on every render; a ref keeps the effects still.
  const onError = (error: Parameters<typeof formatAPIError>[0]) => toggleNotification({ type: 'danger', message: formatAPIError(error) });
  const handlers = useRef({ onEnd, onError });
  handlers.current = { onEnd, onError };
  const seen = useRef(job);

  useEffect(() => {
    setPolling(job?.status === 'running');
    if (seen.current?.status === 'running' && job && job.status !== 'running') handlers.current.onEnd(job);
    seen.current = job;
  }, [job]);
  // Only a failed first read is shown: a failed poll is retried by the next one.
  const readFailed = data === undefined ? error : undefined;
  useEffect(() => {
    if (readFailed) handlers.current.onError(readFailed);
  }, [readFailed]);

  /** Starts applying `file`; resolves with whether it started. */
  const start = useCallback(
    async (file: Pick<ImportPaths.Request, 'format' | 'content'>) => {
      const result = await apply(file);
      if ('error' in result) {
        handlers.current.onError(result.error);
        return false;
      }
      if (result.data.status !== 'running') handlers.current.onEnd(result.data);
      return true;
    },
    [apply]
  );

  return { job, start };
};
