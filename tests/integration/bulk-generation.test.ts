import { ALIAS_CHANGED_EVENT } from 'sitetools-kit/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AliasChangedEvent } from '../../shared/contracts/events';
import type { BulkJob, JobsService } from '../../server/src/services/jobs/jobs';
import type { GetBulkGeneration, StartBulkGeneration, CancelBulkGeneration } from '../../shared/contracts/bulk-generation';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { api } from './support/api';
import { expectErrorLogged } from './support/logs';
import { pollUntil } from './support/poll';
import { startTestApp, type TestApp } from './support/strapi';

const BULK = '/sitetools/bulk-generation';
const ALIAS_UID = 'plugin::sitetools.url-alias';
const PENDING_UID = 'plugin::sitetools.pending-reconcile';
const COUNT = 260;

let app: TestApp;
let admin: string;

const aliases = () => app.strapi.db.query(ALIAS_UID);
const jobs = () => app.strapi.plugin('sitetools').service('jobs') as JobsService;
const start = (body: Record<string, unknown>) => api(app.url).post<StartBulkGeneration.Response>(BULK, body, { token: admin });

/** Polls the progress route until the job is no longer running. */
const finished = async () => {
  for (let i = 0; i < 600; i += 1) {
    const res = await api(app.url).get<GetBulkGeneration.Response>(BULK, { token: admin });
    if (res.body.data?.status !== 'running') return res.body.data;
    await new Promise((resume) => setTimeout(resume, 100));
  }
  throw new Error('bulk generation did not finish');
};

/** Article aliases per entry: each entry must have exactly one. */
const articleAliasCounts = async () => {
  const rows = (await aliases().findMany({ where: { contenttype: 'api::article.article' } })) as Array<{
    entryDocumentId: string;
  }>;
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.entryDocumentId, (counts.get(row.entryDocumentId) ?? 0) + 1);
  return counts;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  const articles = documents(app.strapi, 'api::article.article');
  for (let i = 0; i < COUNT; i += 1) {
    await articles.create({ data: { title: `Bulk ${i}` }, status: 'published' });
  }
}, 300_000);
afterAll(() => app?.stop());

describe('bulk generation', () => {
  it('generates the missing aliases of every entry, with progress', async () => {
    await aliases().deleteMany({ where: { contenttype: 'api::article.article' } });
    const res = await start({ mode: 'missing', contentTypes: ['api::article.article'] });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'running', done: 0, total: COUNT + 1 });
    const job = await finished();
    expect(job).toMatchObject({ status: 'done', done: COUNT + 1, total: COUNT + 1 });
    const counts = await articleAliasCounts();
    expect(counts.size).toBe(COUNT + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('gives a batch of same-title entries distinct paths per locale, live or reserved, linked and announced', async () => {
    const pages = documents(app.strapi, 'api::page.page');
    const kept = await pages.create({ data: { title: 'Twin' }, status: 'published' });
    const twins = [];
    for (let i = 0; i < 3; i += 1) twins.push(await pages.create({ data: { title: 'Twin' }, status: 'published' }));
    await pages.update({ documentId: twins[0].documentId, locale: 'fr', data: { title: 'Twin' }, status: 'published' });
    const draft = await pages.create({ data: { title: 'Twin' } });
    const generated = [...twins, draft].map((page) => page.documentId);
    await aliases().deleteMany({ where: { entryDocumentId: { $in: generated } } });
    const events: AliasChangedEvent[] = [];
    const off = app.strapi.eventHub.on(ALIAS_CHANGED_EVENT, async (event: AliasChangedEvent) => {
      events.push(event);
    });
    try {
      expect((await start({ mode: 'missing', contentTypes: ['api::page.page'] })).status).toBe(202);
      expect((await finished())?.status).toBe('done');
    } finally {
      off();
    }

    const stored = (await aliases().findMany({
      where: { entryDocumentId: { $in: [kept.documentId, ...generated] } },
    })) as Array<{ id: number; url_path: string; locale: string; live: boolean; entryDocumentId: string }>;
    const english = stored.filter((alias) => alias.locale === 'en');
    expect(english.map((alias) => alias.url_path).sort()).toEqual([
      '/pages/twin',
      '/pages/twin-2',
      '/pages/twin-3',
      '/pages/twin-4',
      '/pages/twin-5',
    ]);
    expect(english.find((alias) => alias.entryDocumentId === kept.documentId)?.url_path).toBe('/pages/twin');
    expect(stored.filter((alias) => alias.locale === 'fr')).toMatchObject([
      { entryDocumentId: twins[0].documentId, url_path: '/pages/twin' },
    ]);
    expect(Boolean(english.find((alias) => alias.entryDocumentId === draft.documentId)?.live)).toBe(false);
    expect(english.filter((alias) => alias.entryDocumentId !== draft.documentId).every((alias) => Boolean(alias.live))).toBe(true);

    // Every row, draft and published, points at the alias of its locale.
    const rows = (await app.strapi.db.query('api::page.page').findMany({
      where: { documentId: { $in: generated } },
      populate: { url_alias: { select: ['id'] } },
    })) as Array<{ documentId: string; locale: string; url_alias: { id: number } | null }>;
    expect(rows).toHaveLength(2 * 3 + 2 + 1);
    for (const row of rows) {
      const alias = stored.find((candidate) => candidate.entryDocumentId === row.documentId && candidate.locale === row.locale);
      expect(row.url_alias?.id).toBe(alias?.id);
    }

    const announced = events.filter((event) => generated.includes(event.entryDocumentId));
    expect(announced).toHaveLength(5);
    expect(announced.every((event) => event.before === null && event.after !== null)).toBe(true);
  });

  it('regenerates generated aliases after a pattern change and never touches hand-written ones', async () => {
    const [first] = (await aliases().findMany({
      where: { contenttype: 'api::article.article' },
      orderBy: { id: 'asc' },
      limit: 1,
    })) as Array<{ id: number; entryDocumentId: string }>;
    await aliases().update({ where: { id: first.id }, data: { url_path: '/my-own-path', generated: null } });
    app.strapi.config.set('plugin::sitetools.patterns', { 'api::article.article': '/read/[title]' });
    try {
      await start({ mode: 'regenerate', contentTypes: ['api::article.article'] });
      expect((await finished())?.status).toBe('done');
      const rows = (await aliases().findMany({ where: { contenttype: 'api::article.article' } })) as Array<{
        url_path: string;
        generated: boolean | null;
      }>;
      expect(rows.filter((row) => row.generated).every((row) => row.url_path.startsWith('/read/'))).toBe(true);
      expect(rows.find((row) => row.generated === null)?.url_path).toBe('/my-own-path');
    } finally {
      app.strapi.config.set('plugin::sitetools.patterns', {});
    }
  });

  it('runs one job at a time, and a running job can be cancelled', async () => {
    // A job that another instance is running right now (fresh heartbeat, another owner).
    const now = new Date().toISOString();
    await jobs().updateJob((job) => ({ ...(job as BulkJob), id: 'elsewhere', status: 'running', owner: 'other', heartbeatAt: now }));
    const second = await start({ mode: 'regenerate' });
    expect(second.status).toBe(409);
    expect(second.error).toMatchObject({ status: 409, name: 'ConflictError', details: { job: 'elsewhere' } });
    expect(second.error?.message).toMatch(/already running/);
    const cancelled = await api(app.url).post<CancelBulkGeneration.Response>(`${BULK}/cancel`, undefined, { token: admin });
    expect(cancelled.status).toBe(200);
    expect((await finished())?.status).toBe('cancelled');
    expect((await api(app.url).post(`${BULK}/cancel`, undefined, { token: admin })).status).toBe(404);
  });

  it('starts one of two jobs asked for at the same moment; the other gets a 409 naming it', async () => {
    const body = { mode: 'missing', contentTypes: ['api::article.article'] };
    const answers = await Promise.all([start(body), start(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const started = answers.find((answer) => answer.status === 202)?.body.data;
    expect(answers.find((answer) => answer.status === 409)?.error?.details).toEqual({ job: started?.id });
    expect(await finished()).toMatchObject({ id: started?.id, status: 'done' });
  });

  it.each([
    ['an unknown mode', { mode: 'all' }],
    ['a type without URL aliases', { mode: 'missing', contentTypes: ['api::category.category'] }],
  ])('refuses %s with a 400', async (_name, body) => {
    expect((await start(body)).status).toBe(400);
  });

  it('resumes after a restart mid-job, losing and duplicating nothing', async () => {
    await aliases().deleteMany({ where: { contenttype: 'api::article.article' } });
    expect((await start({ mode: 'missing', contentTypes: ['api::article.article'] })).status).toBe(202);
    await finished();
    // Put the job back where an instance stopping after its first batch leaves it: running, no
    // owner, the cursor after the first half, and the aliases of the second half not written.
    const ids = [...(await articleAliasCounts()).keys()].sort();
    const half = Math.floor(ids.length / 2);
    await aliases().deleteMany({ where: { entryDocumentId: { $in: ids.slice(half) } } });
    await jobs().updateJob((job) =>
      job ? { ...job, status: 'running', owner: null, done: half, cursor: { segment: 0, after: ids[half - 1] } } : undefined
    );
    await app.restart();
    admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    expect(await finished()).toMatchObject({ status: 'done', done: COUNT + 1, total: COUNT + 1 });
    const counts = await articleAliasCounts();
    expect(counts.size).toBe(COUNT + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('a restart lets the running batch finish and leaves the job to the next start', async () => {
    await aliases().deleteMany({ where: { contenttype: 'api::article.article' } });
    expect((await start({ mode: 'missing', contentTypes: ['api::article.article'] })).status).toBe(202);
    await app.restart();
    admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    expect(await finished()).toMatchObject({ status: 'done', done: COUNT + 1 });
    expect([...(await articleAliasCounts()).values()].every((n) => n === 1)).toBe(true);
    expect((await articleAliasCounts()).size).toBe(COUNT + 1);
  });

  it('records an entry that fails, counts it on the job and lists it with its id and reason', async () => {
    const victim = (await documents(app.strapi, 'api::article.article').create({ data: { title: 'Doomed' }, status: 'published' }))
      .documentId;
    await aliases().deleteMany({ where: { contenttype: 'api::article.article' } });
    const generator = app.strapi.plugin('sitetools').service('alias-generator');
    const { basePath, basePaths } = generator;
    // The batch's shared path lookup fails for the batch holding the victim, and the one-by-one
    // fallback fails for the victim alone.
    generator.basePaths = (uid: string, sources: Array<{ documentId: string }>, ...rest: unknown[]) =>
      sources.some((source) => source.documentId === victim)
        ? Promise.reject(new Error('no path for this one'))
        : basePaths(uid, sources, ...rest);
    generator.basePath = (uid: string, source: { documentId: string }, ...rest: unknown[]) =>
      source.documentId === victim ? Promise.reject(new Error('no path for this one')) : basePath(uid, source, ...rest);
    try {
      await expectErrorLogged(app.strapi, /job of api::article\.article \w+ failed: Error: no path for this one/, async () => {
        expect((await start({ mode: 'missing', contentTypes: ['api::article.article'] })).status).toBe(202);
        expect(await finished()).toMatchObject({ status: 'done', failed: 1 });
      });
    } finally {
      Object.assign(generator, { basePath, basePaths });
    }
    const res = await api(app.url).get<GetBulkGeneration.Response>(BULK, { token: admin });
    expect(res.body.meta.failures[0]).toMatchObject({
      source: 'job',
      contenttype: 'api::article.article',
      documentId: victim,
      jobId: res.body.data?.id,
      reason: expect.stringContaining('no path for this one'),
    });
    expect((await articleAliasCounts()).has(victim)).toBe(false);
  });

  it('records a failed reconcile after a save, where the admin sees it', async () => {
    const pages = documents(app.strapi, 'api::page.page');
    const { documentId } = await pages.create({ data: { title: 'Unlucky save' }, status: 'published' });
    const generator = app.strapi.plugin('sitetools').service('alias-generator');
    const { basePath } = generator;
    generator.basePath = () => Promise.reject(new Error('the pattern service is down'));
    try {
      // The entry is saved; its path cannot follow (the save reports it, or has answered already).
      await expectErrorLogged(app.strapi, /save of api::page\.page \w+ failed: Error: the pattern service is down/, () =>
        pages.update({ documentId, data: { title: 'Unlucky again' }, status: 'published' }).catch(() => undefined)
      );
    } finally {
      generator.basePath = basePath;
    }
    const { body } = await api(app.url).get<GetBulkGeneration.Response>(BULK, { token: admin });
    expect(body.meta.failures.find((item) => item.reason.includes('the pattern service is down'))).toMatchObject({
      source: 'save',
      contenttype: 'api::page.page',
      documentId,
    });
  });

  // The Document Service's own save reconciles after its transaction; the Content Manager's publish
  // runs in one of its own, whose commit callback does the reconcile (and nothing awaits it there
  // but the request).
  const saves = {
    'the Document Service': async (documentId: string, title: string) => {
      await documents(app.strapi, 'api::page.page').update({ documentId, data: { title }, status: 'published' });
    },
    "the Content Manager's publish": async (documentId: string, title: string) => {
      const cm = `/content-manager/collection-types/api::page.page/${documentId}/actions/publish?locale=en`;
      expect((await api(app.url).post(cm, { title }, { token: admin })).status).toBe(200);
    },
  };
  it.each(Object.entries(saves))(
    'keeps a save through %s whose reconcile cannot be marked done, and reconciles it again later',
    async (_, save) => {
      const pages = documents(app.strapi, 'api::page.page');
      const { documentId } = await pages.create({ data: { title: 'Clear fails' }, status: 'published' });
      const livePaths = async () =>
        (await aliases().findMany({ where: { entryDocumentId: documentId, locale: 'en', live: true } })).map((alias) => alias.url_path);
      const pendingRows = () => app.strapi.db.query(PENDING_UID).count({});
      let failing = true;
      const off = app.strapi.db.lifecycles.subscribe({
        models: [PENDING_UID],
        beforeDeleteMany() {
          if (failing) throw new Error('the database is away');
        },
      });
      try {
        await expectErrorLogged(app.strapi, /clearing reconciled writes failed, .*the database is away/, () =>
          save(documentId, `Clear fails ${documentId}`)
        );
      } finally {
        failing = false;
        off();
      }
      const moved = `/pages/clear-fails-${documentId.toLowerCase()}`;
      await expect.poll(livePaths).toEqual([moved]);
      // The row left behind is found once stale, as a killed process's: its second reconcile changes nothing.
      expect(await pendingRows()).toBeGreaterThan(0);
      await pollUntil('the pending reconciles', pendingRows, (left) => left === 0, { timeout: 30_000, every: 250 });
      expect(await livePaths()).toEqual([moved]);
    }
  );
});
