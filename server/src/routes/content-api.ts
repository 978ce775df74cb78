import type { RouterOf } from 'sitetools-kit/routes';
import type controllers from '../controllers';

/**
 * Content API routes, served under `/api/sitetools`. Each `<controller>.find` handler becomes a
 * permission (`plugin::sitetools.<controller>.find`) in Users & Permissions and API token scopes;
 * read-only tokens grant `find` actions, so both routes work with them.
 */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/router', handler: 'router.find' },
    { method: 'GET', path: '/url-alias', handler: 'url-alias.find' },
  ],
} satisfies RouterOf<typeof controllers>;
