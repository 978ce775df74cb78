import type { Core } from '@strapi/strapi';
import { makeColumnCaseSensitive } from 'sitetools-kit/case-sensitive';
import { ALIASES_CHANGING_EVENT } from 'sitetools-kit/events';
import type { AliasesChangingEvent } from 'strapi-plugin-sitetools/contracts/events';
import { ACTION_DEFINITIONS } from './permissions';
import { getService } from './services/get-service';

/** Registers the admin actions and starts following the core plugin's alias changes. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  if (!strapi.plugin('sitetools')) {
    throw new Error('sitetools-addon-redirects needs the sitetools plugin (strapi-plugin-sitetools) enabled');
  }
  await strapi.service('admin::permission').actionProvider.registerMany(ACTION_DEFINITIONS);
  await makeColumnCaseSensitive(strapi, 'sitetools_redirects', 'from', 255);
  await makeColumnCaseSensitive(strapi, 'sitetools_redirects', 'to', 255);
  await getService(strapi, 'redirect-engine').ensureVersion();

  // The redirects change with the aliases, in their transaction when they have one: a whole
  // reconcile or bulk batch in one redirect transaction.
  strapi.eventHub.on(ALIASES_CHANGING_EVENT, async ({ changes }: AliasesChangingEvent) => {
    const service = getService(strapi, 'alias-redirects');
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
