import type { Core } from '@strapi/strapi';
import { extendBodyParser } from 'sitetools-kit/request-body';
import { IMPORT_BODY_LIMIT } from './domain/import-file';
import { registerGraphql } from './graphql';
import { PLUGIN_NAME } from './permissions';
import { CONTENT_API_PREFIX } from './routes/content-api';

/**
 * Extends the GraphQL schema when the app has the GraphQL plugin, and the body parser for the
 * addon's routes: its errors answered as the addon's, and the import's larger limit.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  registerGraphql(strapi);
  extendBodyParser(strapi, {
    name: PLUGIN_NAME,
    contentApi: CONTENT_API_PREFIX,
    larger: [{ method: 'POST', path: `/${PLUGIN_NAME}/redirects/import`, jsonLimit: IMPORT_BODY_LIMIT }],
  });
};
