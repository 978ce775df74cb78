'use strict';

// The benchmarked server, run as a child process of bench/run.mjs so that the load generator does
// not share its event loop. The parent sets the database and secrets in the environment, passes
// the page count as argv[2], gets `{ type: 'ready', url, pages }` over IPC, and sends
// `{ type: 'stop' }` when done.

const { resolve } = require('node:path');
const { seedPages } = require('./seed.cjs');

const APP_DIR = resolve(__dirname, '..', 'playground');

const boot = async () => {
  // Loaded through CommonJS: the ESM build of @strapi/strapi imports lodash/fp as a directory.
  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: APP_DIR, distDir: APP_DIR, serveAdminPanel: false, autoReload: false });
  // strapi::logger writes every request at `http` level; at `error` those lines are dropped, so
  // console output does not weigh on the timings.
  strapi.log.level = 'error';
  await strapi.load();
  return strapi;
};

const listen = async (strapi) => {
  await strapi.server.mount();
  const { httpServer } = strapi.server;
  await new Promise((done) => httpServer.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${httpServer.address().port}`;
};

const main = async () => {
  const count = Number(process.argv[2]);
  const started = Date.now();
  const strapi = await boot();
  const booted = Date.now();
  const pages = await seedPages(strapi, count);
  const seeded = Date.now();
  const url = await listen(strapi);

  // Idempotent: a stop message and the channel closing may both arrive.
  let stopping;
  const stop = () => {
    stopping ??= strapi.destroy().then(() => process.exit(0));
  };
  process.on('message', (message) => {
    if (message?.type === 'stop') stop();
  });
  // A parent that died without saying stop must not leave a server behind.
  process.on('disconnect', stop);
  process.send({ type: 'ready', url, pages, bootMs: booted - started, seedMs: seeded - booted });
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
