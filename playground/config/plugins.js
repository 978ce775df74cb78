const path = require('path');

module.exports = ({ env }) => {
  // SITETOOLS_ENABLED=false starts the same app without the plugins: the benchmarks compare
  // entry creation with and without them.
  const enabled = env.bool('SITETOOLS_ENABLED', true);
  return {
    // The plugins from this repository (their built dist/), as an app installs them from npm.
    sitetools: { enabled, resolve: path.resolve(__dirname, '../..') },
    'sitetools-addon-redirects': { enabled, resolve: path.resolve(__dirname, '../../addons/redirects') },
    'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  };
};
