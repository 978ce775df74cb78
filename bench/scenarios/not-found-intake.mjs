/**
 * The 404 inbox's intake (`POST /api/sitetools/not-found`) with the table already at its cap
 * (`notFound.maxRows` = N): `new path` reports a path never seen (an insert, then the trim of
 * the least-hit row under the inbox's lock, in one transaction), `known path` one of the N stored
 * paths (one upsert that counts the hit, no lock). Each request carries one report and the
 * intake-only API token, as a front-end server sends them. After the rounds the table must still
 * hold exactly N rows.
 */
import { measureComparisons, warmUpServer } from '../load.mjs';
import { COMPARISON_COLUMNS } from '../report.mjs';
import { startServer } from '../server-process.mjs';

const CONNECTIONS = [1, 10];
const INTAKE = '/api/sitetools/not-found';

let fresh = 0;
const reportOf = (path, item) => ({
  method: 'POST',
  path: INTAKE,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${item.token}` },
  body: JSON.stringify({ path }),
});

const SCENARIOS = [
  // The process id keeps paths distinct across the runs of one server's lifetime.
  { name: 'new path', request: (item) => reportOf(`/missing/new-${process.pid}-${(fresh += 1)}`, item) },
  { name: 'known path', request: (item) => reportOf(item.path, item) },
];

/** One report of each kind must be counted (202) before anything is measured. */
const checkIntake = async (url, items) => {
  for (const scenario of SCENARIOS) {
    const { method, path, headers, body } = scenario.request(items[0]);
    const response = await fetch(url + path, { method, headers, body });
    const answer = await response.json().catch(() => undefined);
    if (response.status !== 202 || answer?.data?.counted !== 1) {
      throw new Error(`intake check failed: ${scenario.name} gave ${response.status} ${JSON.stringify(answer)}`);
    }
  }
};

export default {
  name: 'not-found-intake',
  nMeans: 'rows in the 404 inbox (its cap)',
  sizesVariable: 'BENCH_NOT_FOUND_SIZES',
  defaultSizes: '10000',
  columns: COMPARISON_COLUMNS,
  async measure(n) {
    const server = await startServer('not-found', n, { SITETOOLS_NOT_FOUND_MAX_ROWS: String(n) });
    const { url, items } = server;
    console.log(`not-found-intake N=${n}: server pid ${server.pid} at ${url}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
    try {
      await checkIntake(url, items);
      await warmUpServer({ url, scenarios: SCENARIOS, items });
      const rows = await measureComparisons({ url, pid: server.pid, items, connectionCounts: CONNECTIONS, scenarios: SCENARIOS });
      const stored = await server.command('not-found-rows');
      if (stored !== n) throw new Error(`cap check failed: the inbox holds ${stored} rows, its cap is ${n}`);
      return { rows, setup: { bootMs: server.bootMs, seedMs: server.seedMs, rowsAfter: stored } };
    } finally {
      await server.stop();
    }
  },
};
