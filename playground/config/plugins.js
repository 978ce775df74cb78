const path = require('path');

module.exports = ({ env }) => ({
  // The plugin from this repository (its built dist/), as an app installs it from npm.
  sitetools: { enabled: true, resolve: path.resolve(__dirname, '../..') },
  'sitetools-addon-redirects': { enabled: true, resolve: path.resolve(__dirname, '../../addons/redirects') },
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
});
