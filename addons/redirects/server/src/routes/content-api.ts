import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import type { RouterOf } from 'sitetools-kit/routes';
import type controllers from '../controllers';
import { PLUGIN_NAME } from '../permissions';

/** The routes are served under the core plugin's content API prefix, `/api/sitetools`. */
export const CONTENT_API_PREFIX = '/sitetools';

/** The list's permission, which the manifest and its bloom filter share (read-only API tokens grant it). */
const FIND_SCOPE = `plugin::${PLUGIN_NAME}.redirect.find`;

/**
 * `GET /api/sitetools/redirects`, `GET /api/sitetools/redirects/manifest` and
 * `GET /api/sitetools/redirects/bloom`: the routes live under
 * the core plugin's prefix, while their permission is the addon's own
 * (`plugin::sitetools-addon-redirects.redirect.find`). The manifest's and the filter's handlers are functions with
 * that scope: a controller action named in a content API route would show up as a permission of
 * its own in Users & Permissions and in API token scopes.
 */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    type: 'content-api',
    prefix: CONTENT_API_PREFIX,
    routes: [
      { method: 'GET', path: '/redirects', handler: 'redirect.find' },
      {
        method: 'GET',
        path: '/redirects/manifest',
        handler: (ctx: Context, next: Next) => strapi.plugin(PLUGIN_NAME).controller('redirect-manifest').find(ctx, next),
        config: { auth: { scope: [FIND_SCOPE] } },
      },
      {
        method: 'GET',
        path: '/redirects/bloom',
        handler: (ctx: Context, next: Next) => strapi.plugin(PLUGIN_NAME).controller('redirect-bloom').find(ctx, next),
        config: { auth: { scope: [FIND_SCOPE] } },
      },
      // The 404 inbox's intake: its own permission (`plugin::sitetools-addon-redirects.not-found.create`),
      // meant for a front-end server's API token.
      { method: 'POST', path: '/not-found', handler: 'not-found.create' },
      // The redirect hits' intake: its own permission (`plugin::sitetools-addon-redirects.redirect-hit.create`).
      { method: 'POST', path: '/redirects/hits', handler: 'redirect-hit.create' },
    ],
  }) satisfies RouterOf<typeof controllers>;
