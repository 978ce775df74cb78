import { Button, Flex, Typography } from '@strapi/design-system';
import { House } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import type { FrontPageState } from '../../../../shared/contracts/entry-alias';
import { useMakeFrontPageMutation } from '../../api/sitetools-api';
import { getTrad } from '../../utils/get-trad';

interface FrontPageProps {
  model: string;
  documentId: string;
  locale: string | undefined;
  state: FrontPageState;
  /** Whether the user may change the entry's URL (the panel's own rule). */
  editable: boolean;
}

/**
 * "Make this the front page": gives the entry `/` at once (the entry that had it gets its
 * generated path back, and the redirects addon records the moves); every alias view, this panel
 * too, is read again. The front page the plugin config sets cannot be changed here.
 */
export const FrontPage = ({ model, documentId, locale, state, editable }: FrontPageProps) => {
  const { formatMessage } = useIntl();
  const [makeFrontPage, { isLoading: busy }] = useMakeFrontPageMutation();
  const { toggleNotification } = useNotification();

  if (state.current) {
    return (
      <Typography variant="pi" textColor="neutral600" data-testid="sitetools-front-page">
        {formatMessage({ id: getTrad('panel.frontPage.current'), defaultMessage: 'This entry is the front page.' })}
      </Typography>
    );
  }
  if (state.setInConfig || !editable) return null;

  const make = async () => {
    const result = await makeFrontPage({ model, documentId, locale });
    if (!('error' in result)) return;
    toggleNotification({
      type: 'danger',
      message:
        result.error.message ||
        formatMessage({ id: getTrad('panel.frontPage.failed'), defaultMessage: 'The front page could not be changed.' }),
    });
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <Button variant="tertiary" startIcon={<House />} loading={busy} onClick={make} fullWidth>
        {formatMessage({ id: getTrad('panel.frontPage.make'), defaultMessage: 'Make this the front page' })}
      </Button>
      <Typography variant="pi" textColor="neutral600">
        {formatMessage({
          id: getTrad('panel.frontPage.hint'),
          defaultMessage: 'Its path becomes "/" now; the current front page gets its generated path back.',
        })}
      </Typography>
    </Flex>
  );
};
