'use strict';

// Boots the app once on the database the environment names (DATABASE_CLIENT, ...) and stops it:
// what a test's first boot would otherwise do (schema, demo content, the plugins' first work),
// done once per run. Its own process: strapi.destroy() removes every process listener, which the
// test runner's main process must keep.

const { bootPlayground } = require('../../../playground/scripts/boot.cjs');

const main = async () => {
  const { strapi } = await bootPlayground({ appDir: process.env.TEST_APP_DIR || undefined });
  await strapi.destroy();
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  }
);
