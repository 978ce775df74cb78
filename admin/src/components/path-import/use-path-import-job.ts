import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportPaths, PathImportJob } from '../../../../shared/contracts/path-import';
import { usePathImportApi } from '../../api/path-import';

const POLL_MS = 1000;

/**
 * The paths import being applied: read on mount, so that a reload finds a running one again, then
 * polled every second while it runs (as the bulk generation's progress is). `onEnd` hears of the
 * end of an import this page watched run.
 */
export const usePathImportJob = ({ onEnd, onError }: { onEnd(job: PathImportJob): void; onError(error: unknown): void }) => {
  const api = usePathImportApi();
  const [job, setJob] = useState<PathImportJob | null>(null);
  // Bumped after a failed poll, so that the next poll is still scheduled.
  const [retries, setRetries] = useState(0);
  // The page's handlers are new functions on every render; a ref keeps the effects still.
  const handlers = useRef({ onEnd, onError });
  handlers.current = { onEnd, onError };

  useEffect(() => {
    api.current().then(setJob, (error: unknown) => handlers.current.onError(error));
  }, [api]);

  useEffect(() => {
    if (job?.status !== 'running') return undefined;
    const timer = setTimeout(() => {
      api.current().then(
        (next) => {
          setJob(next);
          if (next && next.status !== 'running') handlers.current.onEnd(next);
        },
        () => setRetries((n) => n + 1)
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [api, job, retries]);

  /** Starts applying `file`; resolves with whether it started. */
  const start = useCallback(
    async (file: Pick<ImportPaths.Request, 'format' | 'content'>) => {
      try {
        const started = await api.apply(file);
        setJob(started);
        if (started.status !== 'running') handlers.current.onEnd(started);
        return true;
      } catch (error) {
        handlers.current.onError(error);
        return false;
      }
    },
    [api]
  );

  return { job, start };
};
