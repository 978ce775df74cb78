import { Flex, IconButton, LinkButton, Typography } from '@strapi/design-system';
import { Duplicate, ExternalLink } from '@strapi/icons';
import { useClipboard, useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { getTrad } from '../../utils/get-trad';
import { WholePath } from './WholePath';

interface LivePathProps {
  path: string;
  /** The front-end's base URL for the entry's locale; without it there is no "open" link. */
  frontendUrl: string | null;
}

/** The path the front-end serves now, with a copy button and an "open" link. */
export const LivePath = ({ path, frontendUrl }: LivePathProps) => {
  const { formatMessage } = useIntl();
  const { copy } = useClipboard();
  const { toggleNotification } = useNotification();

  const onCopy = async () => {
    if (!(await copy(path))) return;
    toggleNotification({
      type: 'success',
      message: formatMessage({ id: getTrad('panel.copied'), defaultMessage: 'Path copied' }),
    });
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <Typography variant="sigma" textColor="neutral600">
        {formatMessage({ id: getTrad('panel.live'), defaultMessage: 'Live path' })}
      </Typography>
      <WholePath data-testid="sitetools-live-path">{path}</WholePath>
      <Flex gap={1}>
        <IconButton label={formatMessage({ id: getTrad('panel.copy'), defaultMessage: 'Copy the path' })} onClick={onCopy} variant="ghost">
          <Duplicate />
        </IconButton>
        {frontendUrl ? (
          <LinkButton href={`${frontendUrl.replace(/\/+$/, '')}${path}`} isExternal variant="tertiary" size="S" endIcon={<ExternalLink />}>
            {formatMessage({ id: getTrad('panel.open'), defaultMessage: 'Open' })}
          </LinkButton>
        ) : null}
      </Flex>
    </Flex>
  );
};
