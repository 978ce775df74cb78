import { mkdirSync, writeFileSync } from 'node:fs';

const RESULTS_FILE = new URL('./results/latest.json', import.meta.url);

/** The middle value of `values` (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The columns of a suite whose rows compare req/s and latency with a baseline. */
export const COMPARISON_COLUMNS = [
  ['N', (row) => row.n],
  ['conns', (row) => row.connections],
  ['scenario', (row) => row.scenario],
  ['req/s', (row) => row.requestsPerSecond.toFixed(1)],
  ['p50 ms', (row) => row.p50Ms],
  ['p99 ms', (row) => row.p99Ms],
  ['non-2xx', (row) => row.non2xx + row.errors],
  ['vs native', (row) => (row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}x`)],
  ['rounds', (row) => (row.ratio === undefined ? '' : `${row.ratioMin.toFixed(2)}-${row.ratioMax.toFixed(2)}`)],
  ['interleaved', (row) => (row.interleavedRatio === undefined ? '' : `${row.interleavedRatio.toFixed(2)}x`)],
  [
    'its rounds',
    (row) => (row.interleavedRatio === undefined ? '' : `${row.interleavedRatioMin.toFixed(2)}-${row.interleavedRatioMax.toFixed(2)}`),
  ],
  ['CPU ms/req', (row) => row.cpuMsPerRequest?.toFixed(2) ?? ''],
  ['CPU vs native', (row) => (row.cpuRatio === undefined ? '' : `${row.cpuRatio.toFixed(2)}x`)],
];

/**
 * Adds to each row that names a baseline its median req/s divided by the baseline's, in the same
 * suite at the same N and connection count, the lowest and highest ratio of a round to the
 * baseline's round of the same index, which ran next to it, and the baseline's server CPU time per
 * request divided by the row's (above 1: the row costs less CPU), where both were read. Where the
 * two also ran interleaved (load.mjs), `interleavedRatio` is the median over those runs of the
 * baseline's mean latency divided by the row's, with its lowest and highest.
 */
export const withRatios = (rows) =>
  rows.map((row) => {
    if (row.baseline === undefined) return row;
    const baseline = rows.find(
      (other) => other.suite === row.suite && other.n === row.n && other.connections === row.connections && other.scenario === row.baseline
    );
    if (!baseline) return row;
    const roundRatios = row.roundsRequestsPerSecond.map((rate, i) => rate / baseline.roundsRequestsPerSecond[i]);
    // A scenario is faster when its requests took less time than the baseline's in the same runs.
    const interleavedRatios = row.interleavedRoundsMs.map((ms, i) => baseline.interleavedRoundsMs[i] / ms);
    return {
      ...row,
      ...(interleavedRatios.length > 0 && {
        interleavedRatio: median(interleavedRatios),
        interleavedRatioMin: Math.min(...interleavedRatios),
        interleavedRatioMax: Math.max(...interleavedRatios),
      }),
      ratio: row.requestsPerSecond / baseline.requestsPerSecond,
      ratioMin: Math.min(...roundRatios),
      ratioMax: Math.max(...roundRatios),
      cpuRatio: row.cpuMsPerRequest && baseline.cpuMsPerRequest ? baseline.cpuMsPerRequest / row.cpuMsPerRequest : undefined,
    };
  });

/** The rows as a fixed-width text table of `columns` (`[title, cell(row)]` pairs). */
export const formatTable = (rows, columns) => {
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => String(cell(row))))];
  const widths = columns.map((_, column) => Math.max(...cells.map((line) => line[column].length)));
  return cells.map((line) => line.map((cell, column) => cell.padStart(widths[column])).join('  ')).join('\n');
};

/** Writes the run to bench/results/latest.json (gitignored) and returns the file path. */
export const writeResults = (run) => {
  mkdirSync(new URL('.', RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(run, null, 2)}\n`);
  return RESULTS_FILE.pathname;
};
