// `npm run bench`: runs each suite in bench/scenarios at each of its sizes, each size on fresh
// playground servers (child processes on new SQLite databases), and prints a table per suite.
//
// A suite names the variable that lists its sizes and their default, what its N means
// (`nMeans`), the `columns` of its table, and `measure(n)`, which resolves with the rows of that
// size and the `setup` it records (boot and seed times, ...). Rows that name a `baseline` get
// their req/s ratio to it. The read suites (bench/read-suite.mjs) compare GET routes on one
// server; create-vs-native and router-hint compare two servers; bulk-generation times a background job and
// bulk-under-load measures the router while it runs.
//
// BENCH_SIZES=1000,10000,50000 changes the page counts of router-vs-native, BENCH_BREADCRUMB_SIZES
// those of breadcrumbs-vs-native (pages three levels deep, 10000 by default), BENCH_LINK_SIZES the
// pages of links-vs-none (500 of them with 50 internal links each, 500 with outside links), BENCH_PACKED_SIZES the
// article counts of router-vs-native-packed (the plugins installed from tarballs), BENCH_REDIRECT_SIZES
// the redirect counts of redirects-vs-native, BENCH_CREATE_SIZES the pages stored before
// create-vs-native creates more, BENCH_BULK_SIZES the pages of bulk-generation,
// BENCH_BULK_LOAD_SIZES the pages bulk-under-load generates under router traffic, BENCH_FRONTEND_SIZES
// the redirects and pages of front-end (the client's manifest, match() and paths()), BENCH_MATCH_SIZES
// the exact redirects of redirect-match (match() with N/10 patterns beside them, in memory),
// BENCH_HINT_SIZES those of router-hint (the router's 404 hint with N/10 patterns beside them,
// against N/10 more exact rules; 100000 by default, 10000 for a quick run),
// BENCH_NOT_FOUND_SIZES the cap (and seeded rows) of not-found-intake, BENCH_HITS_SIZES the published
// redirects whose hits hits-intake reports, BENCH_GRAPHQL_SIZES the page
// counts of graphql-vs-native (sitetoolsRoute against the native GraphQL `page` query, 1000,10000
// by default), BENCH_SITEMAP_SIZES the URLs (in two locales) of sitemap (the index and every file),
// BENCH_PUBLISH_SIZES the publishes of publish-to-visible per way (the webhook, ISR alone; 20 by
// default; the Next example must be installed: `npm run example:install`), BENCH_IMPORT_SIZES the
// lines of imports-at-scale (the paths and redirects imports' dry run and apply against the
// Document Service writing the same rows; 10000 by default, the size 100000); an empty list
// skips the suite. BENCH_ROUNDS sets the measured rounds per scenario (else each suite's own, 3
// unless it says otherwise), BENCH_DURATION the seconds of each, BENCH_WARMUP the unmeasured
// seconds per scenario before them at each connection count, BENCH_SERVER_WARMUP the unmeasured
// seconds per scenario that every new server gets first.

import { cpus } from 'node:os';
import { formatTable, withRatios, writeResults } from './report.mjs';
import breadcrumbsVsNative from './scenarios/breadcrumbs-vs-native.mjs';
import bulkGeneration from './scenarios/bulk-generation.mjs';
import bulkUnderLoad from './scenarios/bulk-under-load.mjs';
import createVsNative from './scenarios/create-vs-native.mjs';
import frontEnd from './scenarios/front-end.mjs';
import graphqlVsNative from './scenarios/graphql-vs-native.mjs';
import linksVsNone from './scenarios/links-vs-none.mjs';
import hitsIntake from './scenarios/hits-intake.mjs';
import importsAtScale from './scenarios/imports-at-scale.mjs';
import notFoundIntake from './scenarios/not-found-intake.mjs';
import publishToVisible from './scenarios/publish-to-visible.mjs';
import redirectMatch from './scenarios/redirect-match.mjs';
import redirectsVsNative from './scenarios/redirects-vs-native.mjs';
import routerHint from './scenarios/router-hint.mjs';
import routerVsNative from './scenarios/router-vs-native.mjs';
import routerVsNativePacked from './scenarios/router-vs-native-packed.mjs';
import sitemap from './scenarios/sitemap.mjs';

const SUITES = [
  routerVsNative,
  breadcrumbsVsNative,
  linksVsNone,
  routerVsNativePacked,
  redirectsVsNative,
  graphqlVsNative,
  frontEnd,
  redirectMatch,
  routerHint,
  sitemap,
  createVsNative,
  bulkGeneration,
  bulkUnderLoad,
  importsAtScale,
  notFoundIntake,
  hitsIntake,
  publishToVisible,
];

const sizesOf = (suite) => {
  const value = process.env[suite.sizesVariable] ?? suite.defaultSizes;
  if (value.trim() === '') return [];
  const sizes = value.split(',').map((size) => Number(size.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error(`${suite.sizesVariable} must be a comma-separated list of positive integers, not "${value}"`);
  }
  return sizes;
};

// A row whose scenario checks every response (router-hint's 404s) fails on a failed check, any
// other on a non-2xx response.
const wrongAnswers = (row) => row.failedChecks ?? row.non2xx;

const reportFailures = (rows) => {
  // Bulk generation rows have no responses to count: a failed job throws instead.
  const failed = rows.filter((row) => row.non2xx !== undefined && wrongAnswers(row) + row.errors > 0);
  for (const row of failed) {
    console.error(
      `${row.suite} N=${row.n} ${row.scenario} x${row.connections}: ${wrongAnswers(row)} wrong answers ` +
        `(${row.failedChecks === undefined ? 'non-2xx' : 'failed checks'}), ${row.errors} errors ` +
        `(${row.timeouts} timeouts), status codes ${JSON.stringify(row.statusCodes)}`
    );
  }
  if (failed.length > 0) process.exitCode = 1;
};

const main = async () => {
  const started = Date.now();
  // Every size list is read before the first server starts, so a typo fails at once.
  const plan = SUITES.flatMap((suite) => sizesOf(suite).map((n) => ({ suite, n })));
  const runs = [];
  for (const { suite, n } of plan) {
    const { rows, setup } = await suite.measure(n);
    runs.push({ suite: suite.name, n, setup, rows: rows.map((row) => ({ suite: suite.name, n, ...row })) });
  }

  const rows = withRatios(runs.flatMap((run) => run.rows));
  for (const suite of SUITES) {
    const suiteRows = rows.filter((row) => row.suite === suite.name);
    if (suiteRows.length > 0) console.log(`\n${suite.name} (N = ${suite.nMeans})\n${formatTable(suiteRows, suite.columns)}`);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const file = writeResults({
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    seconds,
    sizes: runs.map(({ suite, n, setup }) => ({ suite, n, ...setup })),
    results: rows,
  });
  console.log(`\nResults written to ${file} after ${seconds} s`);
  reportFailures(rows);
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
