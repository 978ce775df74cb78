import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { RedirectHint } from '../../../../shared/contracts/redirect-lookup';
import { getTrad } from '../../utils/get-trad';

/**
 * Says that publishing the path removes a published redirect: a live path wins over a redirect
 * from the same path, and the redirects addon deletes it when the path goes live.
 */
export const RedirectWarning = ({ redirect }: { redirect: RedirectHint }) => {
  const { formatMessage } = useIntl();
  return (
    <Typography variant="pi" textColor="warning600" role="status" data-testid="sitetools-redirect-warning">
      {formatMessage(
        { id: getTrad('panel.replacesRedirect'), defaultMessage: 'Publishing will replace the redirect {from} → {to}' },
        { from: redirect.from, to: redirect.to }
      )}
    </Typography>
  );
};
