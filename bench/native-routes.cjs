'use strict';

const { REDIRECT_UID } = require('./seed.cjs');

const NATIVE_REDIRECTS_PATH = '/api/bench/redirects';

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

module.exports = { NATIVE_REDIRECTS_PATH, registerNativeRedirects };
