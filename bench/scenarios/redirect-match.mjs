/**
 * What patterns cost a front-end's `match()`: N exact redirects alone, then the same N with N/10
 * pattern redirects beside them (`/section-<j>/:slug`, `/docs-<j>/:path*`: distinct static
 * prefixes, as a site's sections give), the same probes against both (exact hits, exact misses,
 * pattern paths, pattern paths with a trailing slash), in alternating rounds, in memory, no
 * server. The target: patterns cost exact lookups no more than a trie walk does.
 * Also runs alone: `npm run build:client && node bench/scenarios/redirect-match.mjs`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { redirectMatcher } from '../../packages/client/dist/index.mjs';
import { median } from '../report.mjs';

const LOOKUPS = 1_000_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const exactRules = (n) =>
  Array.from({ length: n }, (_, i) => ({ from: `/old/page-${i}`, to: `/new/page-${i}`, status_code: 301, locale: null }));

const patternRules = (count) =>
  Array.from({ length: count }, (_, j) =>
    j % 2 === 0
      ? { from: `/section-${j}/:slug`, to: `/s/${j}/:slug`, status_code: 301, locale: null }
      : { from: `/docs-${j}/:path*`, to: `https://docs.example.com/${j}/:path*`, status_code: 308, locale: null }
  );

// Exact probes: hits and misses of the exact rules, which both matchers answer alike. Mixed
// probes: half of them pattern paths (a miss for the exact-only matcher), one in two of those
// with a trailing slash, so through the full path rules.
const probesFor = (n, patterns, mixed) =>
  Array.from({ length: 10_000 }, (_, k) => {
    const i = (k * 7919) % n;
    const j = (k * 104_729) % patterns;
    const pattern = j % 2 === 0 ? `/section-${j}/post-${k}` : `/docs-${j}/guide/part-${k}`;
    const kinds = mixed
      ? [`/old/page-${i}`, `/old/page-${i}-missing`, pattern, `${pattern}/`]
      : [`/old/page-${i}`, `/old/page-${i}-missing`];
    return kinds[k % kinds.length];
  });

const lookupsPerSecond = (matcher, probes) => {
  let hits = 0;
  const started = performance.now();
  for (let i = 0; i < LOOKUPS; i += 1) if (matcher.match(probes[i % probes.length])) hits += 1;
  const ms = performance.now() - started;
  if (hits === 0) throw new Error('no probe matched');
  return LOOKUPS / (ms / 1000);
};

// Both matchers on the same probes, alternating by round; medians.
const compare = (exactOnly, withPatterns, probes) => {
  // One unmeasured pass each, so that V8 has optimised both before the first round.
  lookupsPerSecond(exactOnly, probes);
  lookupsPerSecond(withPatterns, probes);
  const rates = { exactOnly: [], withPatterns: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    rates.exactOnly.push(lookupsPerSecond(exactOnly, probes));
    rates.withPatterns.push(lookupsPerSecond(withPatterns, probes));
  }
  return { exactOnly: median(rates.exactOnly), withPatterns: median(rates.withPatterns) };
};

const measure = async (n) => {
  const patterns = Math.max(1, Math.floor(n / 10));
  const exact = exactRules(n);
  const exactOnly = redirectMatcher(exact);
  const withPatterns = redirectMatcher([...exact, ...patternRules(patterns)]);
  const rows = [];
  for (const [probes, mixed] of [
    ['exact paths', false],
    ['mixed paths', true],
  ]) {
    const rates = compare(exactOnly, withPatterns, probesFor(n, patterns, mixed));
    rows.push(
      { scenario: `${n} exact`, probes, lookupsPerSecond: rates.exactOnly, ratio: 1 },
      {
        scenario: `${n} exact + ${patterns} patterns`,
        probes,
        lookupsPerSecond: rates.withPatterns,
        ratio: rates.withPatterns / rates.exactOnly,
      }
    );
  }
  return { rows, setup: { patterns } };
};

const suite = {
  name: 'redirect-match',
  nMeans: 'exact redirects; patterns are N/10',
  sizesVariable: 'BENCH_MATCH_SIZES',
  defaultSizes: '100000',
  columns: [
    ['scenario', (row) => row.scenario],
    ['probes', (row) => row.probes],
    ['match()/s', (row) => Math.round(row.lookupsPerSecond).toLocaleString('en')],
    ['vs exact only', (row) => `${row.ratio.toFixed(2)}x`],
  ],
  measure,
};

export default suite;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const n = Number(process.env.BENCH_MATCH_SIZES ?? suite.defaultSizes);
  const { rows } = await measure(n);
  for (const row of rows) console.log(suite.columns.map(([title, cell]) => `${title}: ${cell(row)}`).join('  '));
}
