import { measureComparisons, warmUpServer } from './load.mjs';
import { COMPARISON_COLUMNS } from './report.mjs';
import { startServer } from './server-process.mjs';
import { verifySeed } from './verify.mjs';

// Reads are measured at one connection (latency) and at ten (concurrency).
const CONNECTIONS = [1, 10];

/**
 * A suite of GET scenarios on one server: `seed` names what the server seeds (a key of
 * server.cjs's PREPARE); each scenario builds a request path from a random seeded item, says
 * whether a response body `serves` that item, and may name the `baseline` its req/s is divided by.
 * `serverEnv()`, if given, adds to the server's environment (another app to boot, say).
 * `probe`, if given, is `{ before(server), after(server, before) }`: `before` runs once the
 * server is seeded, before any request, and `after` once every round is done; what `after`
 * resolves with is printed and recorded with the size's setup.
 */
export const readSuite = (definition) => ({
  ...definition,
  nMeans: `seeded ${definition.seed}`,
  columns: COMPARISON_COLUMNS,
  async measure(n) {
    const { url, items, ...server } = await startServer(definition.seed, n, definition.serverEnv?.() ?? {});
    console.log(`${definition.name} N=${n}: server pid ${server.pid} at ${url}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
    try {
      const probed = await definition.probe?.before(server);
      await verifySeed(url, definition.scenarios, items);
      await warmUpServer({ url, scenarios: definition.scenarios, items });
      const rows = await measureComparisons({
        url,
        pid: server.pid,
        items,
        connectionCounts: CONNECTIONS,
        scenarios: definition.scenarios,
      });
      const probe = await definition.probe?.after(server, probed);
      if (probe) console.log(`  ${JSON.stringify(probe)}`);
      return { rows, setup: { bootMs: server.bootMs, seedMs: server.seedMs, ...(probe ? { probe } : {}) } };
    } finally {
      await server.stop();
    }
  },
});
