import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStateService } from '../../shared/contracts/job-state';
import type { ApplyRedirectImport, GetRedirectImport } from '../../addons/redirects/shared/contracts/redirects';
import { adminToken, createAdminRole } from './support/admin';
import { api } from './support/api';
import { finishedImport } from './support/redirect-files';
import { startTestApp, type TestApp } from './support/strapi';

// The apply of a redirects import as a background job: 202 at once, progress, the report once
// done (paged), one apply at a time, a job whose server stopped shown failed and applied again.

const IMPORT = '/sitetools-addon-redirects/redirects/import';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const JOB_KEY = 'sitetools-addon-redirects.import';
const ACTION = (name: string) => ({ action: `plugin::sitetools-addon-redirects.${name}` });

let app: TestApp;
let admin: string;

/** A CSV of `count` redirects from `/<prefix>/<i>` to the about page, and one refused line. */
const file = (prefix: string, count: number) =>
  ['from,to,status_code', ...Array.from({ length: count }, (_, i) => `/${prefix}/${i},/pages/about,301`), 'no-slash,/pages/about,301'].join(
    '\n'
  );

const apply = (content: string, token = admin) =>
  api(app.url).post<ApplyRedirectImport.Response>(IMPORT, { format: 'csv', content, dryRun: false }, { token });

const published = (prefix: string) =>
  app.strapi.db.query(REDIRECT_UID).count({ where: { from: { $startsWith: `/${prefix}/` }, publishedAt: { $notNull: true } } });

const jobState = () => app.strapi.plugin('sitetools').service<JobStateService>('job-state');

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('an applied redirects import, as a background job', () => {
  const COUNT = 3000;

  it('answers 202 at once, shows its progress and ends with its report, paged', async () => {
    const res = await apply(file('job', COUNT));
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'running', format: 'csv', total: COUNT + 1, done: 0 });

    const seen: number[] = [];
    for (;;) {
      const { body } = await api(app.url).get<GetRedirectImport.Response>(IMPORT, { token: admin });
      if (body.data?.status !== 'running') break;
      seen.push(body.data.done);
      await new Promise((resume) => setTimeout(resume, 50));
    }
    // Progress only goes forward.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const job = await finishedImport(app.url, admin);
    expect(job).toMatchObject({
      id: res.body.data.id,
      status: 'done',
      total: COUNT + 1,
      done: COUNT + 1,
      summary: { create: COUNT, update: 0, unchanged: 0, refuse: 1 },
      report: { linesTotal: COUNT + 1, changesTotal: COUNT, truncated: false },
    });
    expect(job?.report?.lines).toHaveLength(1000);
    expect(await published('job')).toBe(COUNT);

    const last = await api(app.url).get<GetRedirectImport.Response>(`${IMPORT}?page=4&pageSize=1000`, { token: admin });
    expect(last.body.data?.report?.lines).toEqual([
      { line: COUNT + 2, from: 'no-slash', to: '/pages/about', status_code: 301, action: 'refuse', reason: expect.any(String) },
    ]);
    expect(last.body.data?.report?.changes).toEqual([]);
  }, 120_000);

  it('refuses a file it cannot read with a 400 before any job, and a bad page with a 400', async () => {
    const before = (await api(app.url).get<GetRedirectImport.Response>(IMPORT, { token: admin })).body.data;
    const bad = await api(app.url).post(IMPORT, { format: 'json', content: '{ not json', dryRun: false }, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ name: 'ValidationError' });
    expect((await api(app.url).get<GetRedirectImport.Response>(IMPORT, { token: admin })).body.data?.id).toBe(before?.id);
    expect((await api(app.url).get(`${IMPORT}?pageSize=5000`, { token: admin })).status).toBe(400);
  });

  it('refuses an apply (409) while another server applies an import, and writes nothing of it', async () => {
    const now = new Date().toISOString();
    const running = {
      id: 'running-elsewhere',
      status: 'running',
      format: 'csv',
      total: 5,
      done: 2,
      startedAt: now,
      owner: 'another-server',
      heartbeatAt: now,
    };
    await jobState().update(JOB_KEY, () => running);
    const again = await apply(file('job-again', 10));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ data: null, error: { status: 409, name: 'ConflictError', details: { job: 'running-elsewhere' } } });
    expect(await published('job-again')).toBe(0);
    const shown = await api(app.url).get<GetRedirectImport.Response>(IMPORT, { token: admin });
    expect(shown.body.data).toMatchObject({ id: 'running-elsewhere', status: 'running', done: 2, total: 5 });
    await jobState().update(JOB_KEY, () => ({ ...running, status: 'done', finishedAt: now }));
  });

  it('shows a job whose server stopped as failed with nothing written, and applies the file again', async () => {
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();
    await jobState().update(JOB_KEY, () => ({
      id: 'stopped-job',
      status: 'running',
      format: 'csv',
      total: 5,
      done: 2,
      startedAt: stale,
      owner: 'another-server',
      heartbeatAt: stale,
    }));
    const shown = await api(app.url).get<GetRedirectImport.Response>(IMPORT, { token: admin });
    expect(shown.body.data).toMatchObject({ id: 'stopped-job', status: 'failed', error: expect.stringContaining('nothing was written') });
    expect(shown.body.data).not.toHaveProperty('owner');

    const rerun = await apply(file('rerun', 4));
    expect(rerun.status).toBe(202);
    expect(await finishedImport(app.url, admin)).toMatchObject({ id: rerun.body.data.id, status: 'done' });
    expect(await published('rerun')).toBe(4);
  });
});

describe('permissions', () => {
  it('answers 401 without a token, and 403 to a role without Import; applying also needs create, update and publish', async () => {
    expect((await api(app.url).get(IMPORT)).status).toBe(401);
    const reader = await adminToken(app.strapi, app.url, await createAdminRole(app.strapi, [ACTION('read')]));
    expect((await api(app.url).get(IMPORT, { token: reader })).status).toBe(403);
    expect((await apply(file('reader', 1), reader)).status).toBe(403);

    const importer = await adminToken(app.strapi, app.url, await createAdminRole(app.strapi, [ACTION('import')]));
    expect((await api(app.url).get(IMPORT, { token: importer })).status).toBe(200);
    expect((await apply(file('importer', 1), importer)).status).toBe(403);
    expect(await published('importer')).toBe(0);

    const writer = await adminToken(
      app.strapi,
      app.url,
      await createAdminRole(app.strapi, ['import', 'create', 'update', 'publish'].map(ACTION))
    );
    const res = await apply(file('writer', 2), writer);
    expect(res.status).toBe(202);
    expect(await finishedImport(app.url, writer)).toMatchObject({ id: res.body.data.id, status: 'done' });
    expect(await published('writer')).toBe(2);
  });
});
