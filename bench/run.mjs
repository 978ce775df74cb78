// `npm run bench`: for each suite in bench/scenarios and each of its sizes, boots the playground in
// a child process on a fresh SQLite database, seeds that many items, then measures the suite's
// sitetools scenarios against their Strapi-native baselines with autocannon from this process, in
// alternating rounds (bench/load.mjs).
//
// A suite names what its server seeds (`seed`), the variable that lists its sizes and their
// default, and its scenarios: each builds a request path from a random seeded item, says whether a
// response body `serves` that item, and may name the `baseline` its req/s is divided by.
//
// BENCH_SIZES=1000,10000,50000 changes the page counts of router-vs-native, BENCH_REDIRECT_SIZES
// the redirect counts of redirects-vs-native; an empty list skips the suite. BENCH_ROUNDS sets the
// measured rounds per scenario, BENCH_DURATION the seconds of each, BENCH_WARMUP the unmeasured
// seconds per scenario before them at each connection count, BENCH_SERVER_WARMUP the unmeasured
// seconds per scenario that every new server gets first.

import { cpus } from 'node:os';
import { formatTable, withRatios, writeResults } from './report.mjs';
import { measureComparison, warmUpServer } from './load.mjs';
import redirectsVsNative from './scenarios/redirects-vs-native.mjs';
import routerVsNative from './scenarios/router-vs-native.mjs';
import { startServer } from './server-process.mjs';
import { verifySeed } from './verify.mjs';

const SUITES = [routerVsNative, redirectsVsNative];
const CONNECTIONS = [1, 10];

const sizesOf = (suite) => {
  const value = process.env[suite.sizesVariable] ?? suite.defaultSizes;
  if (value.trim() === '') return [];
  const sizes = value.split(',').map((size) => Number(size.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error(`${suite.sizesVariable} must be a comma-separated list of positive integers, not "${value}"`);
  }
  return sizes;
};

// Each scenario with its baseline, and a scenario that neither has nor is a baseline alone.
const comparisons = (scenarios) => {
  const baselines = new Set(scenarios.map((scenario) => scenario.baseline));
  return scenarios
    .filter((scenario) => !baselines.has(scenario.name))
    .map((scenario) => [scenario, ...scenarios.filter((other) => other.name === scenario.baseline)]);
};

const benchSize = async (suite, n) => {
  const { url, items, ...server } = await startServer(suite.seed, n);
  console.log(`${suite.name} N=${n}: server pid ${server.pid} at ${url}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
  try {
    await verifySeed(url, suite.scenarios, items);
    await warmUpServer({ url, scenarios: suite.scenarios, items });
    const rows = [];
    for (const connections of CONNECTIONS) {
      for (const scenarios of comparisons(suite.scenarios)) {
        for (const row of await measureComparison({ url, connections, scenarios, items })) {
          const rounds = row.roundsRequestsPerSecond.map((rate) => rate.toFixed(1)).join(', ');
          console.log(`  ${row.scenario} x${connections}: ${row.requestsPerSecond.toFixed(1)} req/s (${rounds})`);
          rows.push({ suite: suite.name, n, ...row });
        }
      }
    }
    return { rows, bootMs: server.bootMs, seedMs: server.seedMs };
  } finally {
    await server.stop();
  }
};

const reportFailures = (rows) => {
  const failed = rows.filter((row) => row.non2xx + row.errors > 0);
  for (const row of failed) {
    console.error(
      `${row.suite} N=${row.n} ${row.scenario} x${row.connections}: ${row.non2xx} non-2xx, ${row.errors} errors ` +
        `(${row.timeouts} timeouts), status codes ${JSON.stringify(row.statusCodes)}`
    );
  }
  if (failed.length > 0) process.exitCode = 1;
};

const main = async () => {
  // Every size list is read before the first server starts, so a typo fails at once.
  const plan = SUITES.flatMap((suite) => sizesOf(suite).map((n) => ({ suite, n })));
  const runs = [];
  for (const { suite, n } of plan) runs.push({ suite: suite.name, n, ...(await benchSize(suite, n)) });

  const rows = withRatios(runs.flatMap((run) => run.rows));
  for (const suite of SUITES) {
    const suiteRows = rows.filter((row) => row.suite === suite.name);
    if (suiteRows.length > 0) console.log(`\n${suite.name} (N = seeded ${suite.seed})\n${formatTable(suiteRows)}`);
  }
  const file = writeResults({
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    sizes: runs.map(({ suite, n, bootMs, seedMs }) => ({ suite, n, bootMs, seedMs })),
    results: rows,
  });
  console.log(`\nResults written to ${file}`);
  reportFailures(rows);
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
