import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
// From @strapi/strapi/admin, not the Content Manager package: importing a value from that one
// bundles a second copy of the Content Manager (and its contexts) into the plugin.
import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { getTrad } from '../utils/get-trad';
import { UrlAliasPanelContent } from './url-alias-panel/UrlAliasPanelContent';

/**
 * The edit-view side panel of content types with URL aliases: the entry's live path, its path
 * after publishing, and the choice between a generated and a hand-written path, saved with the
 * entry. Other types get no panel.
 */
export const UrlAliasPanel: PanelComponent = (props: PanelComponentProps) => {
  const { formatMessage } = useIntl();
  const { contentType } = useContentManagerContext();
  const options = contentType?.pluginOptions as { sitetools?: { enabled?: boolean } } | undefined;
  if (options?.sitetools?.enabled !== true) return null;
  return {
    title: formatMessage({ id: getTrad('panel.title'), defaultMessage: 'URL' }),
    content: <UrlAliasPanelContent {...props} />,
  };
};
