/**
 * What patterns cost a front-end's `match()`, in memory, no server. N exact redirects and N/10
 * pattern redirects beside them (`/section-<j>/:slug`, `/docs-<j>/:path*`: distinct static
 * prefixes, as a site's sections give), each time against exact-only matching at the same size:
 * - exact probes (hits and misses of the exact rules), against the N exact rules alone: what
 *   having patterns costs the lookups that do not use them;
 * - mixed probes (a quarter exact hits, a quarter misses, half pattern paths, one in two of those
 *   with a trailing slash, so through the full path rules), against the N exact rules plus the
 *   pattern paths the probes use written out as exact rules with the same targets: what answering
 *   the same visitors with one pattern costs against a row per path. Both matchers are checked to
 *   give the same answers first. Warm: 5,000 distinct pattern paths over and over, which the
 *   matcher's cache of recent answers holds. Cold: every pattern path distinct (500,000 of them),
 *   so no kept answer is ever used and each costs its full lookup. The exact-only matcher without
 *   the written-out rows, which answers the pattern paths as misses, is measured on the warm
 *   probes too, for comparison with earlier figures only.
 * The matchers take turns on the same probes within each round; CPU time; medians of the rounds.
 * Also runs alone: `npm run build:client && node bench/scenarios/redirect-match.mjs`.
 */
import { pathToFileURL } from 'node:url';
import { redirectMatcher } from '../../packages/client/dist/index.mjs';
import { median } from '../report.mjs';

const LOOKUPS = 1_000_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Warm: 10,000 probes round and round. Cold: as many probes as lookups in a round, so that no
// pattern path comes back before 500,000 others have been asked for.
const WARM = 10_000;
const COLD = LOOKUPS;

const exactRules = (n) =>
  Array.from({ length: n }, (_, i) => ({ from: `/old/page-${i}`, to: `/new/page-${i}`, status_code: 301, locale: null }));

const patternRules = (count) =>
  Array.from({ length: count }, (_, j) =>
    j % 2 === 0
      ? { from: `/section-${j}/:slug`, to: `/s/${j}/:slug`, status_code: 301, locale: null }
      : { from: `/docs-${j}/:path*`, to: `https://docs.example.com/${j}/:path*`, status_code: 308, locale: null }
  );

// The k-th pattern path of the probes, and the exact rule that sends it where its pattern does.
const patternPath = (k, patterns) => {
  const j = (k * 104_729) % patterns;
  return j % 2 === 0
    ? { from: `/section-${j}/post-${k}`, to: `/s/${j}/post-${k}`, status_code: 301, locale: null }
    : { from: `/docs-${j}/guide/part-${k}`, to: `https://docs.example.com/${j}/guide/part-${k}`, status_code: 308, locale: null };
};

const probesFor = (n, patterns, mixed, count = WARM) =>
  Array.from({ length: count }, (_, k) => {
    const i = (k * 7919) % n;
    const pattern = patternPath(k, patterns).from;
    const kinds = mixed
      ? [`/old/page-${i}`, `/old/page-${i}-missing`, pattern, `${pattern}/`]
      : [`/old/page-${i}`, `/old/page-${i}-missing`];
    return kinds[k % kinds.length];
  });

// The pattern paths the mixed probes use, as exact rules.
const writtenOut = (patterns, count) =>
  Array.from({ length: count }, (_, k) => k)
    .filter((k) => k % 4 >= 2)
    .map((k) => patternPath(k, patterns));

// CPU time, not elapsed time: the machine the bench runs on is shared, and a lookup never waits.
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// Lookups `from` to `from + count` of the probes (round and round), and the CPU seconds they took.
const timeLookups = (matcher, probes, from, count) => {
  let hits = 0;
  const started = cpuSeconds();
  for (let i = from; i < from + count; i += 1) if (matcher.match(probes[i % probes.length])) hits += 1;
  const seconds = cpuSeconds() - started;
  if (hits === 0) throw new Error('no probe matched');
  return seconds;
};

const sameAnswers = (a, b, probes) => {
  for (const probe of probes) {
    const [x, y] = [a.match(probe), b.match(probe)];
    if (JSON.stringify(x) !== JSON.stringify(y)) throw new Error(`${probe}: ${JSON.stringify(x)} against ${JSON.stringify(y)}`);
  }
};

// The matchers on the same probes, taking turns every fifth of a round, so that another load on
// the machine weighs on all of them alike; the median over rounds of each one's lookups a second.
const SLICES = 5;
const compare = (matchers, probes) => {
  const slice = LOOKUPS / SLICES;
  // One unmeasured round each, so that V8 has optimised all before the first measured one.
  for (const matcher of matchers) timeLookups(matcher, probes, 0, LOOKUPS);
  const rates = matchers.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    const seconds = matchers.map(() => 0);
    for (let s = 0; s < SLICES; s += 1) matchers.forEach((matcher, m) => (seconds[m] += timeLookups(matcher, probes, s * slice, slice)));
    seconds.forEach((total, m) => rates[m].push(LOOKUPS / total));
  }
  return rates.map(median);
};

const measure = async (n) => {
  const patterns = Math.max(1, Math.floor(n / 10));
  const exact = exactRules(n);
  const exactOnly = redirectMatcher(exact);
  const withPatterns = redirectMatcher([...exact, ...patternRules(patterns)]);
  const rows = [];

  const [alone, beside] = compare([exactOnly, withPatterns], probesFor(n, patterns, false));
  rows.push(
    { scenario: `${n} exact`, probes: 'exact paths', lookupsPerSecond: alone, ratio: 1 },
    { scenario: `${n} exact + ${patterns} patterns`, probes: 'exact paths', lookupsPerSecond: beside, ratio: beside / alone }
  );

  const extra = { warm: 0, cold: 0 };
  for (const temperature of ['warm', 'cold']) {
    const count = temperature === 'warm' ? WARM : COLD;
    const written = writtenOut(patterns, count);
    extra[temperature] = written.length;
    const exactSameSize = redirectMatcher([...exact, ...written]);
    const probes = probesFor(n, patterns, true, count);
    sameAnswers(exactSameSize, withPatterns, probes);
    const label = `mixed paths, ${temperature}`;
    const matchers = temperature === 'warm' ? [exactSameSize, withPatterns, exactOnly] : [exactSameSize, withPatterns];
    const [same, patterned, missing] = compare(matchers, probes);
    rows.push(
      { scenario: `${n + written.length} exact (pattern paths written out)`, probes: label, lookupsPerSecond: same, ratio: 1 },
      { scenario: `${n} exact + ${patterns} patterns`, probes: label, lookupsPerSecond: patterned, ratio: patterned / same }
    );
    if (missing !== undefined) {
      rows.push({ scenario: `${n} exact (pattern paths missing)`, probes: label, lookupsPerSecond: missing, ratio: missing / same });
    }
  }
  return { rows, setup: { patterns, writtenOutWarm: extra.warm, writtenOutCold: extra.cold } };
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
    ['vs exact only, same size', (row) => `${row.ratio.toFixed(2)}x`],
  ],
  measure,
};

export default suite;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const n = Number(process.env.BENCH_MATCH_SIZES ?? suite.defaultSizes);
  const { rows } = await measure(n);
  for (const row of rows) console.log(suite.columns.map(([title, cell]) => `${title}: ${cell(row)}`).join('  '));
}
