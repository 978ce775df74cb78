'use strict';

const { factories } = require('@strapi/strapi');
const { ALIAS_UID, REDIRECT_UID } = require('./seed.cjs');

const NATIVE_REDIRECTS_PATH = '/api/bench/redirects';
const NATIVE_ALIASES_PATH = '/api/bench/url-aliases';

/**
 * Serves the redirect content type's core `find` at `/api/bench/redirects`, without the sitetools
 * route in the way: the baseline of the redirects scenarios. Registered after load() and before
 * mount(), which is when the content API router picks up its routes.
 */
const registerNativeRedirects = (strapi) => {
  strapi.server.routes({
    type: 'content-api',
    prefix: '/bench',
    routes: [
      {
        method: 'GET',
        path: '/redirects',
        handler: `${REDIRECT_UID}.find`,
        // The scope Strapi gives the addon's own route: both go through the same Public-role
        // permission check, which the playground grants on its first start.
        config: { auth: { scope: [`${REDIRECT_UID}.find`] } },
      },
    ],
  });
};

/**
 * Serves Strapi's core `find` of the URL alias type at `/api/bench/url-aliases`: what the core
 * controller does (validate, sanitize, the core service's find-many and count, sanitize the
 * output), without the URL list's limits (live aliases of readable types, served paths). The
 * plugin's `url-alias` service is its own list, so the core service is built here. Same scope as
 * `GET /api/sitetools/url-alias`.
 */
const registerNativeAliases = (strapi) => {
  const service = factories.createCoreService(ALIAS_UID)({ strapi });
  strapi.server.routes({
    type: 'content-api',
    prefix: '/bench',
    routes: [
      {
        method: 'GET',
        path: '/url-aliases',
        handler: async (ctx) => {
          const schema = strapi.contentType(ALIAS_UID);
          const auth = ctx.state.auth;
          await strapi.contentAPI.validate.query(ctx.query, schema, { auth });
          const query = await strapi.contentAPI.sanitize.query(ctx.query, schema, { auth });
          const { results, pagination } = await service.find(query);
          ctx.body = { data: await strapi.contentAPI.sanitize.output(results, schema, { auth }), meta: { pagination } };
        },
        config: { auth: { scope: [`${ALIAS_UID}.find`] } },
      },
    ],
  });
};

module.exports = { NATIVE_ALIASES_PATH, NATIVE_REDIRECTS_PATH, registerNativeAliases, registerNativeRedirects };
