import type { StrapiApp } from '@strapi/strapi/admin';
import { ArrowRight } from '@strapi/icons';
import { ACTIONS, PLUGIN_NAME } from '../../shared/contracts/permissions';
import { loadTranslations } from './translations';
import { getTrad } from './utils/get-trad';

/** Registers the addon's Redirects page in the main menu, shown to users who may read redirects. */
export default {
  register(app: StrapiApp) {
    app.addMenuLink({
      to: `plugins/${PLUGIN_NAME}`,
      icon: ArrowRight,
      intlLabel: { id: getTrad('menu.redirects'), defaultMessage: 'Redirects' },
      permissions: [{ action: ACTIONS.read, subject: null }],
      Component: () => import('./pages/RedirectsPage').then((module) => ({ default: module.RedirectsPage })),
    });
    app.registerPlugin({ id: PLUGIN_NAME, name: 'Sitetools redirects' });
  },

  registerTrads: loadTranslations,
};
