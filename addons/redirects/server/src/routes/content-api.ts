/**
 * `GET /api/sitetools/redirects`: the route lives under the core plugin's prefix, while its
 * permission is the addon's own (`plugin::sitetools-addon-redirects.redirect.find`).
 */
export default {
  type: 'content-api',
  prefix: '/sitetools',
  routes: [{ method: 'GET', path: '/redirects', handler: 'redirect.find' }],
};
