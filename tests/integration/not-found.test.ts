import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindNotFound, IgnoreNotFound, ReportNotFound, SuggestNotFound } from '../../addons/redirects/shared/contracts/not-found';
import { ACTIONS } from '../../addons/redirects/shared/contracts/permissions';
import { notFoundBadInput } from '../cases/not-found-input';
import { adminToken, createAdminRole } from './support/admin';
import { api } from './support/api';
import { importRedirects } from './support/redirect-files';
import { createApiToken } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const INTAKE = '/api/sitetools/not-found';
const ADMIN = '/sitetools-addon-redirects/not-found';
const NOT_FOUND_UID = 'plugin::sitetools-addon-redirects.not-found';
const INTAKE_ACTION = 'plugin::sitetools-addon-redirects.not-found.create';
const CAP = 500;

interface StoredRow {
  path: string;
  locale: string;
  hits: number;
  referrer: string | null;
}

let app: TestApp;
let token: string;
let admin: string;

const report = (body: unknown, auth = token) => api(app.url).post<ReportNotFound.Response>(INTAKE, body, { token: auth });
/** The inbox table once the hits the intake holds in memory are written (what its interval does). */
const inbox = async () => {
  await app.strapi.plugin('sitetools-addon-redirects').service('not-found').flush();
  return app.strapi.db.query(NOT_FOUND_UID);
};
const stored = async (path: string): Promise<StoredRow[]> => (await inbox()).findMany({ where: { path }, orderBy: { locale: 'asc' } });
const rowCount = async (): Promise<number> => (await inbox()).count();
const list = async (query = '') => {
  await inbox();
  return api(app.url).get<FindNotFound.Response>(`${ADMIN}${query}`, { token: admin });
};

beforeAll(async () => {
  // The playground reads the inbox's cap and intake limit from here (config/plugins.js); the
  // burst below sends more than the default limit with one token.
  process.env.SITETOOLS_NOT_FOUND_MAX_ROWS = String(CAP);
  process.env.SITETOOLS_NOT_FOUND_RATE_LIMIT = '100000';
  app = await startTestApp();
  delete process.env.SITETOOLS_NOT_FOUND_MAX_ROWS;
  delete process.env.SITETOOLS_NOT_FOUND_RATE_LIMIT;
  token = await createApiToken(app.strapi, 'custom', [INTAKE_ACTION]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('intake', () => {
  it('counts hits per path and locale in one row, and keeps the last referrer without its query', async () => {
    for (let i = 0; i < 3; i += 1) expect((await report({ path: '/missing/page/', locale: 'en' })).status).toBe(202);
    const res = await report({ path: '/missing//page', referrer: 'https://shop.example.com/list?user=42#top' });
    expect(res.body).toEqual({ data: { counted: 1, ignored: 0 } });
    await report({ path: '/missing/page', locale: 'en', referrer: 'https://a.example/x' });
    expect(await stored('/missing/page')).toMatchObject([
      { locale: '', hits: 1, referrer: 'https://shop.example.com/list' },
      { locale: 'en', hits: 4, referrer: 'https://a.example/x' },
    ]);
  });

  it('tells paths apart by case', async () => {
    await report({ path: '/Case-Path' });
    await report({ path: '/case-path' });
    expect((await stored('/Case-Path')).map((row) => row.path)).toEqual(['/Case-Path']);
    expect((await stored('/case-path')).map((row) => row.hits)).toEqual([1]);
  });

  it('ignores live paths and paths a published redirect starts at, and writes nothing', async () => {
    const before = await rowCount();
    const res = await report({ data: [{ path: '/pages/about' }, { path: '/about-us/' }, { path: '/pages/about', locale: 'en' }] });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: { counted: 0, ignored: 3 } });
    expect(await rowCount()).toBe(before);
  });

  it('counts a batch', async () => {
    const res = await report({ data: [{ path: '/batch-a' }, { path: '/batch-b', locale: 'fr' }, { path: '/batch-a' }] });
    expect(res.body).toEqual({ data: { counted: 3, ignored: 0 } });
    expect((await stored('/batch-a')).map((row) => row.hits)).toEqual([2]);
  });

  it.each(notFoundBadInput.map((row) => [row.name, row] as const))('refuses %s with a 400 naming it', async (_, row) => {
    const before = await rowCount();
    const res = row.form
      ? await supertest(app.url).post(INTAKE).set('authorization', `Bearer ${token}`).type('form').send(String(row.body))
      : await supertest(app.url)
          .post(INTAKE)
          .set('authorization', `Bearer ${token}`)
          .send(row.body as object);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ name: 'ValidationError', details: { key: row.key } });
    expect(await rowCount()).toBe(before);
  });
});

describe('permissions', () => {
  it('refuses callers without the intake permission (403) and the Public role has none', async () => {
    const readOnly = await createApiToken(app.strapi, 'read-only');
    const other = await createApiToken(app.strapi, 'custom', ['plugin::sitetools-addon-redirects.redirect.find']);
    expect((await api(app.url).post(INTAKE, { path: '/nobody' })).status).toBe(403);
    expect((await report({ path: '/nobody' }, readOnly)).status).toBe(403);
    expect((await report({ path: '/nobody' }, other)).status).toBe(403);
    expect(await stored('/nobody')).toEqual([]);
  });

  it('guards the admin routes with the inbox permissions', async () => {
    const readerRole = await createAdminRole(app.strapi, [{ action: ACTIONS.notFoundRead }]);
    const reader = await adminToken(app.strapi, app.url, readerRole);
    const noneRole = await createAdminRole(app.strapi, [{ action: ACTIONS.read }]);
    const none = await adminToken(app.strapi, app.url, noneRole);
    await report({ path: '/guarded' });
    const id = (await list('?q=guarded')).body.data[0].id;
    expect((await api(app.url).get(ADMIN, { token: none })).status).toBe(403);
    expect((await api(app.url).get(ADMIN, { token: reader })).status).toBe(200);
    expect((await api(app.url).post(`${ADMIN}/${id}/ignore`, undefined, { token: reader })).status).toBe(403);
    expect((await api(app.url).delete(`${ADMIN}/${id}`, { token: reader })).status).toBe(403);
  });
});

describe('admin', () => {
  it('lists by hits, suggests the closest live paths, ignores and deletes', async () => {
    for (let i = 0; i < 5; i += 1) await report({ path: '/pages/abuot', locale: 'en' });
    const page = await list('?sort=hits:desc&pageSize=1');
    expect(page.body.data[0]).toMatchObject({ path: '/pages/abuot', locale: 'en', hits: 5, ignored: false });
    const { id } = page.body.data[0];
    const suggested = await api(app.url).get<SuggestNotFound.Response>(`${ADMIN}/${id}/suggestions`, { token: admin });
    expect(suggested.body.data[0]).toBe('/pages/about');

    const ignored = await api(app.url).post<IgnoreNotFound.Response>(`${ADMIN}/${id}/ignore`, undefined, { token: admin });
    expect(ignored.body.data.ignored).toBe(true);
    expect((await list('?q=abuot')).body.data).toEqual([]);
    expect((await list('?q=abuot&ignored=true')).body.data.map((row) => row.id)).toEqual([id]);
    expect((await api(app.url).delete(`${ADMIN}/${id}`, { token: admin })).status).toBe(204);
    expect((await api(app.url).delete(`${ADMIN}/${id}`, { token: admin })).status).toBe(404);
    expect((await list('?sort=nope')).error?.details).toMatchObject({ key: 'sort' });
  });
});

describe('resolution', () => {
  it('resolves the rows of a path when the admin creates a redirect from it', async () => {
    await report({ data: [{ path: '/gone-admin' }, { path: '/gone-admin', locale: 'fr' }] });
    expect(await stored('/gone-admin')).toHaveLength(2);
    const created = await api(app.url).post(
      '/sitetools-addon-redirects/redirects',
      { data: { from: '/gone-admin', to: '/pages/about', status_code: 301 }, publish: true },
      { token: admin }
    );
    expect(created.status).toBe(201);
    expect(await stored('/gone-admin')).toEqual([]);
    // Once the redirect is live, reports of the path are ignored.
    expect((await report({ path: '/gone-admin' })).body.data).toEqual({ counted: 0, ignored: 1 });
  });

  it('resolves the rows of a path when an import creates a redirect from it', async () => {
    await report({ path: '/gone-import' });
    const imported = await importRedirects(app.url, admin, {
      format: 'csv',
      content: 'from,to,status_code\n/gone-import,/pages/contact,301',
      dryRun: false,
    });
    expect(imported.status).toBe(200);
    expect(await stored('/gone-import')).toEqual([]);
  });
});

describe('cap', () => {
  it('keeps the table within the cap under a concurrent burst of 5,000 distinct paths, the most-hit rows kept', async () => {
    const hot = Array.from({ length: 20 }, (_, i) => `/hot/${i}`);
    for (let round = 0; round < 3; round += 1) await report({ data: hot.map((path) => ({ path })) });
    let highest = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        // What is committed now, without writing what the intake holds.
        highest = Math.max(highest, await app.strapi.db.query(NOT_FOUND_UID).count());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const paths = Array.from({ length: 5000 }, (_, i) => `/burst/${i}`);
    let next = 0;
    // 16 callers at once, each sending 10 reports per request. A fast machine sends them faster
    // than the intake's budget admits (2,000 a second here): a shed batch (429) is sent again
    // once the window has passed, as sitetools-client does, so that every path reaches the cap.
    const caller = async () => {
      while (next < paths.length) {
        const batch = paths.slice(next, next + 10);
        next += 10;
        let res = await report({ data: batch.map((path) => ({ path })) });
        while (res.status === 429) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          res = await report({ data: batch.map((path) => ({ path })) });
        }
        expect(res.status).toBe(202);
      }
    };
    await Promise.all(Array.from({ length: 16 }, caller));
    sampling = false;
    await sampler;
    expect(highest).toBeLessThanOrEqual(CAP);
    expect(await rowCount()).toBe(CAP);
    const kept: StoredRow[] = await (await inbox()).findMany({ where: { path: { $startsWith: '/hot/' } } });
    expect(kept.map((row) => row.hits)).toEqual(hot.map(() => 3));
  }, 300_000);

  it('takes a new path into a full inbox whose rows were all hit twice, dropping the oldest of the least hit', async () => {
    const once: StoredRow[] = await (await inbox()).findMany({ where: { hits: 1 } });
    for (let start = 0; start < once.length; start += 100) {
      const res = await report({ data: once.slice(start, start + 100).map(({ path }) => ({ path })) });
      expect(res.body.data.counted).toBe(Math.min(100, once.length - start));
    }
    const table = await inbox();
    expect(await table.count({ where: { hits: 1 } })).toBe(0);
    const victim = (await table.findOne({
      orderBy: [{ hits: 'asc' }, { lastSeen: 'asc' }, { id: 'asc' }],
    })) as StoredRow;
    await report({ path: '/brand-new' });
    expect(await rowCount()).toBe(CAP);
    expect(await stored('/brand-new')).toMatchObject([{ hits: 1 }]);
    expect(await stored(victim.path)).toEqual([]);
  });
});
