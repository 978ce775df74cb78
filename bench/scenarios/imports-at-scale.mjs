/**
 * The paths import and the redirects import at N lines, each on a fresh server: paths for N
 * published pages (each given a new hand-written path), redirects into an empty set (N exact
 * rules, then N lines of which one in 100 is a pattern rule). For each: the dry run's time, the
 * apply's time (from its start to its job's end, as the admin's dialog waits for it), lines per
 * second, the server's peak RSS, and the baseline of the same run: the same rows written through
 * Strapi's Document Service one by one, timed over a sample and scaled to N. The machine is
 * shared: its idle CPU (all cores) during each apply is printed beside it, so that a slow figure
 * on a busy machine reads as such.
 */
import { cpus } from 'node:os';
import { startServer } from '../server-process.mjs';

// Document Service writes timed for the baseline, scaled to N.
const BASELINE_SAMPLE = 500;

const VARIANTS = [
  { key: 'exact', name: 'redirects (exact)', seed: 'empty', command: 'import-redirects', patterns: false, baseline: 'redirects' },
  { key: 'patterns', name: 'redirects (1% patterns)', seed: 'empty', command: 'import-redirects', patterns: true, baseline: 'redirects' },
  { key: 'paths', name: 'paths', seed: 'pages', command: 'import-paths', baseline: 'paths' },
];
// BENCH_IMPORT_VARIANTS=paths (or exact, patterns, comma-separated) runs those alone.
const chosen = process.env.BENCH_IMPORT_VARIANTS?.split(',');

/** The machine's idle share of CPU time (all cores) while `work` runs, with its result. */
const withIdle = async (work) => {
  const total = () =>
    cpus().reduce((sum, { times }) => ({ idle: sum.idle + times.idle, all: sum.all + Object.values(times).reduce((a, b) => a + b, 0) }), {
      idle: 0,
      all: 0,
    });
  const before = total();
  const value = await work();
  const after = total();
  return { value, idlePercent: (100 * (after.idle - before.idle)) / Math.max(1, after.all - before.all) };
};

const measureVariant = async (variant, n) => {
  const server = await startServer(variant.seed, variant.seed === 'pages' ? n : 0);
  console.log(`imports-at-scale ${variant.name} N=${n}: server pid ${server.pid}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
  try {
    const payload = { lines: n, patterns: variant.patterns };
    const dry = await withIdle(() => server.command(variant.command, { ...payload, dryRun: true }));
    console.log(`  dry run ${dry.value.seconds.toFixed(1)} s (machine ${dry.idlePercent.toFixed(0)}% idle)`);
    const applied = await withIdle(() => server.command(variant.command, { ...payload, dryRun: false }));
    const { summary } = applied.value;
    const written = (summary.write ?? 0) + (summary.create ?? 0) + (summary.update ?? 0);
    if (written !== n) throw new Error(`${variant.name}: the apply wrote ${written} of ${n} lines: ${JSON.stringify(summary)}`);
    const native = await server.command('native-writes', { kind: variant.baseline, count: n, sample: BASELINE_SAMPLE });
    const row = {
      n,
      variant: variant.name,
      drySeconds: dry.value.seconds,
      applySeconds: applied.value.seconds,
      linesPerSecond: n / applied.value.seconds,
      baselineSeconds: native.seconds,
      rssPeakMb: Math.max(dry.value.rssPeakMb, applied.value.rssPeakMb),
      dryIdle: dry.idlePercent,
      applyIdle: applied.idlePercent,
    };
    console.log(
      `  dry run ${row.drySeconds.toFixed(1)} s, apply ${row.applySeconds.toFixed(1)} s (machine ${row.applyIdle.toFixed(0)}% idle), baseline ${row.baselineSeconds.toFixed(0)} s`
    );
    return { row, setup: { bootMs: server.bootMs, seedMs: server.seedMs } };
  } finally {
    await server.stop();
  }
};

export default {
  name: 'imports-at-scale',
  nMeans: 'lines imported',
  sizesVariable: 'BENCH_IMPORT_SIZES',
  // The size is 100,000 (BENCH_IMPORT_SIZES=100000): a few minutes per variant on 2 cores.
  defaultSizes: '10000',
  columns: [
    ['N', (row) => row.n],
    ['import', (row) => row.variant],
    ['dry run s', (row) => row.drySeconds.toFixed(1)],
    ['apply s', (row) => row.applySeconds.toFixed(1)],
    ['lines/s', (row) => row.linesPerSecond.toFixed(0)],
    ['Document Service s', (row) => row.baselineSeconds.toFixed(0)],
    ['x faster', (row) => (row.baselineSeconds / row.applySeconds).toFixed(1)],
    ['RSS peak MB', (row) => row.rssPeakMb.toFixed(0)],
    ['idle % dry/apply', (row) => `${row.dryIdle.toFixed(0)}/${row.applyIdle.toFixed(0)}`],
  ],
  async measure(n) {
    const rows = [];
    const setup = {};
    for (const variant of VARIANTS.filter(({ key }) => !chosen || chosen.includes(key))) {
      const measured = await measureVariant(variant, n);
      rows.push(measured.row);
      setup[variant.name] = measured.setup;
    }
    return { rows, setup };
  },
};
