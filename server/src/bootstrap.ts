import type { Core } from '@strapi/strapi';
import { documentIdGenerator } from 'sitetools-kit/document-id';
import { WEBHOOK_EVENTS } from 'sitetools-kit/events';
import { ACTION_DEFINITIONS, entryUrlActionDefinition } from '../../shared/contracts/permissions';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import type { Config } from './config';
import { getService } from './services/get-service';

/** Checks the patterns set in code against the content types: a bad one stops the start. */
const checkConfiguredPatterns = (strapi: Core.Strapi) => {
  const patterns = getService(strapi, 'url-pattern');
  const { patterns: configured } = strapi.config.get('plugin::sitetools') as Config;
  for (const [uid, entry] of Object.entries(configured)) {
    for (const source of typeof entry === 'string' ? [entry] : Object.values(entry)) {
      try {
        patterns.validate(uid, source);
      } catch (error) {
        throw new Error(`sitetools config: pattern ${source} of ${uid}: ${(error as Error).message}`, { cause: error });
      }
    }
  }
};

/**
 * A middleware that applies the config's front pages before the first request is answered: by
 * then every plugin has started, the redirects addon included, which hears the moves (a plugin's
 * bootstrap cannot know whether the addon's has run). Requests meanwhile wait for it.
 */
const configuredFrontPages = (strapi: Core.Strapi) => {
  let applied: Promise<void> | undefined;
  let done = false;
  return async (_ctx: object, next: () => Promise<unknown>) => {
    if (!done) {
      applied ??= getService(strapi, 'front-page')
        .applyConfigured()
        .catch((error: unknown) => {
          strapi.log.error(`sitetools: the front pages of the config could not be applied: ${String(error)}`);
        });
      await applied;
      done = true;
    }
    return next();
  };
};

/** Startup work that needs the database schema in place. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  // Parts of Strapi without a public API: a release without them stops here, not on a request.
  getService(strapi, 'entry-url-permission').assertContentManagerServices();
  documentIdGenerator(strapi, URL_ALIAS_UID);
  await getService(strapi, 'alias-store').makePathsCaseSensitive();
  await getService(strapi, 'alias-version').ensure();
  checkConfiguredPatterns(strapi);
  getService(strapi, 'front-page').check();
  getService(strapi, 'sitemap').check();
  getService(strapi, 'breadcrumbs').check();
  getService(strapi, 'route-stack').findRoutes();
  getService(strapi, 'url-pattern').watchWrites();
  // A webhook can subscribe only to the events the webhook store allows.
  strapi.get('webhookStore').addAllowedEvent('SITETOOLS_URL_UPDATE', WEBHOOK_EVENTS.SITETOOLS_URL_UPDATE);
  // Registered before the admin's own bootstrap, which then grants every action to the Super
  // Admin role (on every start, so an existing database gets a new action too).
  const enabled = getService(strapi, 'content-types')
    .enabled()
    .map((type) => type.uid);
  await strapi.service('admin::permission').actionProvider.registerMany([...ACTION_DEFINITIONS, entryUrlActionDefinition(enabled)]);
  // Added before the routes are mounted, so it wraps every route's handler.
  const work = getService(strapi, 'request-work');
  strapi.server.use((ctx: object, next: () => Promise<unknown>) => work.waitForWork(ctx, next));
  strapi.server.use(configuredFrontPages(strapi));
  getService(strapi, 'bulk-generation').init();
  getService(strapi, 'alias-save').init();
};
