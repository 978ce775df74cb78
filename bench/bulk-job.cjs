'use strict';

const { ALIAS_UID, PAGE_UID } = require('./seed.cjs');

// RSS is read this often while the job runs; its batches of 200 documents take longer than that,
// so the peak of each batch is seen.
const SAMPLE_MS = 200;
const MB = 1024 * 1024;

const sleep = (ms) => new Promise((resume) => setTimeout(resume, ms));
const tableOf = (strapi, uid) => strapi.db.metadata.get(uid).tableName;

const countAliases = (strapi) => strapi.db.query(ALIAS_UID).count({ where: { contenttype: PAGE_UID } });

/** Groups of `columns` that occur more than once among the page aliases. */
const duplicates = (strapi, columns) =>
  strapi.db
    .connection(tableOf(strapi, ALIAS_UID))
    .select(columns)
    .where('contenttype', PAGE_UID)
    .groupBy(columns)
    .havingRaw('count(*) > 1');

/** Throws unless every page has exactly one alias per locale, all rows linked, paths unique. */
const verifyAliases = async (strapi, expected) => {
  const { connection } = strapi.db;
  const pagesTable = tableOf(strapi, PAGE_UID);
  const entries = connection(pagesTable).distinct('document_id', 'locale').as('entries');
  const [{ count: entryCount }] = await connection.from(entries).count({ count: '*' });
  const { joinTable } = strapi.db.metadata.get(PAGE_UID).attributes.url_alias;
  const [{ count: unlinked }] = await connection(pagesTable)
    .whereNotIn('id', connection(joinTable.name).select(joinTable.joinColumn.name))
    .count({ count: '*' });
  const found = {
    aliases: await countAliases(strapi),
    entries: Number(entryCount),
    unlinkedRows: Number(unlinked),
    duplicateOwners: (await duplicates(strapi, ['entry_document_id', 'locale'])).length,
    duplicatePaths: (await duplicates(strapi, ['url_path', 'locale'])).length,
  };
  const want = { aliases: expected, entries: expected, unlinkedRows: 0, duplicateOwners: 0, duplicatePaths: 0 };
  if (JSON.stringify(found) !== JSON.stringify(want)) {
    throw new Error(`bulk generation left ${JSON.stringify(found)}, expected ${JSON.stringify(want)}`);
  }
  return found.aliases;
};

/** Starts the job and waits for it, sampling RSS; throws when it ends in any state but done. */
const watchJob = async (bulk) => {
  let job = await bulk.start({ mode: 'missing', contentTypes: [PAGE_UID] });
  let peak = process.memoryUsage().rss;
  while (job.status === 'running') {
    await sleep(SAMPLE_MS);
    peak = Math.max(peak, process.memoryUsage().rss);
    job = await bulk.read();
  }
  if (job.status !== 'done') throw new Error(`bulk generation ended ${job.status}: ${job.error ?? ''}`);
  return { job, peak };
};

/**
 * Generates the missing aliases of every page through the plugin's bulk generation job, as the
 * admin's button does, and returns its wall time, throughput and memory. `seeded` pages had none;
 * the playground's demo pages already had theirs and are passed over.
 */
const runBulkGeneration = async (strapi, seeded) => {
  const before = await countAliases(strapi);
  // Seeding left garbage behind; collected first, it does not count as the job's growth. The
  // parent forks this process with --expose-gc.
  global.gc();
  const rssBefore = process.memoryUsage().rss;
  const { job, peak } = await watchJob(strapi.plugin('sitetools').service('bulk-generation'));
  const seconds = (Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000;
  const aliases = await verifyAliases(strapi, before + seeded);
  return {
    documents: job.done,
    seconds,
    documentsPerSecond: job.done / seconds,
    rssBeforeMb: rssBefore / MB,
    rssPeakMb: peak / MB,
    rssGrowthMb: (peak - rssBefore) / MB,
    aliases,
  };
};

module.exports = { runBulkGeneration };
