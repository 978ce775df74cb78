import type { Context, Next } from 'koa';
import type { RouterOf } from 'sitetools-kit/routes';
import type controllers from '../controllers';

/** Only published redirects reach the front-end, whatever `status` the client sends. */
const publishedOnly = async (ctx: Context, next: Next) => {
  ctx.query = { ...ctx.query, status: 'published' };
  await next();
};

/**
 * `GET /api/sitetools/redirects`: the route lives under the core plugin's prefix, while its
 * permission is the addon's own (`plugin::sitetools-addon-redirects.redirect.find`).
 */
export default {
  type: 'content-api',
  prefix: '/sitetools',
  routes: [
    { method: 'GET', path: '/redirects', handler: 'redirect.find', config: { middlewares: [publishedOnly] } },
  ],
} satisfies RouterOf<typeof controllers>;
