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
  const pages = await strapi.db.query(PAGE_UID).findMany({ select: ['documentId'], where: { publishedAt: { $notNull: true } } });
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

module.exports = { MB, PATTERN_EVERY, REDIRECT_UID, pathLines, redirectsFile, timed, untilDone };
