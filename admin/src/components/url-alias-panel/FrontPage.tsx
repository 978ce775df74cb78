import { Button, Flex, Typography } from '@strapi/design-system';
import { House } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FindEntryAlias, FrontPageState } from '../../../../shared/contracts/entry-alias';
import { useEntryAliasApi } from '../../api/entry-alias';
import { getTrad } from '../../utils/get-trad';

interface FrontPageProps {
  model: string;
  documentId: string;
  locale: string | undefined;
  state: FrontPageState;
  /** Whether the user may change the entry's URL (the panel's own rule). */
  editable: boolean;
  /** Receives the entry's state once it is the front page. */
  onMade: (info: FindEntryAlias.Response['data']) => void;
}

/**
 * "Make this the front page": gives the entry `/` at once (the entry that had it gets its
 * generated path back, and the redirects addon records the moves). The front page the plugin
 * config sets cannot be changed here.
 */
export const FrontPage = ({ model, documentId, locale, state, editable, onMade }: FrontPageProps) => {
  const { formatMessage } = useIntl();
  const api = useEntryAliasApi();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);

  if (state.current) {
    return (
      <Typography variant="pi" textColor="neutral600" data-testid="sitetools-front-page">
        {formatMessage({ id: getTrad('panel.frontPage.current'), defaultMessage: 'This entry is the front page.' })}
      </Typography>
    );
  }
  if (state.setInConfig || !editable) return null;

  const make = async () => {
    setBusy(true);
    try {
      onMade(await api.makeFrontPage(model, { documentId, locale }));
    } catch (error) {
      toggleNotification({
        type: 'danger',
        message:
          error instanceof Error && error.message
            ? error.message
            : formatMessage({ id: getTrad('panel.frontPage.failed'), defaultMessage: 'The front page could not be changed.' }),
      });
    } finally {
      setBusy(false);
    }
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
