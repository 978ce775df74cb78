'use strict';

// Boots the playground app inside the calling process, for the integration tests and the
// benchmark server. The database is whatever the environment names (DATABASE_CLIENT, ...).

const { randomBytes } = require('node:crypto');
const { resolve } = require('node:path');

const APP_DIR = resolve(__dirname, '..');

const secret = () => randomBytes(16).toString('base64');

/** Fresh secrets and a local-only host: what config/ needs besides the database. */
const runtimeEnv = () => ({
  HOST: '127.0.0.1',
  STRAPI_TELEMETRY_DISABLED: 'true',
  APP_KEYS: [secret(), secret()].join(','),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
});

/**
 * Loads the app (running its bootstrap, so a new database gets the demo content), then listens
 * on a free port of 127.0.0.1. `beforeListen` runs on the loaded app first (the benchmark seeds
 * its pages there). The end-to-end tests serve the built admin panel (`serveAdminPanel`), some
 * from a copy of the app (`appDir`) in development mode (`autoReload`), where the Content-Type
 * Builder may write schema files.
 */
const bootPlayground = async ({ logLevel = 'warn', beforeListen, appDir = APP_DIR, serveAdminPanel = false, autoReload = false } = {}) => {
  // Loaded through CommonJS: the ESM build of @strapi/strapi imports lodash/fp as a directory.
  const { createStrapi } = require('@strapi/strapi');
  // Strapi keeps its latest instance in a global, which a refused start's destroy deletes.
  const running = global.strapi;
  const strapi = createStrapi({ appDir, distDir: appDir, serveAdminPanel, autoReload });
  strapi.log.level = logLevel;
  try {
    await strapi.load();
  } catch (error) {
    // A start refused part-way (a bad config) leaves nothing running in a process that goes on:
    // the plugins' timers and the SQLite lock they took stop with the app.
    await strapi.destroy().catch(() => undefined);
    if (running) global.strapi = running;
    throw error;
  }
  if (beforeListen) await beforeListen(strapi);
  await strapi.server.mount();
  const { httpServer } = strapi.server;
  await new Promise((done) => httpServer.listen(0, '127.0.0.1', done));
  return { strapi, url: `http://127.0.0.1:${httpServer.address().port}` };
};

module.exports = { APP_DIR, bootPlayground, runtimeEnv };
