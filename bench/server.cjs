'use strict';

// The benchmarked server, run as a child process of bench/run.mjs so that the load generator does
// not share its event loop. The parent sets the database and secrets in the environment, passes
// what to seed and how many as argv[2] and argv[3] (`pages 1000`), gets
// `{ type: 'ready', url, items }` over IPC, and sends `{ type: 'stop' }` when done.

const { bootPlayground } = require('../playground/scripts/boot.cjs');
const { registerNativeRedirects } = require('./native-routes.cjs');
const { seedPages, seedRedirects } = require('./seed.cjs');

// What a suite's server needs before it listens; each returns the seeded items its scenarios
// pick requests from. The baseline route is only added where it is measured, so that the page
// scenarios run on the playground's own route table.
const PREPARE = {
  pages: seedPages,
  redirects: (strapi, count) => {
    registerNativeRedirects(strapi);
    return seedRedirects(strapi, count);
  },
};

const main = async () => {
  const [kind, countArg] = process.argv.slice(2);
  const prepare = PREPARE[kind];
  if (!prepare) throw new Error(`unknown seed kind "${kind}", expected one of ${Object.keys(PREPARE)}`);
  const started = Date.now();
  let booted;
  let items;
  // strapi::logger writes every request at `http` level; at `error` those lines are dropped, so
  // console output does not weigh on the timings.
  const { strapi, url } = await bootPlayground({
    logLevel: 'error',
    beforeListen: async (app) => {
      booted = Date.now();
      items = await prepare(app, Number(countArg));
    },
  });
  const seeded = Date.now();

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
  process.send({ type: 'ready', url, items, bootMs: booted - started, seedMs: seeded - booted });
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
