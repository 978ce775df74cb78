import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { PAGE_UID, seedPagesWithAliases } from './support/bulk';
import { useCrashApp } from './support/crash';
import type { TestDatabase } from './support/database';
import { pollUntil } from './support/poll';

// A server killed (SIGKILL) during the Content Manager's bulk unpublish, then started again on the
// same database. The unpublish is one transaction; each page's removal rule (here the site-wide
// `redirectRemovedTo`) is written by its reconcile, after that commit. The kill is aimed between
// the two: once the first rule is written and before the last. The restarted server must then
// find every page either still published with its live path and no rule, or unpublished with
// its rule: the pages the killed server did not reach are reconciled from the pending reconciles
// their unpublish left (services/aliases/pending-reconciles).

const require = createRequire(import.meta.url);
const COUNT = 150;
const REMOVED_TO = '/removed-here';
const RULES = 'sitetools_redirects';
const CM = `/content-manager/collection-types/${PAGE_UID}`;

const crash = useCrashApp({
  seed: (strapi) => seedPagesWithAliases(strapi, COUNT),
  childEnv: { SITETOOLS_REDIRECT_REMOVED_TO: REMOVED_TO },
  timeout: 120_000,
});
const { startChild, login } = crash;

/** A plain connection to the test database from this process, to watch another process's commits. */
const connect = (database: TestDatabase): Knex => {
  const knex = require('knex') as (config: Knex.Config) => Knex;
  if (database.client === 'sqlite') {
    return knex({ client: 'better-sqlite3', connection: { filename: database.env.DATABASE_FILENAME }, useNullAsDefault: true });
  }
  const connection = {
    host: '127.0.0.1',
    user: database.client === 'postgres' ? 'postgres' : 'root',
    database: database.env.DATABASE_NAME,
  };
  return knex({ client: database.client === 'postgres' ? 'pg' : 'mysql2', connection, pool: { min: 1, max: 1 } });
};

/** How many published rules lead to REMOVED_TO: the removals written so far. */
const rulesWritten = async (db: Knex): Promise<number> => {
  const [{ total }] = await db(RULES).where('to', REMOVED_TO).whereNotNull('published_at').count({ total: '*' });
  return Number(total);
};

describe('a bulk unpublish when its server is killed', () => {
  it('leaves each page either removed with its rule or untouched, once the server is back', async () => {
    const pages = crash.seeded;
    const first = await startChild();
    const token = await login(first.url);
    const watch = connect(crash.app.database);
    let answered = false;
    let writtenAtKill: number;
    try {
      const request = api(first.url)
        .post(`${CM}/actions/bulkUnpublish?locale=en`, { documentIds: pages.map((page) => page.documentId) }, { token })
        .then(
          () => (answered = true),
          // The killed server's connection ends without an answer.
          () => undefined
        );
      const deadline = Date.now() + 60_000;
      for (;;) {
        // SQLite refuses a read while the writer holds its lock: look again.
        writtenAtKill = await rulesWritten(watch).catch(() => 0);
        if (writtenAtKill > 0 || answered) break;
        if (Date.now() > deadline) throw new Error('the bulk unpublish wrote no removal rule within a minute');
        await new Promise((resume) => setTimeout(resume, 10));
      }
      await first.stop(true);
      await request;
      writtenAtKill = await rulesWritten(watch);
    } finally {
      await watch.destroy();
    }
    // Killed after the unpublish committed and before every page had its rule.
    expect(answered).toBe(false);
    expect(writtenAtKill).toBeGreaterThan(0);
    expect(writtenAtKill).toBeLessThan(COUNT);

    const { app } = crash;
    await app.resume();
    try {
      const { strapi } = app;
      // The restarted server reconciles what the killed one left, once it is older than a
      // reconcile takes (jobs.staleAfterMs).
      const pending = () => strapi.db.query('plugin::sitetools.pending-reconcile').count({});
      await pollUntil('the pending reconciles', pending, (left) => left === 0, { timeout: 60_000, every: 250 });

      const problems: string[] = [];
      for (const { documentId, path } of pages) {
        const published = await strapi.db.query(PAGE_UID).count({ where: { documentId, publishedAt: { $notNull: true } } });
        const live = await strapi.db.query('plugin::sitetools.url-alias').count({ where: { entryDocumentId: documentId, live: true } });
        const rule = await strapi.db
          .query('plugin::sitetools-addon-redirects.redirect')
          .findOne({ where: { from: path, publishedAt: { $notNull: true } }, select: ['to'] });
        const removed = published === 0 && live === 0 && rule?.to === REMOVED_TO;
        const untouched = published === 1 && live === 1 && rule === null;
        if (!removed && !untouched) problems.push(`${path}: published ${published}, live ${live}, rule to ${rule?.to}`);
      }
      console.info(`removal-crash (${app.database.client}): killed with ${writtenAtKill} of ${COUNT} rules written`);
      expect(problems.join('\n')).toBe('');
    } finally {
      await app.pause();
    }
  }, 180_000);
});
