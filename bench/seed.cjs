'use strict';

const { createRequire } = require('node:module');

// Strapi's own document id generator, resolved from @strapi/core so that its copy is used
// wherever npm hoisted it.
const { createId } = createRequire(require.resolve('@strapi/core'))('@paralleldrive/cuid2');

const PAGE_UID = 'api::page.page';
const ARTICLE_UID = 'api::article.article';
const ALIAS_UID = 'plugin::sitetools.url-alias';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
// 500 rows per statement is the most SQLite takes: knex writes a multi-row insert as a compound
// SELECT, and SQLite's MAX_COMPOUND_SELECT is 500. It also bounds the memory one batch holds.
const BATCH_SIZE = 500;

/** The URL path the plugin generates for bench page `i` (its slug is `bench-<i>`). */
const pathOf = (i) => `/pages/bench-${i}`;

/** Runs `seedBatch(strapi, start, end)` over [first, first + count) in BATCH_SIZE slices; returns their items. */
const inBatches = async (strapi, count, seedBatch, first = 0) => {
  const items = [];
  for (let start = first; start < first + count; start += BATCH_SIZE) {
    items.push(...(await seedBatch(strapi, start, Math.min(start + BATCH_SIZE, first + count))));
  }
  return items;
};

/** Bench documents `start` to `end - 1`, each with a new document id. */
const newDocuments = (start, end) =>
  Array.from({ length: end - start }, (_, offset) => ({ index: start + offset, documentId: createId() }));

// The seeded types: the playground's localized pages (rows in English) and its articles, which
// are not localized (no locale column; their aliases are stored in the default locale).
const TYPES = {
  pages: {
    uid: PAGE_UID,
    pathOf,
    row: (page, now, publishedAt) => ({
      documentId: page.documentId,
      title: `Bench ${page.index}`,
      slug: `bench-${page.index}`,
      body: `Benchmark page ${page.index}.`,
      locale: 'en',
      createdAt: now,
      updatedAt: now,
      publishedAt,
    }),
  },
  articles: {
    uid: ARTICLE_UID,
    pathOf: (i) => `/articles/bench-${i}`,
    row: (article, now, publishedAt) => ({
      documentId: article.documentId,
      title: `Bench ${article.index}`,
      slug: `bench-${article.index}`,
      content: `Benchmark article ${article.index}.`,
      createdAt: now,
      updatedAt: now,
      publishedAt,
    }),
  },
};

// The same row the plugin's alias sync writes for a published entry; an alias type has no
// draft & publish, so Strapi stores it with publishedAt set.
const aliasRow = (type, entry, now) => ({
  documentId: createId(),
  url_path: type.pathOf(entry.index),
  generated: true,
  contenttype: type.uid,
  entryDocumentId: entry.documentId,
  locale: 'en',
  live: true,
  createdAt: now,
  updatedAt: now,
  publishedAt: now,
});

/** Links both rows of every entry to its alias through the `url_alias` join table. */
const linkBatch = async (strapi, uid, documentIds) => {
  const { joinTable } = strapi.db.metadata.get(uid).attributes.url_alias;
  const entryRows = await strapi.db.query(uid).findMany({
    select: ['id', 'documentId'],
    where: { documentId: { $in: documentIds } },
  });
  const aliasRows = await strapi.db.query(ALIAS_UID).findMany({
    select: ['id', 'entryDocumentId'],
    where: { contenttype: uid, entryDocumentId: { $in: documentIds } },
  });
  const aliasIdOf = new Map(aliasRows.map((alias) => [alias.entryDocumentId, alias.id]));
  const links = entryRows.map((entry) => ({
    [joinTable.joinColumn.name]: entry.id,
    [joinTable.inverseJoinColumn.name]: aliasIdOf.get(entry.documentId),
  }));
  // The query API has no handle on join tables; knex writes them directly.
  await strapi.db.connection.batchInsert(joinTable.name, links, BATCH_SIZE);
};

const seedEntryBatch = async (strapi, type, start, end, aliases) => {
  const now = new Date();
  const entries = newDocuments(start, end);
  await strapi.db.query(type.uid).createMany({
    data: entries.flatMap((entry) => [type.row(entry, now, null), type.row(entry, now, now)]),
  });
  if (aliases) {
    await strapi.db.query(ALIAS_UID).createMany({ data: entries.map((entry) => aliasRow(type, entry, now)) });
    await linkBatch(
      strapi,
      type.uid,
      entries.map((entry) => entry.documentId)
    );
  }
  return entries.map((entry) => ({ path: type.pathOf(entry.index), documentId: entry.documentId }));
};

/**
 * Writes `count` published entries of `kind` (a key of TYPES) straight into the database, with
 * their aliases unless `aliases` is false: the rows the plugin would write, or those of an app
 * without the plugin (or before bulk generation), numbered from `first`. The Document Service
 * takes 15-30 ms per entry, too slow for 10k+ entries. Returns the `{ path, documentId }` of every
 * entry, `path` being the one it has or would get.
 */
const seedEntries = (kind, strapi, count, { aliases = true, first = 0 } = {}) =>
  inBatches(strapi, count, (app, start, end) => seedEntryBatch(app, TYPES[kind], start, end, aliases), first);

/** Published English pages (see seedEntries). */
const seedPages = (strapi, count, options) => seedEntries('pages', strapi, count, options);

/** Published articles, a type that is not localized (see seedEntries). */
const seedArticles = (strapi, count, options) => seedEntries('articles', strapi, count, options);

/** The pages of one batch in English and French: both rows of each locale, its alias and links. */
const seedTwoLocaleBatch = async (strapi, start, end) => {
  const now = new Date();
  const pages = newDocuments(start, end);
  const locales = [
    { locale: 'en', pathOf },
    { locale: 'fr', pathOf: (i) => `/pages/bench-${i}-fr` },
  ];
  for (const { locale, pathOf: localePath } of locales) {
    const row = (page, publishedAt) => ({ ...TYPES.pages.row(page, now, publishedAt), locale, slug: localePath(page.index).slice(7) });
    await strapi.db.query(PAGE_UID).createMany({ data: pages.flatMap((page) => [row(page, null), row(page, now)]) });
    const type = { uid: PAGE_UID, pathOf: localePath };
    await strapi.db.query(ALIAS_UID).createMany({ data: pages.map((page) => ({ ...aliasRow(type, page, now), locale })) });
  }
  return pages.flatMap((page) => locales.map(({ pathOf: localePath }) => ({ path: localePath(page.index), documentId: page.documentId })));
};

/**
 * `count` published URLs as pages in English and French (`count / 2` documents, rounded up, each
 * with an alias per locale: `/pages/bench-<i>` and `/pages/bench-<i>-fr`), for the sitemap. The
 * `url_alias` links are left out: the sitemap reads the alias table, never the relation.
 */
const seedPagesInTwoLocales = (strapi, count) => inBatches(strapi, Math.ceil(count / 2), seedTwoLocaleBatch);

// A redirect type has no i18n: its rows leave `locale` null, as the addon's service does.
const redirectRow = (redirect, now, publishedAt) => ({
  documentId: redirect.documentId,
  from: redirect.from,
  to: redirect.to,
  status_code: 301,
  createdAt: now,
  updatedAt: now,
  publishedAt,
});

const seedRedirectBatch = async (strapi, start, end) => {
  const now = new Date();
  const redirects = newDocuments(start, end).map(({ index, documentId }) => ({
    documentId,
    from: `/old/${index}`,
    to: pathOf(index),
  }));
  await strapi.db.query(REDIRECT_UID).createMany({
    data: redirects.flatMap((redirect) => [redirectRow(redirect, now, null), redirectRow(redirect, now, now)]),
  });
  return redirects.map(({ from, to }) => ({ from, to }));
};

/**
 * Writes `count` published 301 redirects (`/old/<i>` to `/pages/bench-<i>`) straight into the
 * database, the draft and published rows the addon would write. Returns their `{ from, to }`.
 */
const seedRedirects = (strapi, count) => inBatches(strapi, count, seedRedirectBatch);

/** `count` rows of `uid` in one INSERT ... SELECT over the numbers 0 to count - 1: `values(i)` maps attribute names to SQL of `i` and its bindings. */
const insertSeries = async (strapi, uid, count, values) => {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const entries = Object.entries(values);
  const columns = entries.map(([name]) => attributes[name].columnName ?? name);
  const selects = entries.map(([, [sql]]) => sql);
  const bindings = entries.flatMap(([, [, ...params]]) => params);
  await strapi.db.connection.raw(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?) INSERT INTO ?? (${columns.map(() => '??').join(', ')}) SELECT ${selects.join(', ')} FROM n`,
    [count - 1, tableName, ...columns, ...bindings]
  );
};

/**
 * The rows of the lists at scale: `count` live aliases of pages (`/pages/bench-<i>`, without their
 * entries, which the lists never read) and `count` published redirects (`/old/<i>`, each with its
 * draft row), each set in one INSERT ... SELECT over a recursive CTE
 * (SQLite and PostgreSQL): a million rows in seconds, where seedPages takes half an hour.
 */
const seedListRows = async (strapi, count) => {
  const now = new Date();
  const constant = (value) => ['?', value];
  await insertSeries(strapi, ALIAS_UID, count, {
    documentId: ["'bench-alias-' || i"],
    url_path: ["'/pages/bench-' || i"],
    generated: constant(true),
    contenttype: constant(PAGE_UID),
    entryDocumentId: ["'bench-page-' || i"],
    locale: constant('en'),
    live: constant(true),
    createdAt: constant(now),
    updatedAt: constant(now),
    publishedAt: constant(now),
  });
  // Two rows per redirect, its draft (even i) and its published row (odd i) side by side, as the
  // addon writes them; PostgreSQL types the timestamp only when told.
  await insertSeries(strapi, REDIRECT_UID, 2 * count, {
    documentId: ["'bench-redirect-' || (i / 2)"],
    from: ["'/old/' || (i / 2)"],
    to: ["'/pages/bench-' || (i / 2)"],
    status_code: constant(301),
    createdAt: constant(now),
    updatedAt: constant(now),
    publishedAt: ['CASE WHEN i % 2 = 1 THEN CAST(? AS TIMESTAMP) END', now],
  });
};

/**
 * `count` published pages three levels deep, for breadcrumbs: the first is `/docs`, the second
 * `/docs/section`, every other one `/docs/section/bench-<i>` (the items, each with two live
 * ancestors and the front page's prefix, which nobody owns). One SQL statement moves the paths
 * (SQLite's and PostgreSQL's `||`).
 */
const seedPagesThreeLevels = async (strapi, count) => {
  const pages = await seedPages(strapi, count + 2);
  const { tableName } = strapi.db.metadata.get(ALIAS_UID);
  const knex = strapi.db.connection;
  await knex(tableName)
    .where('url_path', 'like', '/pages/bench-%')
    .update({ url_path: knex.raw("'/docs/section/' || substr(url_path, 8)") });
  const [top, section] = pages;
  await strapi.db.query(ALIAS_UID).update({ where: { entryDocumentId: top.documentId }, data: { url_path: '/docs' } });
  await strapi.db.query(ALIAS_UID).update({ where: { entryDocumentId: section.documentId }, data: { url_path: '/docs/section' } });
  return pages.slice(2).map(({ path, documentId }) => ({ path: `/docs/section/${path.slice(7)}`, documentId }));
};

module.exports = {
  ALIAS_UID,
  PAGE_UID,
  REDIRECT_UID,
  seedArticles,
  seedListRows,
  seedPages,
  seedPagesInTwoLocales,
  seedPagesThreeLevels,
  seedRedirects,
};
