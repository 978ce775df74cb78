/**
 * Bulk generation at scale, on a live site: N published pages without aliases (1,000 more with
 * theirs, which one visitor asks the router for, back to back) get their aliases from the
 * `missing` job, as the admin's button starts it. The job's documents are cut into ten slices
 * (100,000 documents each at N = 1M), and for each slice the bench prints:
 * - its time against the first slice's (the target: every slice within 10%, so the job is linear);
 * - the server's peak RSS in it, read from /proc every 250 ms, against the idle server's RSS after a
 *   full collection (the target: within 150 MB);
 * - the visitor's router p50 in it against the idle p50 measured just before the job (the target:
 *   within 1.5x), and its p99.
 * One visitor, not ten: the question is what one person browsing the site waits while the job
 * runs, not how much throughput the job leaves (bulk-under-load measures that).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { percentile } from '../latency.mjs';
import { startServer } from '../server-process.mjs';

const SLICES = 10;
const POLL_MS = 250;
const IDLE_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const MB = 1024;

const sleep = (ms) => new Promise((resume) => setTimeout(resume, ms));
const routerPath = (page) => `/api/sitetools/router?path=${encodeURIComponent(page.path)}`;

/** The resident memory of process `pid` in MB, from /proc (Linux). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / MB;

/** One visitor asking for random served pages until `stop()`; each request's end time and latency. */
const visitor = (url, items) => {
  const samples = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const item = items[Math.floor(Math.random() * items.length)];
      const sent = performance.now();
      const res = await fetch(`${url}${routerPath(item)}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`the router answered ${res.status} for ${item.path}`);
      const ended = performance.now();
      samples.push({ at: ended, ms: ended - sent });
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
      return samples;
    },
  };
};

const p50Of = (samples) =>
  percentile(
    samples.map((sample) => sample.ms).sort((a, b) => a - b),
    0.5
  );
const p99Of = (samples) =>
  percentile(
    samples.map((sample) => sample.ms).sort((a, b) => a - b),
    0.99
  );

/** Starts the job and follows it: when each slice's last document was done, and the RSS meanwhile. */
const followJob = async (server) => {
  const id = await server.command('start-bulk-generation');
  const started = performance.now();
  const marks = [{ at: started, rss: [] }];
  let job;
  for (;;) {
    await sleep(POLL_MS);
    job = await server.command('bulk-job');
    const rss = rssOf(server.pid);
    const sliceSize = job.total / SLICES;
    while (marks.length <= SLICES && job.done >= Math.min(job.total, Math.round(sliceSize * marks.length))) {
      marks[marks.length - 1].rss.push(rss);
      marks.push({ at: performance.now(), rss: [] });
    }
    marks[marks.length - 1].rss.push(rss);
    if (job.id !== id || job.status !== 'running') break;
  }
  if (job.status !== 'done') throw new Error(`bulk generation ended ${job.status}: ${job.error ?? ''}`);
  return { job, marks };
};

export default {
  name: 'bulk-at-scale',
  nMeans: 'published pages without aliases; 1,000 more with aliases are asked for by one visitor',
  sizesVariable: 'BENCH_BULK_SCALE_SIZES',
  // The size is 1,000,000 (about 6 minutes of job and 3 of seeding on 2 cores):
  // BENCH_BULK_SCALE_SIZES=1000000 runs it.
  defaultSizes: '100000',
  columns: [
    ['N', (row) => row.n],
    ['slice', (row) => row.slice],
    ['s', (row) => row.seconds.toFixed(1)],
    ['x first', (row) => (row.ofFirst === undefined ? '' : `${row.ofFirst.toFixed(2)}x`)],
    ['RSS peak MB', (row) => row.rssPeakMb.toFixed(0)],
    ['over idle MB', (row) => row.overIdleMb.toFixed(0)],
    ['router p50 ms', (row) => row.p50.toFixed(1)],
    ['x idle p50', (row) => (row.p50OfIdle === undefined ? '' : `${row.p50OfIdle.toFixed(2)}x`)],
    ['router p99 ms', (row) => row.p99.toFixed(1)],
    ['requests', (row) => row.requests],
  ],
  async measure(n) {
    const server = await startServer('pages-some-without-aliases', n);
    console.log(`bulk-at-scale N=${n}: server pid ${server.pid}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
    try {
      // Warm-up, then the idle figures: the router p50 and the RSS after a full collection.
      const warm = visitor(server.url, server.items);
      await sleep(5000);
      await warm.stop();
      const { rssMb: idleRssMb } = await server.command('memory-after-gc');
      const idle = visitor(server.url, server.items);
      await sleep(IDLE_SECONDS * 1000);
      const idleSamples = await idle.stop();
      const idleP50 = p50Of(idleSamples);

      const during = visitor(server.url, server.items);
      const { job, marks } = await followJob(server);
      const samples = await during.stop();

      const slices = marks.slice(1).map((mark, i) => {
        const from = marks[i].at;
        const inSlice = samples.filter((sample) => sample.at > from && sample.at <= mark.at);
        const rssPeakMb = Math.max(...marks[i].rss);
        return { seconds: (mark.at - from) / 1000, rssPeakMb, requests: inSlice.length, p50: p50Of(inSlice), p99: p99Of(inSlice) };
      });
      const first = slices[0].seconds;
      const rows = [
        {
          slice: 'idle',
          seconds: 0,
          rssPeakMb: idleRssMb,
          overIdleMb: 0,
          requests: idleSamples.length,
          p50: idleP50,
          p99: p99Of(idleSamples),
        },
        ...slices.map((slice, i) => ({
          ...slice,
          slice: `${i + 1}/${SLICES}`,
          ofFirst: slice.seconds / first,
          overIdleMb: slice.rssPeakMb - idleRssMb,
          p50OfIdle: slice.p50 / idleP50,
        })),
      ];
      const jobSeconds = (Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000;
      const worst = (key) => Math.max(...rows.slice(1).map((row) => row[key]));
      console.log(
        `  ${job.done} documents in ${jobSeconds.toFixed(1)} s; slowest slice ${worst('ofFirst').toFixed(2)}x the first ` +
          `(target 1.10x), RSS at most ${worst('overIdleMb').toFixed(0)} MB over idle (target 150), ` +
          `router p50 at most ${worst('p50OfIdle').toFixed(2)}x idle (target 1.5x)`
      );
      return { rows, setup: { bootMs: server.bootMs, seedMs: server.seedMs, jobSeconds, jobDocuments: job.done } };
    } finally {
      await server.stop();
    }
  },
};
