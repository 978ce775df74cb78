'use strict';

// The benchmarked server, run as a child process of bench/run.mjs so that the load generator does
// not share its event loop. The parent sets the database and secrets in the environment, passes
// what to seed and how many as argv[2] and argv[3] (`pages 1000`), gets
// `{ type: 'ready', url, items }` over IPC, may then send the COMMANDS below with an optional
// `payload` (each answered with `{ type: 'reply', value }` or `{ type: 'failed', error }`), and
// sends `{ type: 'stop' }` when done.

const { bootPlayground } = require('../playground/scripts/boot.cjs');
const { grantPublic } = require('../playground/src/seed.js');
const { runBulkGeneration } = require('./bulk-job.cjs');
const { nativeWrites, pathLines, redirectsFile, timed, untilDone } = require('./import-job.cjs');
const { registerNativeAliases, registerNativeRedirects } = require('./native-routes.cjs');
const { seedPagesWithLinks } = require('./link-seed.cjs');
const { NOT_FOUND_UID, createReporterTokens, seedNotFound } = require('./not-found-seed.cjs');
const { seedRedirectRules } = require('./pattern-seed.cjs');
const {
  ALIAS_UID,
  PAGE_UID,
  seedArticles,
  seedListRows,
  seedPages,
  seedPagesInTwoLocales,
  seedPagesThreeLevels,
  seedRedirects,
} = require('./seed.cjs');

// Pages with aliases that the router is asked for while the others get theirs.
const SERVED_PAGES = 1000;

// What a suite's server needs before it listens; each returns the seeded items its scenarios
// pick requests from. The baseline route is only added where it is measured, so that the page
// scenarios run on the playground's own route table.
const PREPARE = {
  pages: seedPages,
  articles: seedArticles,
  // Pages with two live ancestors each, for the router's breadcrumbs.
  'pages-three-levels': seedPagesThreeLevels,
  // Pages with 50 internal links in their Blocks field, and the same pages with outside links.
  'pages-with-links': seedPagesWithLinks,
  redirects: (strapi, count) => {
    registerNativeRedirects(strapi);
    return seedRedirects(strapi, count);
  },
  // The URL list and the redirects list at scale (seedListRows), each list with its native
  // baseline route; no items: the lists are read by page.
  lists: async (strapi, count) => {
    registerNativeRedirects(strapi);
    registerNativeAliases(strapi);
    await seedListRows(strapi, count);
    return [];
  },
  // The two apps of router-hint: N exact redirects and N/10 pattern redirects beside them, or
  // N/10 more exact ones at the paths the patterns are probed with. Resolves with N/10.
  'redirect-patterns': (strapi, count) => seedRedirectRules(strapi, count, { patterns: true }),
  'redirect-probes-exact': (strapi, count) => seedRedirectRules(strapi, count, { patterns: false }),
  // Both servers of create-vs-native: the same Public-role grant, and aliases only where the
  // plugin runs (SITETOOLS_ENABLED=false leaves the app without the alias type).
  'pages-to-create': async (strapi, count) => {
    await grantPublic(strapi, [`${PAGE_UID}.create`]);
    return seedPages(strapi, count, { aliases: Boolean(strapi.plugin('sitetools')) });
  },
  // A site under a 404 storm: pages the router is asked for (the items), and the inbox at its cap
  // (the server is started with SITETOOLS_NOT_FOUND_MAX_ROWS = count).
  'not-found-storm': async (strapi, count) => {
    await seedNotFound(strapi, count);
    return seedPages(strapi, SERVED_PAGES);
  },
  // A site whose front-ends report the hits of `count` published redirects (`/old/<i>`): pages the
  // router is asked for (the items), and the rules the storm names.
  'hits-storm': async (strapi, count) => {
    await seedRedirects(strapi, count);
    return seedPages(strapi, SERVED_PAGES);
  },
  // An app with no redirects yet, for the redirects import.
  empty: () => [],
  // What bulk generation starts from: published pages that have no alias yet.
  'pages-without-aliases': (strapi, count) => seedPages(strapi, count, { aliases: false }),
  // A site of `count` URLs in English and French, with a front-end URL so that it has a sitemap.
  'pages-two-locales': (strapi, count) => {
    strapi.config.set('plugin::sitetools.frontendUrl', 'https://www.example.com');
    return seedPagesInTwoLocales(strapi, count);
  },
  // A live site in the middle of a migration: the pages the router is asked for have their
  // aliases (the items), `count` more have none yet.
  'pages-some-without-aliases': async (strapi, count) => {
    const served = await seedPages(strapi, SERVED_PAGES);
    await seedPages(strapi, count, { aliases: false, first: SERVED_PAGES });
    return served;
  },
};

/**
 * The state a site's database reaches soon after the seeds' bulk writes: PostgreSQL's autovacuum
 * vacuums and analyzes a table within minutes of a bulk insert (without the statistics its
 * planner read a million pages whole for each sitemap file's 500 entries; without the vacuum's
 * visibility map no index-only scan skips the table's rows); on SQLite the redirects addon
 * analyzes its table at startup (sitetools-kit/planner-statistics).
 */
const plannerStatistics = async (strapi) => {
  const knex = strapi.db.connection;
  if (strapi.db.dialect.client === 'postgres') await knex.raw('VACUUM ANALYZE');
  else if (strapi.db.dialect.client === 'sqlite' && (await knex.schema.hasTable('sitetools_redirects')))
    await knex.raw('ANALYZE sitetools_redirects');
};

// Statements sent to the database, by knex method (select, first, insert, update, del; `raw` for
// statements without one, such as a transaction's BEGIN and COMMIT). One increment per statement
// is nothing next to the statement itself, so every server counts.
const countQueries = (strapi) => {
  const counts = {};
  strapi.db.connection.on('query', ({ method = 'raw' }) => {
    counts[method] = (counts[method] ?? 0) + 1;
  });
  return counts;
};

const MB = 1024 * 1024;
const memory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMb: rss / MB, heapMb: heapUsed / MB, maxRssMb: process.resourceUsage().maxRSS / 1024 };
};

const bulkService = (strapi) => strapi.plugin('sitetools').service('bulk-generation');

const COMMANDS = {
  'query-counts': ({ queryCounts }) => ({ ...queryCounts }),
  'bulk-generation': ({ strapi, count }) => runBulkGeneration(strapi, count),
  // Starts the job and answers at once; 'bulk-job' reads its progress.
  'start-bulk-generation': async ({ strapi }) => (await bulkService(strapi).start({ mode: 'missing', contentTypes: [PAGE_UID] })).id,
  'bulk-job': ({ strapi }) => bulkService(strapi).read(),
  // The inbox's rows once the hits the intake holds in memory are written.
  'not-found-flushed-rows': async ({ strapi }) => {
    await strapi.plugin('sitetools-addon-redirects').service('not-found').flush();
    return strapi.db.query(NOT_FOUND_UID).count();
  },
  // Four API tokens that may report 404s, one per reporter of the storm.
  'reporter-tokens': ({ strapi }) => createReporterTokens(strapi, 4),
  // Four API tokens that may report redirect hits.
  'hit-reporter-tokens': ({ strapi }) => createReporterTokens(strapi, 4, 'redirect-hit.create'),
  // The hits stored once those the intake holds in memory are written.
  'hits-flushed-total': async ({ strapi }) => {
    await strapi.plugin('sitetools-addon-redirects').service('redirect-hit').flush();
    const rows = await strapi.db.query('plugin::sitetools-addon-redirects.redirect-hit').findMany({ select: ['hits'] });
    return rows.reduce((sum, row) => sum + Number(row.hits), 0);
  },
  // A webhook of the sitetools events to `payload.url` with a bearer token, written to the store
  // directly: the admin API refuses local URLs when NODE_ENV is production.
  'add-webhook': async ({ strapi, payload }) => {
    const webhook = await strapi.get('webhookStore').createWebhook({
      name: 'bench revalidation',
      url: payload.url,
      headers: { Authorization: `Bearer ${payload.secret}` },
      events: ['sitetools.url.update', 'sitetools.redirects.update'],
      isEnabled: true,
    });
    strapi.get('webhookRunner').add(webhook);
    return webhook.id;
  },
  'remove-webhook': async ({ strapi, payload }) => {
    await strapi.get('webhookStore').deleteWebhook(payload.id);
    strapi.get('webhookRunner').remove({ id: payload.id });
    return null;
  },
  // Gives a page a new title and slug and publishes it, as an editor's publish does; answers once
  // the publish has returned.
  'publish-page': async ({ strapi, payload }) => {
    const pages = strapi.documents(PAGE_UID);
    await pages.update({ documentId: payload.documentId, locale: 'en', data: { title: payload.title, slug: payload.slug } });
    await pages.publish({ documentId: payload.documentId, locale: 'en' });
    return null;
  },
  // The physical floor of the sitemap: every live alias row read in id ranges of 500, as its files
  // read them, with no XML written.
  'scan-aliases': async ({ strapi }) => {
    const started = Date.now();
    const table = strapi.db.connection(strapi.db.metadata.get(ALIAS_UID).tableName);
    let rows = 0;
    for (let afterId = 0; ;) {
      const batch = await table.clone().select('*').where('live', true).where('id', '>', afterId).orderBy('id').limit(500);
      if (batch.length === 0) break;
      rows += batch.length;
      afterId = batch[batch.length - 1].id;
    }
    return { rows, seconds: (Date.now() - started) / 1000 };
  },
  // The router cache's paths, bound, hits and misses, and the heap after a full collection.
  'router-cache': ({ strapi }) => {
    global.gc?.();
    return { ...strapi.plugin('sitetools').service('router-cache').stats(), heapMb: memory().heapMb };
  },
  // A new super admin's email and password, for the admin routes (the scenario logs in over HTTP).
  'admin-credentials': async ({ strapi }) => {
    const role = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } });
    const credentials = { email: `bench-${Date.now()}@example.com`, password: `Bench-${Date.now()}-pw1` };
    await strapi.service('admin::user').create({ ...credentials, firstname: 'Bench', isActive: true, roles: [role.id] });
    return credentials;
  },
  // A redirects import of `payload.lines` lines (see import-job.cjs), a dry run or an apply
  // (started, then followed to its end): its time, peak RSS and summary.
  'import-redirects': async ({ strapi, payload }) => {
    const service = (name) => strapi.plugin('sitetools-addon-redirects').service(name);
    const input = { format: 'csv', content: redirectsFile(payload.lines, payload.patterns), dryRun: payload.dryRun };
    const { value, seconds, rssPeakMb } = await timed(async () => {
      if (payload.dryRun) return service('redirect-transfer').dryRun(input);
      const job = service('redirect-import-job');
      await job.start(input);
      return untilDone(() => job.read({}));
    });
    return { seconds, rssPeakMb, summary: value.summary };
  },
  // The same rows written through the Document Service (see import-job.cjs): the imports' baseline.
  'native-writes': ({ strapi, payload }) => nativeWrites(strapi, payload),
  // A paths import giving every seeded page a new path, a dry run or an apply (see above).
  'import-paths': async ({ strapi, payload }) => {
    const lines = await pathLines(strapi);
    const service = (name) => strapi.plugin('sitetools').service(name);
    const { value, seconds, rssPeakMb } = await timed(async () => {
      if (payload.dryRun) return service('path-import').run(lines, { dryRun: true });
      const job = service('path-import-job');
      await job.start(lines);
      return (await untilDone(() => job.read())).result;
    });
    return { seconds, rssPeakMb, summary: value.summary };
  },
  // This process's memory now (RSS, heap) and its peak RSS so far (resourceUsage's maxRSS, in kB).
  memory: () => memory(),
  // The same after a full garbage collection (the process runs with --expose-gc): a baseline.
  'memory-after-gc': () => {
    global.gc?.();
    return memory();
  },
};

const answer = async (command, context) => {
  try {
    process.send({ type: 'reply', value: await command(context) });
  } catch (error) {
    process.send({ type: 'failed', error: error.stack ?? String(error) });
  }
};

const main = async () => {
  const [kind, countArg] = process.argv.slice(2);
  const count = Number(countArg);
  const prepare = PREPARE[kind];
  if (!prepare) throw new Error(`unknown seed kind "${kind}", expected one of ${Object.keys(PREPARE)}`);
  const started = Date.now();
  let booted;
  let items;
  // strapi::logger writes every request at `http` level; at `error` those lines are dropped, so
  // console output does not weigh on the timings.
  const { strapi, url } = await bootPlayground({
    logLevel: 'error',
    // BENCH_APP_DIR: a copy of the playground with the plugins installed from their tarballs.
    ...(process.env.BENCH_APP_DIR ? { appDir: process.env.BENCH_APP_DIR } : {}),
    beforeListen: async (app) => {
      booted = Date.now();
      items = await prepare(app, count);
      await plannerStatistics(app);
    },
  });
  const seeded = Date.now();
  const context = { strapi, count, queryCounts: countQueries(strapi) };

  // Idempotent: a stop message and the channel closing may both arrive.
  let stopping;
  const stop = () => {
    stopping ??= strapi.destroy().then(() => process.exit(0));
  };
  process.on('message', (message) => {
    if (message?.type === 'stop') stop();
    else if (COMMANDS[message?.type]) answer(COMMANDS[message.type], { ...context, payload: message.payload });
  });
  // A parent that died without saying stop must not leave a server behind.
  process.on('disconnect', stop);
  process.send({ type: 'ready', url, items, bootMs: booted - started, seedMs: seeded - booted });
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
