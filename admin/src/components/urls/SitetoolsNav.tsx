import { SubNav } from '@strapi/strapi/admin';
import { Divider } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { PLUGIN_ID } from '../../plugin-id';
import { getTrad } from '../../utils/get-trad';

/** The side navigation shared by the plugin's pages: the URL list and the URL patterns. */
export const SitetoolsNav = () => {
  const { formatMessage } = useIntl();
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
          ]}
        </SubNav.Sections>
      </SubNav.Content>
    </SubNav.Main>
  );
};
