/**
 * A storm of redirect hits must not slow the site, as a 404 storm must not (not-found-intake):
 * router requests (one visitor at a time) on the idle server, then while four reporters, each with
 * its own token, post batches of 100 hits back to back to the hits intake
 * (`POST /api/sitetools/redirects/hits`), naming N published rules in turn. The storm is the worst
 * the config allows: each token's rate limit and the intake's budget at their maximum. The target:
 * the router's p50 during the storm within 1.5x of idle. After the storm the hits are flushed and
 * the table must hold every hit the intake counted.
 */
import { measureUnderStorm, startIntakeStorm, stormColumns } from '../intake-storm.mjs';
import { startServer } from '../server-process.mjs';

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
// The maxima of the addon's config (addons/redirects/server/src/config/index.ts).
const WORST_STORM = {
  SITETOOLS_HITS_RATE_LIMIT: '10000000',
  SITETOOLS_HITS_BUDGET: '2000',
  SITETOOLS_HITS_BUDGET_SECONDS: '1',
};

const routerPath = (page) => `/api/sitetools/router?path=${encodeURIComponent(page.path)}`;
const ms = (value) => value.toFixed(1);

export default {
  name: 'hits-intake',
  nMeans: 'published redirects whose hits the storm reports; the router is asked for 1,000 pages',
  sizesVariable: 'BENCH_HITS_SIZES',
  defaultSizes: '1000',
  columns: stormColumns(ms),
  async measure(n) {
    const server = await startServer('hits-storm', n, WORST_STORM);
    console.log(`hits-intake N=${n}: server pid ${server.pid}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
    try {
      const load = { url: server.url, items: server.items, path: routerPath, connections: 1 };
      const tokens = await server.command('hit-reporter-tokens');
      const { idle, during, intake } = await measureUnderStorm({
        load,
        seconds: SECONDS,
        tokens,
        startStorm: (some) =>
          startIntakeStorm({
            url: server.url,
            tokens: some,
            intake: '/api/sitetools/redirects/hits',
            entry: (i) => ({ from: `/old/${i % n}` }),
          }),
      });
      // Every entry names a published rule: all the intake counted (warm-up included) must be stored.
      const stored = await server.command('hits-flushed-total');
      if (stored < intake.counted) throw new Error(`hits lost: ${intake.counted} counted during the storm, ${stored} stored in all`);
      const p50OfIdle = during.p50 / idle.p50;
      console.log(
        `  router p50 ${ms(idle.p50)} -> ${ms(during.p50)} ms (${p50OfIdle.toFixed(2)}x idle, target 1.5x), ` +
          `p99 ${ms(idle.p99)} -> ${ms(during.p99)} ms; intake ${intake.requests} requests, ` +
          `${intake.counted} hits counted, ${intake.limited} answered 429; ${stored} hits stored after the flush`
      );
      return {
        rows: [
          { phase: 'idle', ...idle },
          { phase: '4 reporters', ...during, p50OfIdle, p99OfIdle: during.p99 / idle.p99, intake },
        ],
        setup: { bootMs: server.bootMs, seedMs: server.seedMs, stored },
      };
    } finally {
      await server.stop();
    }
  },
};
