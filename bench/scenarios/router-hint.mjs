/**
 * The router's hint with pattern redirects (issue 40): `GET /api/sitetools/router?path=` for paths
 * no entry owns, whose 404 names the published redirect from the path (`details.redirect`). Two
 * playground servers run side by side, each with N exact redirects (`/old/page-<i>`) and N/10 more
 * rules, so both tables hold the same rows:
 *
 * - the pattern app: N/10 pattern rules with distinct static prefixes (`/section-<j>/:slug` to
 *   `/s/<j>/:slug`, `/docs-<j>/:path*` to `https://docs.example.com/<j>/:path*`), which the addon
 *   answers from its in-memory matcher once no exact rule does;
 * - the exact-only app: instead of each pattern, one exact rule from the path that pattern is
 *   probed with (`/section-<j>/post-<j>`, `/docs-<j>/guide/part-<j>`) to the same target.
 *
 * So `pattern rule` and its baseline ask both apps for the same paths and get the same hint, once
 * from a pattern and once from an exact rule of a table the same size: their ratio is the price of
 * the pattern matching alone. `exact rule` asks both for exact sources (patterns must cost those
 * nothing), `no rule` for paths no rule answers (the exact-only app's lookup misses; the pattern
 * app then also asks its matcher). Every response is checked: a 404 with the expected target, or
 * with no redirect for `no rule`, since a hint that went missing would be cheaper to measure.
 * `pattern rule, one app` weighs pattern hits against exact hits on the pattern app alone.
 *
 * Two apps rather than one measured before and after its patterns are added: the baseline needs
 * exact rules at the probed paths, which in the pattern app would answer before the patterns; and
 * both sides are then measured in the same minutes, for the price of a second boot and seed (about
 * a minute at N = 100,000). Two servers cannot share one autocannon run, so each comparison
 * alternates rounds (A B, B A, ...) and also runs interleaved request by request through a plain
 * keep-alive client on each connection (load.mjs, `interleaveServers`). On the shared 2-core
 * machine the interleaved ratio at one connection and the server CPU time per request held within
 * about 10% from run to run; the req/s of single rounds swung by 2x. The target: within
 * 1.2x of exact-only matching, a ratio of at least 0.83.
 */
import { exactRule, patternRule } from '../pattern-seed.cjs';
import { measureComparisons, warmUpServer } from '../load.mjs';
import { COMPARISON_COLUMNS } from '../report.mjs';
import { startServer } from '../server-process.mjs';

const CONNECTIONS = [1, 10];
// Two servers on a shared 2-core machine: single rounds swung by 2x in the first runs, so the
// medians are taken over more rounds than the read suites' 3 (BENCH_ROUNDS still overrides).
const ROUNDS = 5;
const SAMPLE_SIZE = 20;

const routerPath = (path) => `/api/sitetools/router?path=${encodeURIComponent(path)}`;

// What each probe asks for, from the seeded item `i` (0 to N - 1), and the target its hint must
// name (null: no hint).
const PROBES = {
  exact: (i) => ({ path: exactRule(i).from, to: exactRule(i).to }),
  pattern: (i, patterns) => {
    const { probe, target } = patternRule(i % patterns);
    return { path: probe, to: target };
  },
  none: (i) => ({ path: `/old/page-${i}-missing`, to: null }),
};

/** Whether a router response is the 404 a probe expects, naming its redirect's target (or none). */
const hints = (status, body, to) => {
  if (status !== 404) return false;
  let redirect;
  try {
    redirect = JSON.parse(body)?.error?.details?.redirect;
  } catch {
    return false;
  }
  return to === null ? redirect === undefined : redirect?.to === to;
};

const COMPARED = [
  { name: 'exact rule', baseline: 'exact rule, exact only', probe: 'exact' },
  { name: 'pattern rule', baseline: 'same paths, exact rules', probe: 'pattern' },
  { name: 'no rule', baseline: 'no rule, exact only', probe: 'none' },
];

const probing = (probe, patterns) => {
  const probeOf = (i) => PROBES[probe](i, patterns);
  return {
    requestPath: (i) => routerPath(probeOf(i).path),
    check: (status, body, i) => hints(status, body, probeOf(i).to),
  };
};

const scenariosOf = (withPatterns, exactOnly, patterns) => [
  ...COMPARED.flatMap(({ name, baseline, probe }) => [
    { name, baseline, url: withPatterns.url, pid: withPatterns.pid, ...probing(probe, patterns) },
    { name: baseline, url: exactOnly.url, pid: exactOnly.pid, ...probing(probe, patterns) },
  ]),
  // The same price on the pattern app alone (the suite's own server): other paths, but both
  // sides interleaved by one autocannon run in one process, which the machine's load cannot skew.
  { name: 'pattern rule, one app', baseline: 'exact rule, one app', ...probing('pattern', patterns) },
  { name: 'exact rule, one app', ...probing('exact', patterns) },
];

/** Throws unless every scenario answers a sample of the items as its check expects. */
const verify = async (scenarios, url, items) => {
  const sample = [items[0], items.at(-1), ...Array.from({ length: SAMPLE_SIZE - 2 }, () => Math.floor(Math.random() * items.length))];
  for (const i of sample) {
    for (const scenario of scenarios) {
      const response = await fetch((scenario.url ?? url) + scenario.requestPath(i));
      const body = await response.text();
      if (!scenario.check(response.status, body, i)) {
        throw new Error(`hint check failed: ${scenario.name} ${scenario.requestPath(i)} gave ${response.status} ${body.slice(0, 300)}`);
      }
    }
  }
};

const start = async (label, kind, n) => {
  const server = await startServer(kind, n);
  console.log(`router-hint N=${n}: ${label} pid ${server.pid}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
  return server;
};

// The comparison columns, with the baseline named for what it is here and the failed checks
// where the other suites count non-2xx responses.
const COLUMNS = COMPARISON_COLUMNS.map(([title, cell]) => {
  if (title === 'non-2xx') return ['failed checks', (row) => row.failedChecks + row.errors];
  if (title === 'vs native') return ['vs exact only', cell];
  if (title === 'CPU vs native') return ['CPU vs exact only', cell];
  return [title, cell];
});

export default {
  name: 'router-hint',
  nMeans: 'exact redirects; N/10 patterns beside them, or N/10 more exact rules',
  sizesVariable: 'BENCH_HINT_SIZES',
  defaultSizes: '100000',
  columns: COLUMNS,
  async measure(n) {
    const servers = [];
    try {
      const withPatterns = await start('pattern app', 'redirect-patterns', n);
      servers.push(withPatterns);
      const exactOnly = await start('exact-only app', 'redirect-probes-exact', n);
      servers.push(exactOnly);
      const patterns = withPatterns.items;
      const items = Array.from({ length: n }, (_, i) => i);
      const scenarios = scenariosOf(withPatterns, exactOnly, patterns);
      await verify(scenarios, withPatterns.url, items);
      await warmUpServer({ url: withPatterns.url, scenarios, items });
      const rows = await measureComparisons({
        url: withPatterns.url,
        pid: withPatterns.pid,
        items,
        connectionCounts: CONNECTIONS,
        scenarios,
        rounds: ROUNDS,
        interleaveServers: true,
      });
      const setupOf = ({ bootMs, seedMs }) => ({ bootMs, seedMs });
      return { rows, setup: { patterns, patternApp: setupOf(withPatterns), exactOnlyApp: setupOf(exactOnly) } };
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  },
};
