import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { getTrad } from '../../utils/get-trad';

/** How the path is made, and why the panel offers no control to change it. */
export const ReadOnlyNotice = ({ generated }: { generated: boolean }) => {
  const { formatMessage } = useIntl();
  const how = generated
    ? { id: getTrad('panel.readOnly.generated'), defaultMessage: 'The path is generated automatically.' }
    : { id: getTrad('panel.readOnly.manual'), defaultMessage: 'The path is written by hand.' };
  return (
    <Typography variant="pi" textColor="neutral600" data-testid="sitetools-url-read-only">
      {formatMessage(how)}{' '}
      {formatMessage({
        id: getTrad('panel.readOnly.permission'),
        defaultMessage: 'Changing it needs the "Edit entry URLs" permission.',
      })}
    </Typography>
  );
};
