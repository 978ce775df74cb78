/**
 * What a front-end built on sitetools-client pays: the redirect manifest read whole and
 * revalidated (a 304 after one read of the version row), `match()` against every redirect in
 * memory, the redirects' Bloom filter (its size, its false positives measured on paths no rule
 * has, its first read, which builds it, its later reads and 304s, `mayRedirect()` per second),
 * and `paths()` walking every live path (id keyset pages, no counts). The targets: the whole
 * manifest of 100k redirects in under 1 s and its first read (its build) at 1M in under 10 s, a
 * 304 in under 5 ms, at least 1M matches/s, at most 1% false positives, `paths()` over 100k
 * pages in under 15 s. Each figure is printed beside its baseline, measured in the same run on
 * the same server or process: a request's floor (Strapi's `/_health`, one visitor at a time) for
 * the 304s, a Map read per lookup for match() and mayRedirect().
 */
import { performance } from 'node:perf_hooks';
import { createClient, redirectFilter, redirectMatcher } from '../../packages/client/dist/index.mjs';
import { percentile } from '../latency.mjs';
import { median } from '../report.mjs';
import { startServer } from '../server-process.mjs';

const MANIFEST = '/api/sitetools/redirects/manifest';
const BLOOM = '/api/sitetools/redirects/bloom';
const HEALTH = '/_health';
const FULL_READS = 5;
const FALSE_POSITIVE_PROBES = 100_000;
const REVALIDATIONS = 200;
const MATCHES = 1_000_000;

const timed = async (run) => {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
};

/** One visitor at a time: `count` unmeasured requests, then `count` measured, each checked for `status`. */
const latencies = async (url, headers, status, count = REVALIDATIONS) => {
  for (let i = 0; i < count; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const { ms, value } = await timed(async () => {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      return res.status;
    });
    if (value !== status) throw new Error(`${url} answered ${value}, expected ${status}`);
    times.push(ms);
  }
  return {
    p50: median(times),
    p99: percentile(
      [...times].sort((a, b) => a - b),
      0.99
    ),
  };
};

const lookupsPerSecond = (lookup, probes) => {
  let hits = 0;
  const started = performance.now();
  for (let i = 0; i < MATCHES; i += 1) if (lookup(probes[i % probes.length])) hits += 1;
  const ms = performance.now() - started;
  if (hits === 0) throw new Error('no probe matched');
  return MATCHES / (ms / 1000);
};

const read = async (url) => {
  const res = await fetch(url);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { etag: res.headers.get('etag'), text };
};

/** The filter: its first read (the build of this version), later reads, 304s, size and false positives. */
const measureBloom = async (url, froms) => {
  const { ms: buildMs, value: first } = await timed(() => read(`${url}${BLOOM}`));
  const reads = [];
  for (let i = 0; i < FULL_READS; i += 1) reads.push((await timed(() => read(`${url}${BLOOM}`))).ms);
  const notModified = await latencies(`${url}${BLOOM}`, { 'if-none-match': first.etag }, 304);
  const bloom = JSON.parse(first.text);
  const filter = redirectFilter(bloom);
  const missed = froms.filter((from) => !filter.mayRedirect(from));
  if (missed.length > 0) throw new Error(`the filter says no for ${missed.length} redirects, e.g. ${missed[0]}`);
  let positives = 0;
  for (let i = 0; i < FALSE_POSITIVE_PROBES; i += 1) if (filter.mayRedirect(`/never-redirected/${i}`)) positives += 1;
  const probes = froms.map((from, i) => (i % 2 === 0 ? from : `${from}-missing`));
  return {
    bloomBytes: bloom.data.m / 8,
    bloomJsonKb: Buffer.byteLength(first.text) / 1e3,
    bloomFalsePositives: positives / FALSE_POSITIVE_PROBES,
    bloomBuildMs: buildMs,
    bloomReadMs: median(reads),
    bloomNotModifiedP50Ms: notModified.p50,
    mayRedirectPerSecond: lookupsPerSecond((path) => filter.mayRedirect(path), probes),
  };
};

const measureManifest = async (n) => {
  const { url, stop } = await startServer('redirects', n);
  try {
    // The first request of the fresh server: the manifest's build (it is built on every read).
    const manifestFirst = await timed(() => read(`${url}${MANIFEST}`));
    const { etag } = manifestFirst.value;
    const full = [];
    let body = manifestFirst.value.text;
    for (let i = 1; i < FULL_READS; i += 1) {
      const { ms, value } = await timed(() => read(`${url}${MANIFEST}`));
      full.push(ms);
      body = value.text;
    }
    const manifest = JSON.parse(body);
    if (manifest.data.length < n) throw new Error(`manifest has ${manifest.data.length} redirects, expected ${n}`);
    const froms = manifest.data.map((redirect) => redirect.from);
    const bloom = await measureBloom(url, froms);

    // Warmed first, as every read suite warms its server: the first requests of a freshly booted
    // server run before V8 has optimised the route.
    const revalidations = await latencies(`${url}${MANIFEST}`, { 'if-none-match': etag }, 304);
    const health = await latencies(`${url}${HEALTH}`, {}, 204);

    const matcher = redirectMatcher(manifest);
    // Half the probes hit a rule, half miss; the same paths for match() and the Map, in the form a
    // site serves them (and the stored form). A second run of match() gives the hits a trailing
    // slash: the path rules applied before the lookup, as for a path typed by hand.
    const probes = froms.map((from, i) => (i % 2 === 0 ? from : `${from}-missing`));
    const unnormal = froms.map((from, i) => (i % 2 === 0 ? `${from}/` : `${from}-missing`));
    const map = new Map(manifest.data.map((redirect) => [redirect.from, redirect]));
    const row = {
      manifestFirstMs: manifestFirst.ms,
      manifestMs: median(full),
      manifestMb: Buffer.byteLength(body) / 1e6,
      notModifiedP50Ms: revalidations.p50,
      notModifiedP99Ms: revalidations.p99,
      healthP50Ms: health.p50,
      matchesPerSecond: lookupsPerSecond((path) => matcher.match(path), probes),
      unnormalMatchesPerSecond: lookupsPerSecond((path) => matcher.match(path), unnormal),
      mapGetsPerSecond: lookupsPerSecond((path) => map.get(path), probes),
      ...bloom,
    };
    const ms = (value) => value.toFixed(2);
    const perSecond = (value) => Math.round(value).toLocaleString('en');
    console.log(
      [
        `front-end N=${n}:`,
        `  manifest first read (its build) ${ms(row.manifestFirstMs)} ms (target < 10 s at 1M), later reads ${ms(row.manifestMs)} ms, ${row.manifestMb.toFixed(1)} MB`,
        `  manifest 304 p50 ${ms(row.notModifiedP50Ms)} ms, p99 ${ms(row.notModifiedP99Ms)} ms (target < 5 ms; baseline /_health p50 ${ms(row.healthP50Ms)} ms)`,
        `  match() ${perSecond(row.matchesPerSecond)}/s (target >= 1M/s; baseline Map.get ${perSecond(row.mapGetsPerSecond)}/s), ` +
          `with a trailing slash on the hits ${perSecond(row.unnormalMatchesPerSecond)}/s`,
        `  bloom ${row.bloomBytes} bytes (${ms(row.bloomBytes / froms.length)} per redirect; JSON ${row.bloomJsonKb.toFixed(0)} kB), ` +
          `false positives ${(row.bloomFalsePositives * 100).toFixed(2)}% of ${FALSE_POSITIVE_PROBES} paths (target <= 1%)`,
        `  bloom first read (its build) ${ms(row.bloomBuildMs)} ms, later reads ${ms(row.bloomReadMs)} ms, ` +
          `304 p50 ${ms(row.bloomNotModifiedP50Ms)} ms (baseline /_health p50 ${ms(row.healthP50Ms)} ms)`,
        `  mayRedirect() ${perSecond(row.mayRedirectPerSecond)}/s (baseline Map.get ${perSecond(row.mapGetsPerSecond)}/s)`,
      ].join('\n')
    );
    return row;
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
    ['manifest 1st ms', (row) => row.manifestFirstMs.toFixed(1)],
    ['manifest ms', (row) => row.manifestMs.toFixed(1)],
    ['manifest MB', (row) => row.manifestMb.toFixed(2)],
    ['304 p50 ms', (row) => row.notModifiedP50Ms.toFixed(2)],
    ['304 p99 ms', (row) => row.notModifiedP99Ms.toFixed(2)],
    ['/_health p50 ms', (row) => row.healthP50Ms.toFixed(2)],
    ['match()/s', (row) => Math.round(row.matchesPerSecond).toLocaleString('en')],
    ['Map.get/s', (row) => Math.round(row.mapGetsPerSecond).toLocaleString('en')],
    ['match() slash/s', (row) => Math.round(row.unnormalMatchesPerSecond).toLocaleString('en')],
    ['bloom bytes', (row) => row.bloomBytes],
    ['bloom FP %', (row) => (row.bloomFalsePositives * 100).toFixed(2)],
    ['bloom 1st ms', (row) => row.bloomBuildMs.toFixed(1)],
    ['bloom ms', (row) => row.bloomReadMs.toFixed(1)],
    ['bloom 304 ms', (row) => row.bloomNotModifiedP50Ms.toFixed(2)],
    ['mayRedirect()/s', (row) => Math.round(row.mayRedirectPerSecond).toLocaleString('en')],
    ['paths() s', (row) => (row.pathsSeconds === undefined ? '' : row.pathsSeconds.toFixed(1))],
    ['paths', (row) => row.paths ?? ''],
  ],
  async measure(n) {
    const manifest = await measureManifest(n);
    // BENCH_FRONTEND_PATHS=false leaves paths() out: seeding a million pages takes longer than the rest.
    const paths = process.env.BENCH_FRONTEND_PATHS === 'false' ? {} : await measurePaths(n);
    return { rows: [{ scenario: 'front-end', ...manifest, ...paths }], setup: {} };
  },
};
