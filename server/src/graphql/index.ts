import type { Core } from '@strapi/strapi';
import { graphqlPlugin, listQuery } from 'sitetools-kit/graphql';
import { URL_ALIAS_UID } from '../../../shared/contracts/url-alias';
import { URL_HISTORY_UID } from '../../../shared/contracts/url-history';
import { getService } from '../services/get-service';
import { linkFieldsPlugin } from './links';
import { entryTypesOf, routeTypes } from './route';

const PLUGIN = 'plugin::sitetools';
/** Plugin types no client reads: no query, mutation or type of theirs in the schema. */
const INTERNAL_UIDS = [`${PLUGIN}.url-pattern`, `${PLUGIN}.job`, `${PLUGIN}.pending-reconcile`, URL_HISTORY_UID];

/**
 * Extends the schema of `@strapi/plugin-graphql` when the app has it (called at register, before
 * the plugin builds its schema at bootstrap): `sitetoolsRoute` and `sitetoolsUrlAliases`, with the
 * permissions of their REST routes. The native queries of the plugin's types are turned off: the
 * alias type's native list would show the reserved aliases of drafts.
 */
export const registerGraphql = (strapi: Core.Strapi) => {
  const graphql = graphqlPlugin(strapi);
  if (!graphql) return;
  const { extension } = graphql;
  for (const uid of INTERNAL_UIDS) extension.shadowCRUD(uid).disable();
  // The type stays: `sitetoolsUrlAliases` returns it and filters on its fields, and an entry's
  // `url_alias` relation (with the alias list's permission) returns it as REST's populate does.
  extension.shadowCRUD(URL_ALIAS_UID).disableQueries().disableMutations();

  extension.use(({ nexus }) => {
    const entryTypes = entryTypesOf(strapi, graphql);
    const aliases = listQuery({
      strapi,
      graphql,
      nexus,
      name: 'sitetoolsUrlAliases',
      uid: URL_ALIAS_UID,
      args: { locale: 'I18NLocaleCode' },
      find: (params, auth) => getService(strapi, 'url-alias').find(params, auth),
    });
    return {
      // Without an enabled type that has a GraphQL type, there is no entry union to build.
      types: [...(entryTypes.size > 0 ? routeTypes(strapi, nexus, entryTypes) : []), ...aliases],
      plugins: [linkFieldsPlugin(strapi, graphql, nexus)],
      resolversConfig: {
        'Query.sitetoolsRoute': { auth: { scope: [`${PLUGIN}.router.find`] } },
        'Query.sitetoolsUrlAliases': { auth: { scope: [`${PLUGIN}.url-alias.find`] } },
      },
    };
  });
};
