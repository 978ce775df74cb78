// `npm run bench`: for each page count, boots the playground in a child process on a fresh SQLite
// database, seeds that many published pages, then measures the sitetools path router against
// Strapi's native findOne with autocannon from this process.
//
// BENCH_SIZES=1000,10000,50000 changes the page counts; BENCH_WARMUP and BENCH_DURATION (seconds)
// the length of each measurement, BENCH_SERVER_WARMUP the unmeasured traffic per scenario that
// every new server gets first.

import { cpus } from 'node:os';
import { formatTable, withRatios, writeResults } from './report.mjs';
import { measure, warmUpServer } from './load.mjs';
import { scenarios } from './scenarios/router-vs-native.mjs';
import { startServer } from './server-process.mjs';
import { verifySeed } from './verify.mjs';

const CONNECTIONS = [1, 10];

const parseSizes = (value) => {
  const sizes = value.split(',').map((size) => Number(size.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error(`BENCH_SIZES must be a comma-separated list of positive integers, not "${value}"`);
  }
  return sizes;
};

const benchSize = async (n) => {
  const server = await startServer(n);
  console.log(`N=${n}: server pid ${server.pid} at ${server.url}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
  try {
    await verifySeed(server.url, server.pages);
    await warmUpServer({ url: server.url, scenarios, pages: server.pages });
    const rows = [];
    for (const connections of CONNECTIONS) {
      for (const scenario of scenarios) {
        const row = { n, ...(await measure({ url: server.url, connections, scenario, pages: server.pages })) };
        console.log(`  ${scenario.name} x${connections}: ${row.requestsPerSecond.toFixed(1)} req/s`);
        rows.push(row);
      }
    }
    return { rows, bootMs: server.bootMs, seedMs: server.seedMs };
  } finally {
    await server.stop();
  }
};

const main = async () => {
  const sizes = parseSizes(process.env.BENCH_SIZES ?? '1000,10000');
  const runs = [];
  for (const n of sizes) runs.push({ n, ...(await benchSize(n)) });

  const rows = withRatios(runs.flatMap((run) => run.rows));
  console.log(`\n${formatTable(rows)}\n`);
  const file = writeResults({
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    sizes: runs.map(({ n, bootMs, seedMs }) => ({ n, bootMs, seedMs })),
    results: rows,
  });
  console.log(`Results written to ${file}`);

  const failed = rows.filter((row) => row.non2xx + row.errors > 0);
  for (const row of failed) {
    console.error(
      `N=${row.n} ${row.scenario} x${row.connections}: ${row.non2xx} non-2xx, ${row.errors} errors ` +
        `(${row.timeouts} timeouts), status codes ${JSON.stringify(row.statusCodes)}`
    );
  }
  if (failed.length > 0) process.exitCode = 1;
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
