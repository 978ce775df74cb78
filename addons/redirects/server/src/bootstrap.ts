import type { Core } from '@strapi/strapi';
import { makeColumnCaseSensitive } from 'sitetools-kit/case-sensitive';
import { ALIASES_CHANGING_EVENT } from 'sitetools-kit/events';
import type { AliasesChangingEvent } from 'strapi-plugin-sitetools/contracts/events';
import type { RedirectLookupService } from 'strapi-plugin-sitetools/contracts/redirect-lookup';
import { ACTION_DEFINITIONS } from './permissions';
import type { AliasRedirectsService } from './services/alias-redirects';
import type { RedirectEngine } from './services/redirect-engine';

/**
 * Registers the admin actions and the core plugin's redirect lookup, and starts following the
 * core plugin's alias changes.
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  if (!strapi.plugin('sitetools')) {
    throw new Error('sitetools-addon-redirects needs the sitetools plugin (strapi-plugin-sitetools) enabled');
  }
  await strapi.service('admin::permission').actionProvider.registerMany(ACTION_DEFINITIONS);
  await makeColumnCaseSensitive(strapi, 'sitetools_redirects', 'from', 255);
  await makeColumnCaseSensitive(strapi, 'sitetools_redirects', 'to', 255);
  const engine: RedirectEngine = strapi.plugin('sitetools-addon-redirects').service('redirect-engine');
  await engine.ensureVersion();
  // The core asks here which published redirect a path would replace (the edit-view panel).
  (strapi.plugin('sitetools').service('redirect-lookup') as RedirectLookupService).register({
    findMany: (paths) => engine.findPublished(paths),
  });

  // The redirects change with the aliases, in their transaction when they have one: a whole
  // reconcile or bulk batch in one redirect transaction.
  strapi.eventHub.on(ALIASES_CHANGING_EVENT, async ({ changes }: AliasesChangingEvent) => {
    const service: AliasRedirectsService = strapi.plugin('sitetools-addon-redirects').service('alias-redirects');
    try {
      // A refused redirect (say, a configured target that would loop) must not turn the entry's
      // save into an error; the editor finds the reason in the log.
      for (const reason of await service.onAliasesChanged(changes)) {
        strapi.log.warn(`sitetools-addon-redirects: a redirect was not written: ${reason}`);
      }
    } catch (error) {
      const paths = changes.map((change) => change.before?.url_path ?? change.after?.url_path).join(', ');
      strapi.log.error(`sitetools-addon-redirects: no redirects for ${paths}: ${String(error)}`);
    }
  });
};
