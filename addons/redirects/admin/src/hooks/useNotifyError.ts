import { isFetchError, useAPIErrorHandler, useNotification, type BaseQueryError } from '@strapi/strapi/admin';
import * as React from 'react';

const isQueryError = (error: unknown): error is BaseQueryError => typeof error === 'object' && error !== null && 'name' in error;

/**
 * Shows a failed request as a danger notification, in the admin's wording for API errors: a
 * query's or mutation's error from the admin's store, or the fetch client's `FetchError` (the
 * export's download).
 */
export const useNotifyError = () => {
  const { toggleNotification } = useNotification();
  const { formatAPIError, _unstableFormatAPIError: formatQueryError } = useAPIErrorHandler();
  return React.useCallback(
    (error: unknown) => {
      const message = isFetchError(error) ? formatAPIError(error) : isQueryError(error) ? formatQueryError(error) : String(error);
      toggleNotification({ type: 'danger', message });
    },
    [toggleNotification, formatAPIError, formatQueryError]
  );
};

/** Notifies a query's error once per failed request (a retry that fails again is a new error). */
export const useNotifyQueryError = (error: unknown) => {
  const notifyError = useNotifyError();
  React.useEffect(() => {
    if (error) notifyError(error);
  }, [error, notifyError]);
};
