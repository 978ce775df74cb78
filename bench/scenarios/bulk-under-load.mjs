/**
 * A live site while bulk generation runs: router requests for pages that have their aliases,
 * measured on the idle server, then while the `missing` job gives N more pages theirs. The job
 * must leave the site usable: req/s during the job at least half of idle, p99 under 250 ms, no
 * request waiting over a second. The job's own time is reported too.
 */
import { measureLatency } from '../latency.mjs';
import { startServer } from '../server-process.mjs';

const CONNECTIONS = 10;
const IDLE_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

const routerPath = (page) => `/api/sitetools/router?path=${encodeURIComponent(page.path)}`;
const ms = (value) => value.toFixed(1);

export default {
  name: 'bulk-under-load',
  nMeans: 'pages without aliases; 1,000 more with aliases are requested',
  sizesVariable: 'BENCH_BULK_LOAD_SIZES',
  defaultSizes: '10000',
  columns: [
    ['N', (row) => row.n],
    ['phase', (row) => row.phase],
    ['requests', (row) => row.requests],
    ['req/s', (row) => row.reqPerSec.toFixed(0)],
    ['x idle', (row) => (row.ofIdle === undefined ? '' : `${row.ofIdle.toFixed(2)}x`)],
    ['p50 ms', (row) => ms(row.p50)],
    ['p99 ms', (row) => ms(row.p99)],
    ['max ms', (row) => ms(row.max)],
    ['failures', (row) => row.failures],
    ['job s', (row) => (row.jobSeconds === undefined ? '' : row.jobSeconds.toFixed(1))],
  ],
  async measure(n) {
    const server = await startServer('pages-some-without-aliases', n);
    console.log(`bulk-under-load N=${n}: server pid ${server.pid}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
    try {
      const load = { url: server.url, items: server.items, path: routerPath, connections: CONNECTIONS };
      const forSeconds = (seconds) => {
        const end = Date.now() + seconds * 1000;
        return async () => Date.now() > end;
      };
      // A warm-up (V8 optimises the request path in the first seconds), then the idle baseline.
      await measureLatency({ ...load, until: forSeconds(5) });
      const idle = await measureLatency({ ...load, until: forSeconds(IDLE_SECONDS) });
      const id = await server.command('start-bulk-generation');
      let job;
      const during = await measureLatency({
        ...load,
        until: async () => {
          job = await server.command('bulk-job');
          return job?.id !== id || job.status !== 'running';
        },
      });
      if (job?.status !== 'done') throw new Error(`bulk generation ended ${job?.status}: ${job?.error ?? ''}`);
      const jobSeconds = (Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000;
      console.log(
        `  job: ${job.done} documents in ${jobSeconds.toFixed(1)} s; router ${during.reqPerSec.toFixed(0)} req/s, p99 ${ms(during.p99)} ms`
      );
      return {
        rows: [
          { phase: 'idle', ...idle },
          { phase: 'during job', ...during, ofIdle: during.reqPerSec / idle.reqPerSec, jobSeconds },
        ],
        setup: { bootMs: server.bootMs, seedMs: server.seedMs, jobDocuments: job.done },
      };
    } finally {
      await server.stop();
    }
  },
};
