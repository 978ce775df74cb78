/**
 * What a front-end built on sitetools-client pays: the redirect manifest read whole and
 * revalidated (a 304 after one read of the version row), `match()` against every redirect in
 * memory, and `paths()` walking every live path (id keyset pages, no counts). The targets: the
 * whole manifest of 100k redirects in under 1 s, a 304 in under 5 ms, at least 1M matches/s,
 * `paths()` over 100k pages in under 15 s.
 */
import { performance } from 'node:perf_hooks';
import { createClient, redirectMatcher } from '../../packages/client/dist/index.mjs';
import { median } from '../report.mjs';
import { startServer } from '../server-process.mjs';

const MANIFEST = '/api/sitetools/redirects/manifest';
const FULL_READS = 5;
const REVALIDATIONS = 200;
const MATCHES = 1_000_000;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

const timed = async (run) => {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
};

const measureManifest = async (n) => {
  const { url, stop } = await startServer('redirects', n);
  try {
    const full = [];
    let body;
    let etag;
    for (let i = 0; i < FULL_READS; i += 1) {
      const { ms, value } = await timed(async () => {
        const res = await fetch(`${url}${MANIFEST}`);
        return { etag: res.headers.get('etag'), text: await res.text(), status: res.status };
      });
      if (value.status !== 200) throw new Error(`manifest answered ${value.status}`);
      full.push(ms);
      ({ etag } = value);
      body = value.text;
    }
    const manifest = JSON.parse(body);
    if (manifest.data.length < n) throw new Error(`manifest has ${manifest.data.length} redirects, expected ${n}`);

    // Unmeasured first, as every read suite warms its server: the first requests of a freshly
    // booted server run before V8 has optimised the route.
    for (let i = 0; i < REVALIDATIONS; i += 1) {
      await fetch(`${url}${MANIFEST}`, { headers: { 'if-none-match': etag } });
    }
    const revalidations = [];
    for (let i = 0; i < REVALIDATIONS; i += 1) {
      const { ms, value } = await timed(() => fetch(`${url}${MANIFEST}`, { headers: { 'if-none-match': etag } }));
      if (value.status !== 304) throw new Error(`revalidation answered ${value.status}`);
      revalidations.push(ms);
    }

    const matcher = redirectMatcher(manifest);
    const probes = manifest.data.map((redirect, i) => (i % 2 === 0 ? `${redirect.from}/` : `${redirect.from}-missing`));
    let hits = 0;
    const { ms: matchMs } = await timed(async () => {
      for (let i = 0; i < MATCHES; i += 1) if (matcher.match(probes[i % probes.length])) hits += 1;
    });
    if (hits === 0) throw new Error('no probe matched');

    return {
      manifestMs: median(full),
      manifestMb: Buffer.byteLength(body) / 1e6,
      notModifiedP50Ms: median(revalidations),
      notModifiedP99Ms: percentile(revalidations, 0.99),
      matchesPerSecond: MATCHES / (matchMs / 1000),
    };
  } finally {
    await stop();
  }
};

const measurePaths = async (n) => {
  const { url, stop } = await startServer('pages', n);
  try {
    const client = createClient({ baseURL: url });
    let count = 0;
    const { ms } = await timed(async () => {
      for await (const _ of client.paths()) count += 1;
    });
    if (count < n) throw new Error(`paths() gave ${count} paths, expected at least ${n}`);
    return { pathsSeconds: ms / 1000, paths: count };
  } finally {
    await stop();
  }
};

export default {
  name: 'front-end',
  nMeans: 'seeded redirects, then seeded pages',
  sizesVariable: 'BENCH_FRONTEND_SIZES',
  defaultSizes: '10000,100000',
  columns: [
    ['N', (row) => row.n],
    ['manifest ms', (row) => row.manifestMs.toFixed(1)],
    ['manifest MB', (row) => row.manifestMb.toFixed(2)],
    ['304 p50 ms', (row) => row.notModifiedP50Ms.toFixed(2)],
    ['304 p99 ms', (row) => row.notModifiedP99Ms.toFixed(2)],
    ['match()/s', (row) => Math.round(row.matchesPerSecond).toLocaleString('en')],
    ['paths() s', (row) => row.pathsSeconds.toFixed(1)],
    ['paths', (row) => row.paths],
  ],
  async measure(n) {
    const manifest = await measureManifest(n);
    const paths = await measurePaths(n);
    return { rows: [{ scenario: 'front-end', ...manifest, ...paths }], setup: {} };
  },
};
