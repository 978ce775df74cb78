'use strict';

const { createRequire } = require('node:module');

// Strapi's own document id generator, resolved from @strapi/core so that its copy is used
// wherever npm hoisted it.
const { createId } = createRequire(require.resolve('@strapi/core'))('@paralleldrive/cuid2');

const PAGE_UID = 'api::page.page';
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

const pageRow = (page, now, publishedAt) => ({
  documentId: page.documentId,
  title: `Bench ${page.index}`,
  slug: `bench-${page.index}`,
  body: `Benchmark page ${page.index}.`,
  locale: 'en',
  createdAt: now,
  updatedAt: now,
  publishedAt,
});

// The same row the plugin's alias sync writes for a published page; an alias type has no
// draft & publish, so Strapi stores it with publishedAt set.
const aliasRow = (page, now) => ({
  documentId: createId(),
  url_path: pathOf(page.index),
  generated: true,
  contenttype: PAGE_UID,
  entryDocumentId: page.documentId,
  locale: 'en',
  live: true,
  createdAt: now,
  updatedAt: now,
  publishedAt: now,
});

/** Links both rows of every page to its alias through the `url_alias` join table. */
const linkBatch = async (strapi, documentIds) => {
  const { joinTable } = strapi.db.metadata.get(PAGE_UID).attributes.url_alias;
  const pageRows = await strapi.db.query(PAGE_UID).findMany({
    select: ['id', 'documentId'],
    where: { documentId: { $in: documentIds } },
  });
  const aliasRows = await strapi.db.query(ALIAS_UID).findMany({
    select: ['id', 'entryDocumentId'],
    where: { contenttype: PAGE_UID, entryDocumentId: { $in: documentIds } },
  });
  const aliasIdOf = new Map(aliasRows.map((alias) => [alias.entryDocumentId, alias.id]));
  const links = pageRows.map((page) => ({
    [joinTable.joinColumn.name]: page.id,
    [joinTable.inverseJoinColumn.name]: aliasIdOf.get(page.documentId),
  }));
  // The query API has no handle on join tables; knex writes them directly.
  await strapi.db.connection.batchInsert(joinTable.name, links, BATCH_SIZE);
};

const seedPageBatch = async (strapi, start, end, aliases) => {
  const now = new Date();
  const pages = newDocuments(start, end);
  await strapi.db.query(PAGE_UID).createMany({
    data: pages.flatMap((page) => [pageRow(page, now, null), pageRow(page, now, now)]),
  });
  if (aliases) {
    await strapi.db.query(ALIAS_UID).createMany({ data: pages.map((page) => aliasRow(page, now)) });
    await linkBatch(strapi, pages.map((page) => page.documentId));
  }
  return pages.map((page) => ({ path: pathOf(page.index), documentId: page.documentId }));
};

/**
 * Writes `count` published English pages straight into the database, with their aliases unless
 * `aliases` is false: the rows the plugin would write, or those of an app without the plugin (or
 * before bulk generation), numbered from `first`. The Document Service takes 15-30 ms per entry,
 * too slow for 10k+ pages. Returns the `{ path, documentId }` of every page, `path` being the one it has or would get.
 */
const seedPages = (strapi, count, { aliases = true, first = 0 } = {}) =>
  inBatches(strapi, count, (app, start, end) => seedPageBatch(app, start, end, aliases), first);

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

module.exports = { ALIAS_UID, PAGE_UID, REDIRECT_UID, seedPages, seedRedirects };
