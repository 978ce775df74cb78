/**
 * The URL list and the redirects list at N rows each (bench/seed.cjs seedListRows): pages of 50,
 * the first and the deepest (page 20,000 at a million rows, or the last there is), through
 * `pagination[page]` and through the cursor (`pagination[after]`), the same pages of the native
 * find of the same content type (bench/native-routes.cjs), and the admin's URLs and Redirects
 * routes (first, middle and last page, a substring search and a path-prefix search) with a super
 * admin's token. One request of each in turn per round, on one server, so that whatever slows the
 * machine slows all alike; `idle` is a bare `GET /_health` in the same rounds, the floor of any
 * request on this machine at that moment. Each row prints its p50 and p95 and, where it has one,
 * its baseline's p50 and the ratio of the two, against its target: a deep page within 2x of the
 * first page of the same list, the admin's routes within 300 ms at p95.
 */
import { performance } from 'node:perf_hooks';
import { startServer } from '../server-process.mjs';
import { percentile } from '../latency.mjs';
import { median } from '../report.mjs';

const PAGE_SIZE = 50;
const DEEPEST_PAGE = 20_000;
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 20);
const WARMUP_ROUNDS = 2;
const ADMIN_TARGET_MS = 300;

const page = (n) => `pagination[page]=${n}&pagination[pageSize]=${PAGE_SIZE}`;
const after = (cursor) => `pagination[after]=${cursor}&pagination[pageSize]=${PAGE_SIZE}`;
const adminPage = (n, extra = '') => `page=${n}&pageSize=${PAGE_SIZE}${extra}`;
// The cursor's form (packages/kit/src/list-cursor.ts): opaque to clients, built here only to jump
// to the deepest page without walking a million rows first.
const cursorAfter = (id) => Buffer.from(JSON.stringify({ id })).toString('base64url');

/** The cursor of `pageNumber` of a content API list: the id of the row before it, read by page (one slow read, once). */
const cursorOf = async (url, path, pageNumber) => {
  if (pageNumber === 1) return '';
  const res = await fetch(`${url}${path}?${page(pageNumber - 1)}&fields[0]=documentId`);
  const body = await res.json();
  if (res.status !== 200 || body.data.length === 0) throw new Error(`${path} page ${pageNumber - 1}: ${res.status}`);
  return cursorAfter(body.data.at(-1).id);
};

const login = async (server) => {
  const credentials = await server.command('admin-credentials');
  const res = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`admin login answered ${res.status}`);
  return (await res.json()).data.token;
};

/** Every request measured: `list`, `request`, its path, whether it is the admin's, its baseline and target. */
const requestsOf = async (url, n) => {
  const deepest = Math.min(DEEPEST_PAGE, Math.ceil(n / PAGE_SIZE));
  const middle = Math.ceil(deepest / 2);
  const aliasCursor = await cursorOf(url, '/api/sitetools/url-alias', deepest);
  const redirectCursor = await cursorOf(url, '/api/sitetools/redirects', deepest);
  // About a tenth of a thousandth of the rows match (bench-1234, bench-12340 ...): a rare term.
  const term = String(Math.floor(n / 100));
  const deep = `page ${deepest}`;
  const api = (list, path, native) => [
    { list, request: 'page 1', path: `${path}?${page(1)}`, baseline: 'native page 1', target: 'ratio' },
    { list, request: deep, path: `${path}?${page(deepest)}`, baseline: 'page 1', target: '2x' },
    { list, request: 'cursor first', path: `${path}?${after('')}`, baseline: 'page 1', target: 'ratio' },
    {
      list,
      request: `cursor ${deep}`,
      path: `${path}?${after(path.endsWith('redirects') ? redirectCursor : aliasCursor)}`,
      baseline: 'cursor first',
      target: '2x',
    },
    { list, request: 'native page 1', path: `${native}${native.includes('?') ? '&' : '?'}${page(1)}` },
    {
      list,
      request: `native ${deep}`,
      path: `${native}${native.includes('?') ? '&' : '?'}${page(deepest)}`,
      baseline: 'native page 1',
      target: 'ratio',
    },
  ];
  const admin = (list, path, prefix) => [
    { list, request: 'page 1', path: `${path}?${adminPage(1)}`, admin: true, target: 'admin' },
    { list, request: `page ${middle}`, path: `${path}?${adminPage(middle)}`, admin: true, baseline: 'page 1', target: 'admin' },
    { list, request: deep, path: `${path}?${adminPage(deepest)}`, admin: true, baseline: 'page 1', target: 'admin' },
    { list, request: `search "${term}"`, path: `${path}?${adminPage(1, `&q=${term}`)}`, admin: true, baseline: 'page 1', target: 'admin' },
    {
      list,
      request: `search "${prefix}${term}"`,
      path: `${path}?${adminPage(1, `&q=${encodeURIComponent(prefix + term)}`)}`,
      admin: true,
      baseline: 'page 1',
      target: 'admin',
    },
  ];
  return [
    { list: 'idle', request: 'GET /_health', path: '/_health', status: 204 },
    ...api('URL list', '/api/sitetools/url-alias', '/api/bench/url-aliases'),
    ...api('redirects list', '/api/sitetools/redirects', '/api/bench/redirects?status=published'),
    ...admin('admin URLs', '/sitetools/url-aliases', '/pages/bench-'),
    ...admin('admin Redirects', '/sitetools-addon-redirects/redirects', '/old/'),
  ];
};

/** One request; resolves with its time in ms, or throws on an unexpected answer. */
const timed = async (url, token, request) => {
  const started = performance.now();
  const res = await fetch(`${url}${request.path}`, { headers: request.admin ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  const ms = performance.now() - started;
  const expected = request.status ?? 200;
  if (res.status !== expected) throw new Error(`${request.list} ${request.request}: ${res.status} ${text.slice(0, 200)}`);
  if (expected === 200 && JSON.parse(text).data.length === 0) throw new Error(`${request.list} ${request.request}: an empty page`);
  return ms;
};

const verdict = (row) => {
  if (row.target === 'admin') return row.p95Ms < ADMIN_TARGET_MS ? `yes (< ${ADMIN_TARGET_MS} ms p95)` : `no (< ${ADMIN_TARGET_MS} ms p95)`;
  if (row.target === '2x') return row.ratio <= 2 ? 'yes (within 2x)' : 'no (within 2x)';
  return '';
};

export default {
  name: 'lists-at-scale',
  nMeans: 'URL aliases, and as many published redirects (each with its draft row)',
  sizesVariable: 'BENCH_LIST_SIZES',
  defaultSizes: '100000',
  columns: [
    ['N', (row) => row.n],
    ['list', (row) => row.list],
    ['request', (row) => row.request],
    ['p50 ms', (row) => row.p50Ms.toFixed(1)],
    ['p95 ms', (row) => row.p95Ms.toFixed(1)],
    ['baseline', (row) => row.baseline ?? ''],
    ['its p50 ms', (row) => row.baselineP50Ms?.toFixed(1) ?? ''],
    ['ratio', (row) => (row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}x`)],
    ['idle p50/p95 ms', (row) => `${row.idleP50Ms.toFixed(1)}/${row.idleP95Ms.toFixed(1)}`],
    ['target met', verdict],
  ],
  async measure(n) {
    const server = await startServer('lists', n);
    console.log(`lists-at-scale N=${n}: server pid ${server.pid} at ${server.url}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
    try {
      const token = await login(server);
      const requests = await requestsOf(server.url, n);
      const times = requests.map(() => []);
      for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
        for (const [i, request] of requests.entries()) {
          const ms = await timed(server.url, token, request);
          if (round >= WARMUP_ROUNDS) times[i].push(ms);
        }
      }
      const measured = requests.map((request, i) => ({
        ...request,
        p50Ms: median(times[i]),
        p95Ms: percentile(
          [...times[i]].sort((a, b) => a - b),
          0.95
        ),
      }));
      const idle = measured[0];
      const rows = measured.map((row) => {
        const baseline = row.baseline && measured.find((other) => other.list === row.list && other.request === row.baseline);
        return {
          scenario: `${row.list}: ${row.request}`,
          list: row.list,
          request: row.request,
          path: row.path,
          p50Ms: row.p50Ms,
          p95Ms: row.p95Ms,
          target: row.target,
          idleP50Ms: idle.p50Ms,
          idleP95Ms: idle.p95Ms,
          ...(baseline && { baseline: row.baseline, baselineP50Ms: baseline.p50Ms, ratio: row.p50Ms / baseline.p50Ms }),
          // Every request was checked (a wrong status or an empty page throws).
          non2xx: 0,
          errors: 0,
        };
      });
      return { rows, setup: { bootMs: server.bootMs, seedMs: server.seedMs } };
    } finally {
      await server.stop();
    }
  },
};
