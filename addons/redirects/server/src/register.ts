import type { Core } from '@strapi/strapi';
import { extendBodyParser } from 'sitetools-kit/request-body';
import { IMPORT_BODY_LIMIT } from './domain/import-file';
import { registerGraphql } from './graphql';
import { registerMcpTools } from './mcp';
import { PLUGIN_NAME } from './permissions';
import { CONTENT_API_PREFIX } from './routes/content-api';
import { REDIRECT_UID } from './services/redirect-engine';

/**
 * A redirect's `locale` (null: every locale) is the column Strapi's i18n plugin gives every
 * content type, there already in every app; i18n marks it private on a type that is not
 * localized, which would hide it from the redirects list and refuse it as a filter. The redirect
 * type is not localized (one document per redirect, whatever its locale), so it is made public
 * here, after i18n's register extended the types and before the GraphQL schema is built.
 */
const publishLocale = (strapi: Core.Strapi) => {
  const attribute = strapi.contentType(REDIRECT_UID).attributes.locale as { private?: boolean } | undefined;
  if (!attribute) throw new Error('sitetools-addon-redirects needs the i18n plugin: a redirect is scoped to a locale by its locale column');
  attribute.private = false;
};

/**
 * Extends the GraphQL schema when the app has the GraphQL plugin, and the body parser for the
 * addon's routes: its errors answered as the addon's, and the import's larger limit.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  publishLocale(strapi);
  registerGraphql(strapi);
  registerMcpTools(strapi);
  extendBodyParser(strapi, {
    name: PLUGIN_NAME,
    contentApi: CONTENT_API_PREFIX,
    larger: [{ method: 'POST', path: `/${PLUGIN_NAME}/redirects/import`, jsonLimit: IMPORT_BODY_LIMIT }],
  });
};
