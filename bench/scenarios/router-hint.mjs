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
 *
 * Two servers cannot share one autocannon run, so each comparison alternates rounds (A B, B A, A
 * B) and also runs interleaved request by request through a plain keep-alive client on each
 * connection (load.mjs, `interleaveServers`). The target: within 1.2x of exact-only
 * matching, a ratio of at least 0.83.
 */
import { exactRule, patternRule } from '../pattern-seed.cjs';
import { measureComparisons, warmUpServer } from '../load.mjs';
import { COMPARISON_COLUMNS } from '../report.mjs';
import { startServer } from '../server-process.mjs';

const CONNECTIONS = [1, 10];
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

const scenariosOf = (withPatterns, exactOnly, patterns) =>
  COMPARED.flatMap(({ name, baseline, probe }) => {
    const probeOf = (i) => PROBES[probe](i, patterns);
    const on = (server) => ({
      url: server.url,
      pid: server.pid,
      requestPath: (i) => routerPath(probeOf(i).path),
      check: (status, body, i) => hints(status, body, probeOf(i).to),
    });
    return [
      { name, baseline, ...on(withPatterns) },
      { name: baseline, ...on(exactOnly) },
    ];
  });

/** Throws unless every scenario answers a sample of the items as its check expects. */
const verify = async (scenarios, items) => {
  const sample = [items[0], items.at(-1), ...Array.from({ length: SAMPLE_SIZE - 2 }, () => Math.floor(Math.random() * items.length))];
  for (const i of sample) {
    for (const scenario of scenarios) {
      const response = await fetch(scenario.url + scenario.requestPath(i));
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
      await verify(scenarios, items);
      await warmUpServer({ scenarios, items });
      const rows = await measureComparisons({ items, connectionCounts: CONNECTIONS, scenarios, interleaveServers: true });
      const setupOf = ({ bootMs, seedMs }) => ({ bootMs, seedMs });
      return { rows, setup: { patterns, patternApp: setupOf(withPatterns), exactOnlyApp: setupOf(exactOnly) } };
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  },
};
