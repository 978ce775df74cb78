import type { Core } from '@strapi/strapi';
import { graphqlPlugin, listQuery } from 'sitetools-kit/graphql';
import { REMOVED_URL_UID } from './services/removed-urls';
import { PLUGIN_NAME } from './permissions';
import { getService } from './services/get-service';
import { NOT_FOUND_UID } from './services/not-found-resolve';
import { REDIRECT_UID, VERSION_UID } from './services/redirect-engine';
import { REDIRECT_HIT_UID } from './services/redirect-hit-write';

/**
 * Adds `sitetoolsRedirects` to the schema of `@strapi/plugin-graphql` when the app has it (called
 * at register, before the plugin builds its schema): the published redirects, with the REST list's
 * permission. The native queries and mutations of the addon's types are turned off: the redirect
 * type's native list could be asked for drafts, the version row is bookkeeping, and the 404
 * inbox, the redirect hits and the removed pages are for the admin (reports come in through their
 * own REST routes).
 */
export const registerGraphql = (strapi: Core.Strapi) => {
  const graphql = graphqlPlugin(strapi);
  if (!graphql) return;
  graphql.extension.shadowCRUD(VERSION_UID).disable();
  graphql.extension.shadowCRUD(NOT_FOUND_UID).disable();
  graphql.extension.shadowCRUD(REDIRECT_HIT_UID).disable();
  graphql.extension.shadowCRUD(REMOVED_URL_UID).disable();
  // The type stays: the list returns it and filters on its fields.
  graphql.extension.shadowCRUD(REDIRECT_UID).disableQueries().disableMutations();
  graphql.extension.use(({ nexus }) => ({
    types: listQuery({
      strapi,
      graphql,
      nexus,
      name: 'sitetoolsRedirects',
      uid: REDIRECT_UID,
      // The REST list's service and rule: published redirects only, whatever the client asks.
      find: (params) => getService(strapi, 'redirect').find({ ...params, status: 'published' }),
    }),
    resolversConfig: { 'Query.sitetoolsRedirects': { auth: { scope: [`plugin::${PLUGIN_NAME}.redirect.find`] } } },
  }));
};
