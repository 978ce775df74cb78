/**
 * A 404 storm must not slow the site: router requests (one visitor at a time) on the idle server,
 * then while four reporters, each with its own intake token, post batches of 100 reports back to
 * back to the 404 intake (`POST /api/sitetools/not-found`), with the inbox at its cap
 * (`notFound.maxRows` = N). The storm is the worst the config allows: each token's rate limit and
 * the intake's budget at their maximum, so only the budget bounds the intake's work. The target:
 * the router's p50 during the storm within 1.5x of idle. After the storm the inbox is flushed and
 * must hold exactly N rows.
 */
import { measureUnderStorm, startNotFoundStorm, stormColumns } from '../intake-storm.mjs';
import { startServer } from '../server-process.mjs';

const CONNECTIONS = 1;
const REPORTERS = 4;
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
// The maxima of the addon's config (addons/redirects/server/src/config/index.ts).
const WORST_STORM = {
  SITETOOLS_NOT_FOUND_RATE_LIMIT: '10000000',
  SITETOOLS_NOT_FOUND_BUDGET: '2000',
  SITETOOLS_NOT_FOUND_BUDGET_SECONDS: '1',
};

const routerPath = (page) => `/api/sitetools/router?path=${encodeURIComponent(page.path)}`;
const ms = (value) => value.toFixed(1);

export default {
  name: 'not-found-intake',
  nMeans: 'rows in the 404 inbox (its cap); the router is asked for 1,000 pages',
  sizesVariable: 'BENCH_NOT_FOUND_SIZES',
  defaultSizes: '10000',
  columns: stormColumns(ms),
  async measure(n) {
    const server = await startServer('not-found-storm', n, {
      SITETOOLS_NOT_FOUND_MAX_ROWS: String(n),
      ...WORST_STORM,
    });
    console.log(`not-found-intake N=${n}: server pid ${server.pid}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
    try {
      const load = {
        url: server.url,
        items: server.items,
        path: routerPath,
        connections: CONNECTIONS,
      };
      const tokens = await server.command('reporter-tokens');
      const { idle, during, intake } = await measureUnderStorm({
        load,
        seconds: SECONDS,
        tokens,
        startStorm: (some) => startNotFoundStorm({ url: server.url, tokens: some }),
      });
      const rowsAfter = await server.command('not-found-flushed-rows');
      if (rowsAfter !== n) throw new Error(`cap check failed: the inbox holds ${rowsAfter} rows, its cap is ${n}`);
      const p50OfIdle = during.p50 / idle.p50;
      console.log(
        `  router p50 ${ms(idle.p50)} -> ${ms(during.p50)} ms (${p50OfIdle.toFixed(2)}x idle, target 1.5x), ` +
          `p99 ${ms(idle.p99)} -> ${ms(during.p99)} ms; intake ${intake.requests} requests, ` +
          `${intake.counted} reports counted, ${intake.limited} answered 429 (shed at the budget of 2,000 reports/s, ` +
          `the most the config allows)`
      );
      return {
        rows: [
          { phase: 'idle', ...idle },
          {
            phase: `${REPORTERS} reporters`,
            ...during,
            p50OfIdle,
            p99OfIdle: during.p99 / idle.p99,
            intake,
          },
        ],
        setup: { bootMs: server.bootMs, seedMs: server.seedMs, rowsAfter },
      };
    } finally {
      await server.stop();
    }
  },
};
