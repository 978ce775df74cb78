import type { Core } from '@strapi/strapi';
import { makeColumnCaseSensitive } from 'sitetools-kit/case-sensitive';
import { ALIAS_CHANGING_EVENT } from 'sitetools-kit/events';
import type { AliasChangedEvent } from 'strapi-plugin-sitetools/contracts/events';
import { ACTION_DEFINITIONS } from './permissions';
import type { AliasRedirectsService } from './services/alias-redirects';
import type { RedirectEngine } from './services/redirect-engine';

/** Registers the admin actions and starts following the core plugin's alias changes. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  if (!strapi.plugin('sitetools')) {
    throw new Error('sitetools-addon-redirects needs the sitetools plugin (strapi-plugin-sitetools) enabled');
  }
  await strapi.service('admin::permission').actionProvider.registerMany(ACTION_DEFINITIONS);
  await makeColumnCaseSensitive(strapi, 'sitetools_redirects', 'from', 255);
  await makeColumnCaseSensitive(strapi, 'sitetools_redirects', 'to', 255);
  await (strapi.plugin('sitetools-addon-redirects').service('redirect-engine') as RedirectEngine).ensureVersion();

  // The redirects change with the alias, in its transaction when it has one.
  strapi.eventHub.on(ALIAS_CHANGING_EVENT, async (event: AliasChangedEvent) => {
    const service: AliasRedirectsService = strapi.plugin('sitetools-addon-redirects').service('alias-redirects');
    try {
      // A refused redirect (say, a configured target that would loop) must not turn the entry's
      // save into an error; the editor finds the reason in the log.
      for (const reason of await service.onAliasChanged(event)) {
        strapi.log.warn(`sitetools-addon-redirects: no redirect from ${event.before?.url_path}: ${reason}`);
      }
    } catch (error) {
      strapi.log.error(`sitetools-addon-redirects: no redirect for ${event.before?.url_path}: ${String(error)}`);
    }
  });
};
