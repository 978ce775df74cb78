import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import type { StrapiApp } from '@strapi/strapi/admin';
import { Link } from '@strapi/icons';
import type { ComponentType } from 'react';
import { INTERNAL_LINK_NAME } from '../../shared/contracts/internal-link';
import { ACTIONS } from '../../shared/contracts/permissions';
import { LinkToPagePanel } from './components/LinkToPagePanel';
import { UrlAliasPanel } from './components/UrlAliasPanel';
import { registerContentTypeBuilderOption } from './content-type-builder';
import { PLUGIN_ID } from './plugin-id';
import { loadTranslations } from './translations';
import { getTrad } from './utils/get-trad';

/** Registers the plugin's pages, its edit-view panel and its Content-Type Builder option. */
export default {
  register(app: StrapiApp) {
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Link,
      intlLabel: { id: getTrad('menu.urls'), defaultMessage: 'URLs' },
      permissions: [{ action: ACTIONS.read, subject: null }],
      Component: () => import('./pages/App').then((module) => ({ default: module.App })),
    });
    app.createSettingSection({ id: PLUGIN_ID, intlLabel: { id: getTrad('settings.section'), defaultMessage: 'Sitetools' } }, [
      {
        id: 'overview',
        to: PLUGIN_ID,
        intlLabel: { id: getTrad('settings.overview'), defaultMessage: 'Overview' },
        permissions: [{ action: ACTIONS.read, subject: null }],
        Component: () => import('./pages/OverviewPage').then((module) => ({ default: module.OverviewPage })),
      },
    ]);
    app.customFields.register({
      name: INTERNAL_LINK_NAME,
      pluginId: PLUGIN_ID,
      type: 'json',
      intlLabel: { id: getTrad('link.field.label'), defaultMessage: 'Internal link' },
      intlDescription: { id: getTrad('link.field.description'), defaultMessage: 'A link to an entry that follows its URL when it moves' },
      icon: Link,
      components: {
        // The Content Manager types custom inputs as prop-less; it hands them the props the input declares.
        Input: () =>
          import('./components/internal-link/InternalLinkInput').then((module) => ({
            default: module.InternalLinkInput as unknown as ComponentType,
          })),
      },
    });
    app.registerPlugin({ id: PLUGIN_ID, name: 'Sitetools' });
  },

  bootstrap(app: StrapiApp) {
    // getPlugin() types every plugin's apis as unknown; the Content Manager exports its own type.
    const contentManager = app.getPlugin('content-manager').apis as ContentManagerPlugin['config']['apis'];
    contentManager.addEditViewSidePanel([UrlAliasPanel, LinkToPagePanel]);
    registerContentTypeBuilderOption(app);
  },

  registerTrads: loadTranslations,
};
