import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import type { StrapiApp } from '@strapi/strapi/admin';
import { Archive, ArrowRight, FileError } from '@strapi/icons';
import { ACTIONS, PLUGIN_NAME } from '../../shared/contracts/permissions';
import { REMOVAL_BULK_ACTIONS, REMOVAL_DOCUMENT_ACTIONS } from './components/removal/RemovalActions';
import { loadTranslations } from './translations';
import { getTrad } from './utils/get-trad';

/**
 * Registers the addon's Redirects, Not found and Removed pages in the main menu, each shown to
 * users who may read it, and the Content Manager's unpublish and delete that show their URL impact.
 */
export default {
  register(app: StrapiApp) {
    app.addMenuLink({
      to: `plugins/${PLUGIN_NAME}`,
      icon: ArrowRight,
      intlLabel: { id: getTrad('menu.redirects'), defaultMessage: 'Redirects' },
      permissions: [{ action: ACTIONS.read, subject: null }],
      Component: () => import('./pages/RedirectsPage').then((module) => ({ default: module.RedirectsPage })),
    });
    app.addMenuLink({
      to: `plugins/${PLUGIN_NAME}-not-found`,
      icon: FileError,
      intlLabel: { id: getTrad('menu.notFound'), defaultMessage: 'Not found' },
      permissions: [{ action: ACTIONS.notFoundRead, subject: null }],
      Component: () => import('./pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
    });
    app.addMenuLink({
      to: `plugins/${PLUGIN_NAME}-removed`,
      icon: Archive,
      intlLabel: { id: getTrad('menu.removed'), defaultMessage: 'Removed pages' },
      permissions: [{ action: ACTIONS.notFoundRead, subject: null }],
      Component: () => import('./pages/RemovedUrlsPage').then((module) => ({ default: module.RemovedUrlsPage })),
    });
    // getPlugin() types every plugin's apis as unknown; the Content Manager exports its own type.
    const contentManager = app.getPlugin('content-manager').apis as ContentManagerPlugin['config']['apis'];
    contentManager.addDocumentAction((actions) => [...actions, ...REMOVAL_DOCUMENT_ACTIONS]);
    contentManager.addBulkAction((actions) => [...actions, ...REMOVAL_BULK_ACTIONS]);
    // The name Strapi's role editor derives from the plugin id, so that every page says the same.
    app.registerPlugin({ id: PLUGIN_NAME, name: 'Sitetools addon redirects' });
  },

  registerTrads: loadTranslations,
};
