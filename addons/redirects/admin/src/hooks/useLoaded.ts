import * as React from 'react';
import { useNotifyError } from './useNotifyError';

/**
 * Loads data for `key` (a serialised query) and loads it again when the key changes or on
 * `reload`; a failure is notified. An answer for an older key is dropped.
 */
export const useLoaded = <T>(load: () => Promise<T>, key: string) => {
  const notifyError = useNotifyError();
  const [data, setData] = React.useState<T | null>(null);
  const [isLoading, setIsLoading] = React.useState(true);
  const [version, setVersion] = React.useState(0);
  // The latest loader, read when the key or version changes: a new closure alone loads nothing.
  const loader = React.useRef(load);
  loader.current = load;

  React.useEffect(() => {
    let current = true;
    setIsLoading(true);
    loader
      .current()
      .then((response) => current && setData(response))
      .catch((error: unknown) => current && notifyError(error))
      .finally(() => current && setIsLoading(false));
    // A newer query or an unmount makes this answer stale.
    return () => {
      current = false;
    };
  }, [key, version, notifyError]);

  const reload = React.useCallback(() => setVersion((v) => v + 1), []);
  return { data, isLoading, reload };
};

/** A positive integer from a URL parameter, else undefined. */
export const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
