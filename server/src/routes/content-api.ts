import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import type { RouterOf } from 'sitetools-kit/routes';
import { SITEMAP_PERMISSION } from '../../../shared/contracts/sitemap';
import type controllers from '../controllers';

/**
 * Content API routes, served under `/api/sitetools`. Each `<controller>.find` handler becomes a
 * permission (`plugin::sitetools.<controller>.find`) in Users & Permissions and API token scopes;
 * read-only tokens grant `find` actions, so these routes work with them. The sitemap's files are
 * served by a function with the index's permission as its scope: one permission, one checkbox in
 * the role editor, for the index and its files.
 */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    type: 'content-api',
    routes: [
      { method: 'GET', path: '/router', handler: 'router.find' },
      // Drafts for previews; the route makes `router.preview` a permission of its own, which
      // `status=draft` on the route above also asks for (read-only tokens never hold it).
      { method: 'GET', path: '/router/preview', handler: 'router.preview' },
      { method: 'GET', path: '/url-alias', handler: 'url-alias.find' },
      { method: 'GET', path: '/sitemap.xml', handler: 'sitemap.find' },
      {
        method: 'GET',
        path: '/sitemap/:file',
        handler: (ctx: Context, next: Next) => strapi.plugin('sitetools').controller('sitemap').file(ctx, next),
        config: { auth: { scope: [SITEMAP_PERMISSION] } },
      },
    ],
  }) satisfies RouterOf<typeof controllers>;
