import type { Core } from '@strapi/strapi';
import { makeColumnCaseSensitive } from 'sitetools-kit/case-sensitive';
import { ACTION_DEFINITIONS, entryUrlActionDefinition } from '../../shared/contracts/permissions';
import type { Config } from './config';
import type { BulkGenerationService } from './services/bulk-generation';
import type { ContentTypesService } from './services/content-types';
import type { UrlPatternService } from './services/url-pattern';

/** Checks the patterns set in code against the content types: a bad one stops the start. */
const checkConfiguredPatterns = (strapi: Core.Strapi) => {
  const patterns: UrlPatternService = strapi.plugin('sitetools').service('url-pattern');
  const { patterns: configured } = strapi.config.get('plugin::sitetools') as Config;
  for (const [uid, entry] of Object.entries(configured)) {
    for (const source of typeof entry === 'string' ? [entry] : Object.values(entry)) {
      try {
        patterns.validate(uid, source);
      } catch (error) {
        throw new Error(`sitetools config: pattern ${source} of ${uid}: ${(error as Error).message}`);
      }
    }
  }
};

/** Startup work that needs the database schema in place. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await makeColumnCaseSensitive(strapi, 'sitetools_url_aliases', 'url_path', 255);
  checkConfiguredPatterns(strapi);
  (strapi.plugin('sitetools').service('url-pattern') as UrlPatternService).watchWrites();
  // Registered before the admin's own bootstrap, which then grants every action to the Super
  // Admin role (on every start, so an existing database gets a new action too).
  const enabled = (strapi.plugin('sitetools').service('content-types') as ContentTypesService).enabled().map((type) => type.uid);
  await strapi.service('admin::permission').actionProvider.registerMany([...ACTION_DEFINITIONS, entryUrlActionDefinition(enabled)]);
  const bulk: BulkGenerationService = strapi.plugin('sitetools').service('bulk-generation');
  bulk.init();
};
