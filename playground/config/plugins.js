const path = require('path');

/** `router.routeStack` from its environment variable: `true`, `false` or uids separated by commas. */
const routeStack = (value) => (value === 'true' || value === 'false' ? value === 'true' : value.split(','));

module.exports = ({ env }) => {
  // SITETOOLS_ENABLED=false starts the same app without the plugins: the benchmarks compare
  // entry creation with and without them.
  const enabled = env.bool('SITETOOLS_ENABLED', true);
  // The plugins from this repository (their built dist/), as an app installs them from npm.
  // SITETOOLS_INSTALLED=true takes them from the app's node_modules instead: the packed-tarball
  // check (tests/packed) unpacks them there.
  const from = (name, folder) =>
    env.bool('SITETOOLS_INSTALLED', false)
      ? path.dirname(require.resolve(`${name}/package.json`, { paths: [path.resolve(__dirname, '..')] }))
      : path.resolve(__dirname, '../..', folder);
  return {
    // The GraphQL API at /graphql, with the sitetools queries. SITETOOLS_GRAPHQL=false starts the
    // app without it: a test checks that the plugins need nothing from it.
    graphql: {
      enabled: env.bool('SITETOOLS_GRAPHQL', true),
      config: { landingPage: true, depthLimit: 10, defaultLimit: 25, maxLimit: 100 },
    },
    sitetools: {
      enabled,
      resolve: from('strapi-plugin-sitetools', '.'),
      // SITETOOLS_ROUTE_STACK=true (or a comma-separated list of uids) makes the router answer
      // through the types' own find-one routes (articles populate their category there).
      // The About single type has one path per locale, without a token.
      // SITETOOLS_FRONTEND_URL: the front-end (examples/next), for the Preview panel and the sitemap.
      config: {
        frontendUrl: env('SITETOOLS_FRONTEND_URL', null) || null,
        router: { routeStack: routeStack(env('SITETOOLS_ROUTE_STACK', 'false')) },
        patterns: { 'api::about.about': '/about' },
        // SITETOOLS_TRAILING_SLASH=always and SITETOOLS_CASE_SENSITIVE=false: the site-wide path
        // policy, which the path policy tests boot with.
        paths: {
          trailingSlash: env('SITETOOLS_TRAILING_SLASH', 'never'),
          caseSensitive: env.bool('SITETOOLS_CASE_SENSITIVE', true),
        },
        // SITETOOLS_ROUTER_CACHE_ENTRIES: the router cache's bound, which the benchmark varies.
        routerCache: { entries: env.int('SITETOOLS_ROUTER_CACHE_ENTRIES', 100_000) },
        // Small batches let a test kill a server in the middle of a paths import.
        pathImport: { batchSize: env.int('SITETOOLS_PATH_IMPORT_BATCH', 100) },
        // The tests hand a killed server's job over within seconds instead of the default 20 s.
        jobs: {
          staleAfterMs: env.int('SITETOOLS_JOB_STALE_AFTER_MS', 20_000),
          checkEveryMs: env.int('SITETOOLS_JOB_CHECK_EVERY_MS', 5_000),
        },
      },
    },
    'sitetools-addon-redirects': {
      enabled,
      resolve: from('sitetools-addon-redirects', 'addons/redirects'),
      // The tests and the benchmark reach the 404 inbox's cap with a small one, write its hits
      // sooner and meet its intake limit with a small one.
      config: {
        notFound: {
          maxRows: env.int('SITETOOLS_NOT_FOUND_MAX_ROWS', 10000),
          flushIntervalMs: env.int('SITETOOLS_NOT_FOUND_FLUSH_MS', 5000),
          rateLimit: { reports: env.int('SITETOOLS_NOT_FOUND_RATE_LIMIT', 1000), windowSeconds: 60 },
          budget: { reports: env.int('SITETOOLS_NOT_FOUND_BUDGET', 2000), windowSeconds: env.int('SITETOOLS_NOT_FOUND_BUDGET_SECONDS', 1) },
        },
        // The same for the redirect hits' intake.
        hits: {
          flushIntervalMs: env.int('SITETOOLS_HITS_FLUSH_MS', 5000),
          maxPendingRules: env.int('SITETOOLS_HITS_MAX_PENDING', 5000),
          rateLimit: { reports: env.int('SITETOOLS_HITS_RATE_LIMIT', 1000), windowSeconds: 60 },
          budget: { reports: env.int('SITETOOLS_HITS_BUDGET', 2000), windowSeconds: env.int('SITETOOLS_HITS_BUDGET_SECONDS', 1) },
        },
        // A test checks that a bad target stops the app at start-up.
        redirectRemovedTo: env('SITETOOLS_REDIRECT_REMOVED_TO', null),
        // A test sees a scheduled rule announced within a second or two.
        schedules: { checkEverySeconds: env.int('SITETOOLS_REDIRECT_SCHEDULE_SECONDS', 30) },
      },
    },
    'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  };
};
