import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import {
  MAX_BULK_REDIRECTS,
  type BulkRedirects,
  type FindRedirects,
  type GetRedirectManifest,
} from '../../addons/redirects/shared/contracts/redirects';
import { api, type ApiResponse } from './support/api';
import { useCrashApp } from './support/crash';
import { createApiToken } from './support/permissions';
import { journalBytesOf, watchWrites, type WatchedWrite } from './support/write-watch';

// A server killed (SIGKILL) while a bulk delete or unpublish of the Redirects page writes, then
// started again on the same database: the operation is one transaction with the set's version
// bump, so the restarted server finds every rule it listed changed and a new version, or none
// changed and the old version; never a part. The kill is aimed at a point of the write, not at a
// guessed moment: once a tenth of it is done and not committed (support/write-watch: the rows it
// holds, or on SQLite its journal). An operation split into transactions of fewer rules would
// have committed some by then, or answered before it got that far in one.

const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const TABLE = 'sitetools_redirects';
const ADMIN = '/sitetools-addon-redirects/redirects';
const MANIFEST = '/api/sitetools/redirects/manifest';
// The most one bulk operation takes: the longest write there is to land in.
const COUNT = MAX_BULK_REDIRECTS;
const KINDS = { delete: '/crash-delete/', unpublish: '/crash-unpublish/' } as const;
type Kind = keyof typeof KINDS;

/** `count` published rules under `prefix`, written as the engine writes them (draft and published rows). */
const seedRules = async (strapi: Core.Strapi, prefix: string, tag: string, count: number) => {
  const now = new Date();
  const rows = Array.from({ length: count }, (_, i) => {
    const rule = { documentId: `${tag}${String(i).padStart(24 - tag.length, '0')}`, from: `${prefix}${i}`, to: '/pages/about' };
    return [
      { ...rule, status_code: 301, createdAt: now, updatedAt: now, publishedAt: null },
      { ...rule, status_code: 301, createdAt: now, updatedAt: now, publishedAt: now },
    ];
  }).flat();
  // Straight to the table: a thousand saves through the API would take minutes.
  for (let start = 0; start < rows.length; start += 250) {
    await strapi.db.query(REDIRECT_UID).createMany({ data: rows.slice(start, start + 250) });
  }
};

// How far into the write the kill comes: early, so that the rest of the write (on PostgreSQL and
// MySQL/MariaDB a second statement, the version's bump and the commit) is a wide margin for the
// kill to land in. At a third, a loaded CI machine once answered the request before the kill.
const KILL_AT = 1 / 10;
// Every how many of the removed rows the watch looks at (PostgreSQL, MySQL/MariaDB).
const SAMPLE_EVERY = 50;

/**
 * What the watch of `kind`'s write needs (support/write-watch): a sample of the rows it removes
 * (a delete every version, an unpublish the published ones) and, on SQLite, the size of the
 * journal once one transaction removed them all (measured, then rolled back).
 */
const watchedWrite = async (strapi: Core.Strapi, kind: Kind): Promise<WatchedWrite> => {
  const removed = (trx: Knex) =>
    trx(TABLE)
      .where('from', 'like', `${KINDS[kind]}%`)
      .modify((query) => (kind === 'unpublish' ? query.whereNotNull('published_at') : query));
  const ids = (await removed(strapi.db.connection).orderBy('id').select('id')).map((row: { id: number }) => row.id);
  const { database } = crash.app;
  return {
    table: TABLE,
    ids: ids.filter((_: number, i: number) => i % SAMPLE_EVERY === 0),
    journalBytes: database.client === 'sqlite' ? await journalBytesOf(strapi, database, (trx) => removed(trx).del()) : 0,
  };
};

const crash = useCrashApp({
  async seed(strapi) {
    await seedRules(strapi, KINDS.delete, 'crashdel', COUNT);
    await seedRules(strapi, KINDS.unpublish, 'crashunp', COUNT);
    return {
      reader: await createApiToken(strapi, 'read-only'),
      watched: { delete: await watchedWrite(strapi, 'delete'), unpublish: await watchedWrite(strapi, 'unpublish') },
    };
  },
  timeout: 120_000,
});
const { startChild, login } = crash;

/** What a server answers of the rules under `prefix`: documents, published ones, manifest rules and version. */
const seen = async (url: string, token: string, prefix: string) => {
  const total = async (query: string) =>
    (await api(url).get<FindRedirects.Response>(`${ADMIN}?pageSize=1&q=${prefix}${query}`, { token })).body.meta.pagination.total;
  const manifest = (await api(url).get<GetRedirectManifest.Response>(MANIFEST, { token: crash.seeded.reader })).body;
  return {
    documents: await total(''),
    published: await total('&state=published'),
    manifest: manifest.data.filter((rule) => rule.from.startsWith(prefix)).length,
    version: manifest.meta.version,
  };
};

/** The rows of the rules under `prefix` as stored: every row, and the published ones. */
const storedRows = async (strapi: Core.Strapi, prefix: string) => ({
  rows: await strapi.db.query(REDIRECT_UID).count({ where: { from: { $startsWith: prefix } } }),
  published: await strapi.db.query(REDIRECT_UID).count({ where: { from: { $startsWith: prefix }, publishedAt: { $notNull: true } } }),
});

const bulk = (url: string, token: string, kind: Kind, prefix: string) =>
  api(url).post<BulkRedirects.Response>(`${ADMIN}/bulk-${kind}`, { q: prefix } satisfies BulkRedirects.Request, { token });

/** Starts the bulk operation and kills its server once its write is KILL_AT done; the answer, if it came first. */
const killMidWrite = async (url: string, token: string, kind: Kind, kill: () => Promise<void>) => {
  const watch = await watchWrites(crash.app.database, crash.seeded.watched[kind]);
  let answer: ApiResponse<BulkRedirects.Response> | undefined;
  const request = bulk(url, token, kind, KINDS[kind]).then(
    (res) => (answer = res),
    // The killed server's connection ends without an answer.
    () => undefined
  );
  const deadline = Date.now() + 60_000;
  try {
    while (!answer && (await watch.progress()) < KILL_AT) {
      if (Date.now() > deadline) throw new Error(`the bulk ${kind} neither wrote nor answered within a minute`);
      await new Promise((resume) => setImmediate(resume));
    }
    await kill();
  } finally {
    await watch.close();
  }
  await request;
  return answer;
};

describe('a bulk operation of the Redirects page when its server is killed', () => {
  it.each([
    ['delete', { documents: 0, published: 0, manifest: 0 }, { rows: 0, published: 0 }],
    ['unpublish', { documents: COUNT, published: 0, manifest: 0 }, { rows: COUNT, published: 0 }],
  ] as const)(
    'bulk %s: the restarted server finds every listed rule changed or none, with the version to match',
    async (kind, allDone, allStored) => {
      const prefix = KINDS[kind];
      const first = await startChild();
      const firstToken = await login(first.url);
      const before = await seen(first.url, firstToken, prefix);
      expect(before).toMatchObject({ documents: COUNT, published: COUNT, manifest: COUNT });

      const answered = await killMidWrite(first.url, firstToken, kind, () => first.stop(true));
      // Killed before it answered: late in its write (at the latest between its commit and its answer).
      expect(answered).toBeUndefined();

      // The in-process app is the restarted server: it can read the rows as stored too.
      const { app } = crash;
      await app.resume();
      try {
        const token = await login(app.url);
        const after = await seen(app.url, token, prefix);
        const stored = await storedRows(app.strapi, prefix);
        const changed = after.version !== before.version;
        console.info(
          `redirects-bulk-crash (${app.database.client}): bulk ${kind} killed mid-write, ${changed ? 'all' : 'none'} of ${COUNT} rules changed`
        );
        if (changed) {
          expect({ ...after, stored }).toEqual({ ...allDone, version: after.version, stored: allStored });
        } else {
          expect({ ...after, stored }).toEqual({ ...before, stored: { rows: 2 * COUNT, published: COUNT } });
        }

        // The operation asked again finishes it (or finds nothing left to do).
        const again = await bulk(app.url, token, kind, prefix);
        expect(again.status).toBe(200);
        expect(again.body.data).toMatchObject({ changed: changed ? 0 : COUNT, refused: [] });
        expect(await seen(app.url, token, prefix)).toMatchObject(allDone);
        expect(await storedRows(app.strapi, prefix)).toEqual(allStored);
      } finally {
        // The next test's server takes the database.
        await app.pause();
      }
    },
    120_000
  );
});
