'use strict';

const { createRequire } = require('node:module');

// Strapi's own document id generator, resolved from @strapi/core so that its copy is used
// wherever npm hoisted it.
const { createId } = createRequire(require.resolve('@strapi/core'))('@paralleldrive/cuid2');

const PAGE_UID = 'api::page.page';
const ALIAS_UID = 'plugin::sitetools.url-alias';
// 500 rows per statement is the most SQLite takes: knex writes a multi-row insert as a compound
// SELECT, and SQLite's MAX_COMPOUND_SELECT is 500. It also bounds the memory one batch holds.
const BATCH_SIZE = 500;

/** The URL path the plugin generates for bench page `i` (its slug is `bench-<i>`). */
const pathOf = (i) => `/pages/bench-${i}`;

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

const seedBatch = async (strapi, from, to) => {
  const now = new Date();
  const pages = [];
  for (let index = from; index < to; index += 1) pages.push({ index, documentId: createId() });
  await strapi.db.query(PAGE_UID).createMany({
    data: pages.flatMap((page) => [pageRow(page, now, null), pageRow(page, now, now)]),
  });
  await strapi.db.query(ALIAS_UID).createMany({ data: pages.map((page) => aliasRow(page, now)) });
  const documentIds = pages.map((page) => page.documentId);
  await linkBatch(strapi, documentIds);
  return documentIds;
};

/**
 * Writes `count` published English pages with their aliases straight into the database, the rows
 * the plugin would write. The Document Service takes 15-30 ms per entry, too slow for 10k+ pages.
 * Returns the `{ path, documentId }` of every page.
 */
const seedPages = async (strapi, count) => {
  const pages = [];
  for (let from = 0; from < count; from += BATCH_SIZE) {
    const documentIds = await seedBatch(strapi, from, Math.min(from + BATCH_SIZE, count));
    documentIds.forEach((documentId, offset) => pages.push({ path: pathOf(from + offset), documentId }));
  }
  return pages;
};

module.exports = { seedPages };
