import { isFetchError, useAPIErrorHandler, useNotification } from '@strapi/strapi/admin';
import * as React from 'react';

/** Shows a failed request as a danger notification, in the admin's wording for API errors. */
export const useNotifyError = () => {
  const { toggleNotification } = useNotification();
  const { formatAPIError } = useAPIErrorHandler();
  return React.useCallback(
    (error: unknown) => toggleNotification({ type: 'danger', message: isFetchError(error) ? formatAPIError(error) : String(error) }),
    [toggleNotification, formatAPIError]
  );
};
