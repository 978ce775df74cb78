import type { Core } from '@strapi/strapi';
import type { AliasChangedEvent } from '../../../../../shared/contracts/events';
import type { Config } from '../config';
import { escapeStoredPath } from '../domain/redirect-rules';
import type { RedirectRulesService } from './redirect-rules';

/**
 * Follows the core plugin's alias changes: a published path that moves leaves a redirect behind,
 * and a path that goes live is never shadowed by a redirect.
 */
const aliasRedirects = ({ strapi }: { strapi: Core.Strapi }) => {
  const redirects = (): RedirectRulesService => strapi.plugin('sitetools-addon-redirects').service('redirect-rules');
  const config = () => strapi.config.get('plugin::sitetools-addon-redirects') as Config;

  return {
    async onAliasChanged({ before, after }: AliasChangedEvent) {
      if (after?.live) await redirects().removeFrom(after.url_path);
      if (!before?.live) return;

      // Alias paths are stored decoded; the redirect rules decode their input once more.
      const from = escapeStoredPath(before.url_path);
      const { autoRedirect, redirectRemovedTo } = config();
      const status_code = autoRedirect.statusCode;
      if (after?.live) {
        if (autoRedirect.enabled && after.url_path !== before.url_path) {
          await redirects().upsertPublished({ from, to: escapeStoredPath(after.url_path), status_code });
        }
      } else if (redirectRemovedTo) {
        await redirects().upsertPublished({ from, to: redirectRemovedTo, status_code });
      }
    },
  };
};

export type AliasRedirectsService = ReturnType<typeof aliasRedirects>;
export default aliasRedirects;
