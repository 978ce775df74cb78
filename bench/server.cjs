'use strict';

// The benchmarked server, run as a child process of bench/run.mjs so that the load generator does
// not share its event loop. The parent sets the database and secrets in the environment, passes
// the page count as argv[2], gets `{ type: 'ready', url, pages }` over IPC, and sends
// `{ type: 'stop' }` when done.

const { bootPlayground } = require('../playground/scripts/boot.cjs');
const { seedPages } = require('./seed.cjs');

const main = async () => {
  const count = Number(process.argv[2]);
  const started = Date.now();
  let booted;
  let pages;
  // strapi::logger writes every request at `http` level; at `error` those lines are dropped, so
  // console output does not weigh on the timings.
  const { strapi, url } = await bootPlayground({
    logLevel: 'error',
    beforeListen: async (app) => {
      booted = Date.now();
      pages = await seedPages(app, count);
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
  process.send({ type: 'ready', url, pages, bootMs: booted - started, seedMs: seeded - booted });
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
