import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminToken } from './support/admin';
import { aliasProblems, BULK, PAGE_UID, readJob, seedPagesWithoutAliases, waitForJob, type SeededPage } from './support/bulk';
import { api, type DocumentResponse } from './support/api';
import { startOtherInstance, type OtherInstance } from './support/instance';
import { startTestApp, TEST_JOBS, type TestApp } from './support/strapi';
import type { BulkGenerationJob, CancelBulkGeneration, StartBulkGeneration } from '../../shared/contracts/bulk-generation';
import type { SaveUrlPattern } from '../../shared/contracts/url-pattern';
import { describeOnSharedDatabase, describeOnSqlite, testDatabase } from './support/database';

/** A started job as the route sends it: the stored job whole, its owning instance included. */
interface StartedJob {
  data: BulkGenerationJob & { owner: string | null };
}

const ARTICLE_UID = 'api::article.article';
const ALIAS_UID = 'plugin::sitetools.url-alias';
const PATTERNS = '/sitetools/patterns';
const cm = (uid: string) => `/content-manager/collection-types/${uid}`;
// Pages without aliases, so that a job started on them runs for several seconds.
const COUNT = Number(process.env.INSTANCES_PAGES ?? 3000);
// Another instance takes a job over once its heartbeat is TEST_JOBS.staleAfterMs old, and looks
// every TEST_JOBS.checkEveryMs; a loaded machine gets 10 s more.
const TAKEOVER_WITHIN_MS = TEST_JOBS.staleAfterMs + TEST_JOBS.checkEveryMs + 10_000;

let app: TestApp;
let other: OtherInstance;
let admin: string;
let seeded: SeededPage[];

/** The alias path of an entry in a locale, waiting for it: a save's aliases follow its commit. */
const pathOf = async (documentId: string, locale = 'en', timeout = 10_000): Promise<string | undefined> => {
  const deadline = Date.now() + timeout;
  for (;;) {
    const alias = (await app.strapi.db.query(ALIAS_UID).findOne({ where: { entryDocumentId: documentId, locale } })) as {
      url_path: string;
    } | null;
    if (alias || Date.now() > deadline) return alias?.url_path;
    await sleep(50);
  }
};

/** Creates a draft through the Content Manager of the instance at `url`, as the admin panel does. */
const createOn = async (url: string, uid: string, title: string): Promise<string> => {
  const res = await api(url).post<DocumentResponse>(`${cm(uid)}${uid === PAGE_UID ? '?locale=en' : ''}`, { title }, { token: admin });
  if (res.status !== 201) throw new Error(`create on ${url} answered ${res.status}: ${JSON.stringify(res.error)}`);
  return res.body.data.documentId;
};

describeOnSharedDatabase('two instances of one database', () => {
  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    seeded = await seedPagesWithoutAliases(app.strapi, COUNT);
    other = await startOtherInstance();
  }, 240_000);
  afterAll(async () => {
    await other?.stop(true);
    await app?.stop();
  }, 60_000);

  it('gives same-title pages created on both at the same moment distinct paths', async () => {
    const created: Array<{ title: string; documentId: string }> = [];
    for (let round = 0; round < 6; round += 1) {
      // A title new in this round (both instances guess the bare path first), and one shared
      // by every round (both guess the suffix after the last one they handed out).
      const titles = [`Race ${round}`, `Race ${round}`, `Race ${round}`, `Race ${round}`, 'Twin race', 'Twin race'];
      const ids = await Promise.all(titles.map((title, i) => createOn(i % 2 === 0 ? app.url : other.url, PAGE_UID, title)));
      created.push(...ids.map((documentId, i) => ({ title: titles[i], documentId })));
    }
    const paths = await Promise.all(created.map(({ documentId }) => pathOf(documentId)));
    expect(paths.filter((path) => path === undefined)).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    for (let round = 0; round < 6; round += 1) {
      // The bare path goes to one of them; the others get suffixes (not necessarily the next
      // ones: a save that lost two rounds spreads over later free suffixes).
      const own = paths.filter((_, i) => created[i].title === `Race ${round}`);
      expect(own).toContain(`/pages/race-${round}`);
      expect(own.every((path) => new RegExp(`^/pages/race-${round}(-\\d+)?$`).test(path as string))).toBe(true);
    }
    const twins = paths.filter((_, i) => created[i].title === 'Twin race');
    expect(twins).toHaveLength(12);
    expect(twins.every((path) => /^\/pages\/twin-race(-\d+)?$/.test(path as string))).toBe(true);
    // Every entry still has one alias in its locale.
    const rows = (await app.strapi.db.query(ALIAS_UID).findMany({
      select: ['entryDocumentId'],
      where: { entryDocumentId: { $in: created.map(({ documentId }) => documentId) } },
    })) as Array<{ entryDocumentId: string }>;
    expect(rows).toHaveLength(created.length);
  }, 120_000);

  it('applies a pattern saved on one instance to saves on the other', async () => {
    const saved = await api(app.url).post<SaveUrlPattern.Response>(
      PATTERNS,
      { contenttype: ARTICLE_UID, pattern: '/shared/[title]' },
      { token: admin }
    );
    expect(saved.status).toBe(201);
    const id: number = saved.body.data.id;
    try {
      expect(await pathOf(await createOn(other.url, ARTICLE_UID, 'Seen elsewhere'))).toBe('/shared/seen-elsewhere');

      const updated = await api(other.url).put<SaveUrlPattern.Response>(
        `${PATTERNS}/${id}`,
        { contenttype: ARTICLE_UID, pattern: '/moved/[title]' },
        { token: admin }
      );
      expect(updated.status).toBe(200);
      expect(await pathOf(await createOn(app.url, ARTICLE_UID, 'Moved here'))).toBe('/moved/moved-here');
      expect(await pathOf(await createOn(other.url, ARTICLE_UID, 'Moved there'))).toBe('/moved/moved-there');
    } finally {
      expect((await api(other.url).delete(`${PATTERNS}/${id}`, { token: admin })).status).toBe(204);
    }
    expect(await pathOf(await createOn(app.url, ARTICLE_UID, 'Back home'))).toBe('/articles/back-home');
  }, 60_000);

  it('starts one of two jobs asked of both instances at the same moment, shows it on the other, which can cancel it', async () => {
    const body = { mode: 'missing', contentTypes: [PAGE_UID] };
    const answers = await Promise.all(
      [app.url, other.url].map((url) => api(url).post<StartBulkGeneration.Response>(BULK, body, { token: admin }))
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const started = answers.find((answer) => answer.status === 202) as (typeof answers)[number];
    const { id } = started.body.data;
    const conflict = answers.find((answer) => answer.status === 409) as (typeof answers)[number];
    expect(conflict.error).toMatchObject({ name: 'ConflictError', details: { job: id } });

    const seen = await readJob(other.url, admin);
    expect(seen).toMatchObject({ id, status: 'running', mode: 'missing', contentTypes: [PAGE_UID] });
    expect(seen?.done).toBeLessThan(seen?.total as number);
    const refused = await api(other.url).post(BULK, { mode: 'regenerate' }, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ name: 'ConflictError', details: { job: id } });

    const cancelled = await api(other.url).post<CancelBulkGeneration.Response>(`${BULK}/cancel`, undefined, { token: admin });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id, status: 'cancelled', owner: null });
    const after = await readJob(app.url, admin);
    expect(after).toMatchObject({ id, status: 'cancelled' });
    // The instance that ran it stops at its next batch and writes nothing more.
    await sleep(2_000);
    expect(await readJob(app.url, admin)).toMatchObject({ id, status: 'cancelled', done: after?.done, finishedAt: after?.finishedAt });
    expect(after?.done).toBeLessThan(after?.total as number);
    expect((await api(app.url).post(`${BULK}/cancel`, undefined, { token: admin })).status).toBe(404);
  }, 60_000);

  it('takes over a job whose instance was killed, without a restart, and finishes it', async () => {
    // Every seeded page lacks its alias again (the cancelled job gave some theirs).
    await app.strapi.db.query(ALIAS_UID).deleteMany({ where: { contenttype: PAGE_UID, url_path: { $startsWith: '/pages/bench-' } } });

    const started = await api(other.url).post<StartedJob>(BULK, { mode: 'missing', contentTypes: [PAGE_UID] }, { token: admin });
    expect(started.status).toBe(202);
    const { id, total, owner } = started.body.data;
    const progressing = await waitForJob(other.url, admin, (job) => (job?.done ?? 0) > 0, { timeout: 30_000, every: 50 });
    expect(progressing.done).toBeLessThan(total / 2);
    await other.stop(true);
    const killedAt = Date.now();

    const taken = await waitForJob(app.url, admin, (job) => job?.owner !== owner, { timeout: TAKEOVER_WITHIN_MS + 10_000, every: 250 });
    const takenAfter = Date.now() - killedAt;
    const finished = await waitForJob(app.url, admin, (job) => job?.status !== 'running', { timeout: 120_000, every: 250 });
    console.info(
      `instances (${testDatabase}): killed at ${progressing.done}/${total}, taken over after ${takenAfter} ms at ${taken.done}, done after ${Date.now() - killedAt} ms`
    );
    expect(taken.id).toBe(id);
    expect(takenAfter).toBeLessThan(TAKEOVER_WITHIN_MS);
    expect(finished).toMatchObject({ id, status: 'done', done: total, total, failed: 0, owner: null });
    expect(await aliasProblems(app.strapi, seeded)).toEqual([]);
  }, 240_000);
});

describeOnSqlite('a second process on the SQLite file', () => {
  it('is refused at start-up while the first serves it, and starts once the first stopped, a crashed one blocking no restart', async () => {
    // An app of its own: on SQLite the file's other tests (several servers) do not run.
    const first = await startTestApp();
    try {
      // Stopped at once if it started after all, so that a failure leaves no server behind.
      const refused = await startOtherInstance().then(
        (started) => started.stop().then(() => undefined),
        (error: Error) => error
      );
      expect(refused?.message).toMatch(
        new RegExp(
          `already served by process ${process.pid} .*SQLite means one process.*Stop the other process, or use PostgreSQL or MySQL`
        )
      );
      await first.pause();
      const second = await startOtherInstance();
      expect((await api(second.url).get('/api/sitetools/router?path=/nothing-here')).status).toBe(404);
      // Killed as a crash would stop it: its lock stays behind, naming a process that is gone.
      await second.stop(true);
      await first.resume();
      expect((await api(first.url).get('/api/sitetools/router?path=/nothing-here')).status).toBe(404);
    } finally {
      await first.stop();
    }
  }, 120_000);
});
