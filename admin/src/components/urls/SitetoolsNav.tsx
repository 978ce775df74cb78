import { SubNav, useAuth } from '@strapi/strapi/admin';
import { Divider } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { ACTIONS } from '../../../../shared/contracts/permissions';
import { PLUGIN_ID } from '../../plugin-id';
import { getTrad } from '../../utils/get-trad';

/** The side navigation shared by the plugin's pages: the URL list, the URL patterns, and the paths import for users allowed to import. */
export const SitetoolsNav = () => {
  const { formatMessage } = useIntl();
  // Read from the user's permissions as they are now, not with useRBAC: it checks once, when the
  // nav mounts, and not again when the permissions change afterwards (once loaded, or refetched),
  // so the link could stay out (an end-to-end test waited a minute for it under load). The
  // permission has no conditions to check on the server.
  const canImport = useAuth('SitetoolsNav', (state) => state.permissions.some((permission) => permission.action === ACTIONS.importPaths));
  const title = formatMessage({ id: getTrad('menu.urls'), defaultMessage: 'URLs' });
  return (
    <SubNav.Main aria-label={title}>
      <SubNav.Header label={title} />
      <Divider />
      <SubNav.Content>
        <SubNav.Sections>
          {[
            <SubNav.Link
              key="urls"
              to={`/plugins/${PLUGIN_ID}`}
              end
              label={formatMessage({ id: getTrad('nav.urls'), defaultMessage: 'URLs' })}
            />,
            <SubNav.Link
              key="patterns"
              to={`/plugins/${PLUGIN_ID}/patterns`}
              label={formatMessage({ id: getTrad('nav.patterns'), defaultMessage: 'URL patterns' })}
            />,
            ...(canImport
              ? [
                  <SubNav.Link
                    key="import"
                    to={`/plugins/${PLUGIN_ID}/import`}
                    label={formatMessage({ id: getTrad('nav.import'), defaultMessage: 'Import paths' })}
                  />,
                ]
              : []),
          ]}
        </SubNav.Sections>
      </SubNav.Content>
    </SubNav.Main>
  );
};
