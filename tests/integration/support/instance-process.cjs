'use strict';

// A second server of the playground in its own process, on the database and secrets its parent
// passed in the environment: another instance behind the same load balancer. It tells its parent
// its URL, then serves until it is killed.
const { bootPlayground } = require('../../../playground/scripts/boot.cjs');

bootPlayground().then(
  ({ url }) => process.send({ url }),
  (error) => {
    console.error(error);
    process.exit(1);
  }
);
