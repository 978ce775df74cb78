/**
 * The XML sitemap of N URLs in two locales (N / 2 pages in English and French, each URL with
 * its hreflang alternates): the time to read the index and then every file it lists, one after
 * the other as a crawler does, and the server's RSS meanwhile, sampled every 50 ms. Files are
 * streamed from the database a few hundred URLs at a time, so the peak above the baseline should
 * stay flat from 1k to 100k URLs while the time grows linearly. The physical baseline: the live
 * alias rows read whole from the database in the same id ranges (`scan s`), which no sitemap can
 * beat; `x scan` is the sitemap's time over it. The targets at 1M URLs: every file in under 2 s,
 * the whole set in under 3 minutes, the RSS flat.
 */
import { performance } from 'node:perf_hooks';
import { startServer } from '../server-process.mjs';

const INDEX = '/api/sitetools/sitemap.xml';
const SAMPLE_MS = 50;

/** Reads a response's body as it streams, counting its bytes and `</url>` tags. */
const drain = async (res) => {
  const decoder = new TextDecoder();
  let bytes = 0;
  let urls = 0;
  let tail = '';
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    urls += text.split('</url>').length - 1;
    // A tag cut between two chunks is counted with the next one.
    tail = text.slice(Math.max(0, text.lastIndexOf('</url>') + 6, text.length - 5));
  }
  return { bytes, urls };
};

/** Samples the server's RSS until stopped; resolves with the highest value seen. */
const sampleRss = (server) => {
  let running = true;
  let peak = 0;
  const done = (async () => {
    while (running) {
      peak = Math.max(peak, (await server.command('memory')).rssMb);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
    return peak;
  })();
  return async () => {
    running = false;
    return done;
  };
};

const read = async (server) => {
  const started = performance.now();
  const index = await fetch(`${server.url}${INDEX}`);
  if (index.status !== 200) throw new Error(`sitemap index answered ${index.status}`);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  const indexMs = performance.now() - started;
  let bytes = 0;
  let urls = 0;
  let slowestFileMs = 0;
  for (const file of files) {
    const fileStarted = performance.now();
    const res = await fetch(file);
    if (res.status !== 200) throw new Error(`${file} answered ${res.status}`);
    const drained = await drain(res);
    slowestFileMs = Math.max(slowestFileMs, performance.now() - fileStarted);
    bytes += drained.bytes;
    urls += drained.urls;
  }
  return { files: files.length, urls, mb: bytes / 1024 / 1024, indexMs, slowestFileMs, seconds: (performance.now() - started) / 1000 };
};

export default {
  name: 'sitemap',
  nMeans: 'URLs in two locales (N / 2 pages in English and French)',
  sizesVariable: 'BENCH_SITEMAP_SIZES',
  defaultSizes: '100000',
  columns: [
    ['N', (row) => row.n],
    ['URLs', (row) => row.urls],
    ['files', (row) => row.files],
    ['MB', (row) => row.mb.toFixed(1)],
    ['index ms', (row) => row.indexMs.toFixed(0)],
    ['slowest file ms', (row) => row.slowestFileMs.toFixed(0)],
    ['all s', (row) => row.seconds.toFixed(2)],
    ['scan s', (row) => row.scanSeconds.toFixed(2)],
    ['x scan', (row) => (row.seconds / row.scanSeconds).toFixed(1)],
    ['URLs/s', (row) => (row.urls / row.seconds).toFixed(0)],
    ['RSS before MB', (row) => row.rssBeforeMb.toFixed(0)],
    ['RSS peak MB', (row) => row.rssPeakMb.toFixed(0)],
    ['growth MB', (row) => (row.rssPeakMb - row.rssBeforeMb).toFixed(0)],
  ],
  async measure(n) {
    const server = await startServer('pages-two-locales', n);
    console.log(`sitemap N=${n}: server pid ${server.pid}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
    try {
      // One unmeasured read first: the statements are prepared and the code is warm.
      await read(server);
      const { rssMb: rssBeforeMb } = await server.command('memory-after-gc');
      const stopSampling = sampleRss(server);
      const result = await read(server);
      const rssPeakMb = await stopSampling();
      // The demo content adds its own live URLs to the N seeded ones.
      if (result.urls < n) throw new Error(`the sitemap lists ${result.urls} URLs, expected at least ${n}`);
      const { seconds: scanSeconds } = await server.command('scan-aliases');
      console.log(
        `  ${result.urls} URLs in ${result.files} files, ${result.seconds.toFixed(2)} s (the slowest file ${result.slowestFileMs.toFixed(0)} ms; ` +
          `the alias table read whole ${scanSeconds.toFixed(2)} s), RSS peak +${(rssPeakMb - rssBeforeMb).toFixed(0)} MB`
      );
      return { rows: [{ ...result, scanSeconds, rssBeforeMb, rssPeakMb }], setup: { bootMs: server.bootMs, seedMs: server.seedMs } };
    } finally {
      await server.stop();
    }
  },
};
