'use strict';

const { PAGE_UID, REDIRECT_UID } = require('./seed.cjs');

// RSS and the job's progress are read this often while an apply runs.
const SAMPLE_MS = 200;
const MB = 1024 * 1024;
// Every PATTERN_EVERY-th line of a redirects file with patterns is a pattern rule.
const PATTERN_EVERY = 100;

const sleep = (ms) => new Promise((resume) => setTimeout(resume, ms));

/**
 * A redirects import file of `lines` lines as CSV: exact rules `/imported/<i>` → `/pages/bench-<i>`,
 * and with `patterns`, one line in PATTERN_EVERY a pattern rule `/moved-<i>/:slug` → `/pages/:slug`.
 */
const redirectsFile = (lines, patterns) => {
  const rows = ['from,to,status_code'];
  for (let i = 0; i < lines; i += 1) {
    if (patterns && i % PATTERN_EVERY === 0) rows.push(`/moved-${i}/:slug,/pages/:slug,301`);
    else rows.push(`/imported/${i},/pages/bench-${i},301`);
  }
  return rows.join('\n');
};

/** The lines of a paths import giving each seeded page a new hand-written path. */
const pathLines = async (strapi) => {
  // The seeded pages only (their slug is bench-<i>), not the playground's own.
  const pages = await strapi.db.query(PAGE_UID).findMany({
    select: ['documentId'],
    where: { publishedAt: { $notNull: true }, slug: { $startsWith: 'bench-' } },
  });
  return pages.map(({ documentId }, i) => ({ line: i + 2, contentType: PAGE_UID, documentId, locale: 'en', path: `/imported/page-${i}` }));
};

/** Runs `work`, sampling RSS meanwhile; resolves with its value, seconds and peak RSS (MB). */
const timed = async (work) => {
  global.gc?.();
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_MS);
  const started = process.hrtime.bigint();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, seconds: Number(process.hrtime.bigint() - started) / 1e9, rssPeakMb: peak / MB };
  } finally {
    clearInterval(timer);
  }
};

/** Polls `read` until the job it answers is no longer running; throws unless it ended done. */
const untilDone = async (read) => {
  let job = await read();
  while (job?.status === 'running') {
    await sleep(SAMPLE_MS);
    job = await read();
  }
  if (job?.status !== 'done') throw new Error(`the import ended ${job?.status}: ${job?.error ?? ''}`);
  return job;
};

/**
 * The baseline: the same rows written the way an app without the import would, through Strapi's
 * Document Service one by one, for the first `sample` of `count` lines; resolves with the seconds
 * it took, scaled to `count` (the Document Service takes milliseconds a row: 100,000 would take
 * the better part of an hour). Redirects: a published redirect per line. Paths: each page's slug
 * changed and published again, as an editor would move it.
 */
const nativeWrites = async (strapi, { kind, count, sample }) => {
  const done = Math.min(count, sample);
  const started = process.hrtime.bigint();
  if (kind === 'redirects') {
    const redirects = strapi.documents(REDIRECT_UID);
    for (let i = 0; i < done; i += 1) {
      await redirects.create({ data: { from: `/native/${i}`, to: `/pages/bench-${i}`, status_code: 301 }, status: 'published' });
    }
  } else {
    const pages = strapi.documents(PAGE_UID);
    const found = await strapi.db
      .query(PAGE_UID)
      .findMany({ select: ['documentId'], where: { publishedAt: { $notNull: true } }, limit: done });
    for (const [i, { documentId }] of found.entries()) {
      await pages.update({ documentId, locale: 'en', data: { slug: `native-${i}` } });
      await pages.publish({ documentId, locale: 'en' });
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { sample: done, seconds: (seconds * count) / done };
};

module.exports = { MB, PATTERN_EVERY, REDIRECT_UID, nativeWrites, pathLines, redirectsFile, timed, untilDone };
