// `npm run bench`: runs each suite in bench/scenarios at each of its sizes, each size on fresh
// playground servers (child processes on new databases: SQLite files, or PostgreSQL databases with
// BENCH_DB=postgres), and prints a table per suite.
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
// the redirect counts of redirects-vs-native, BENCH_LIST_SIZES the rows of lists-at-scale (N URL
// aliases and N published redirects: the first and deepest pages of both content API lists by
// page and by cursor against their native find, the admin's URLs and Redirects routes; 100000 by
// default, 1000000 for the size of the issue; BENCH_LIST_ROUNDS its rounds, 20), BENCH_CREATE_SIZES the pages stored before
// create-vs-native creates more, BENCH_BULK_SIZES the pages of bulk-generation,
// BENCH_BULK_LOAD_SIZES the pages bulk-under-load generates under router traffic, BENCH_BULK_SCALE_SIZES
// the pages bulk-at-scale generates (per tenth of the job: its time, the RSS and one visitor's
// router p50 against the idle server's; 100000 by default, the 1000000 on demand), BENCH_FRONTEND_SIZES
// the redirects and pages of front-end (the client's manifest, match(), the redirects' Bloom filter
// and paths(); BENCH_FRONTEND_PATHS=false leaves paths() out), BENCH_MATCH_SIZES
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
// Document Service writing the same rows; 10000 by default, the size 100000;
// BENCH_IMPORT_VARIANTS=paths, exact or patterns runs those imports alone); an empty list
// skips the suite. BENCH_ROUNDS sets the measured rounds per scenario (else each suite's own, 3
// unless it says otherwise), BENCH_DURATION the seconds of each, BENCH_WARMUP the unmeasured
// seconds per scenario before them at each connection count, BENCH_SERVER_WARMUP the unmeasured
// seconds per scenario that every new server gets first. BENCH_ONLY=sitemap,front-end runs those
// suites alone. BENCH_DB=postgres runs every server on a new PostgreSQL database of its own
// (127.0.0.1:5432, user postgres), dropped when the server stops; SQLite by default.

import { cpus } from 'node:os';
import { formatTable, withRatios, writeResults } from './report.mjs';
import breadcrumbsVsNative from './scenarios/breadcrumbs-vs-native.mjs';
import bulkAtScale from './scenarios/bulk-at-scale.mjs';
import bulkGeneration from './scenarios/bulk-generation.mjs';
import bulkUnderLoad from './scenarios/bulk-under-load.mjs';
import createVsNative from './scenarios/create-vs-native.mjs';
import frontEnd from './scenarios/front-end.mjs';
import graphqlVsNative from './scenarios/graphql-vs-native.mjs';
import linksVsNone from './scenarios/links-vs-none.mjs';
import listsAtScale from './scenarios/lists-at-scale.mjs';
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
  listsAtScale,
  graphqlVsNative,
  frontEnd,
  redirectMatch,
  routerHint,
  sitemap,
  createVsNative,
  bulkGeneration,
  bulkUnderLoad,
  bulkAtScale,
  importsAtScale,
  notFoundIntake,
  hitsIntake,
  publishToVisible,
];

/** BENCH_ONLY: a comma-separated list of suite names to run, the others skipped; every suite without it. */
const chosenSuites = () => {
  if (process.env.BENCH_ONLY === undefined) return SUITES;
  const names = process.env.BENCH_ONLY.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ONLY names unknown suites ${unknown.join(', ')}; the suites are ${SUITES.map((suite) => suite.name).join(', ')}`
    );
  return SUITES.filter((suite) => names.includes(suite.name));
};

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
  const plan = chosenSuites().flatMap((suite) => sizesOf(suite).map((n) => ({ suite, n })));
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
    database: process.env.BENCH_DB ?? 'sqlite',
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
