import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../../addons/redirects/shared/contracts/permissions';
import {
  MAX_BULK_REDIRECTS,
  type BulkRedirects,
  type FindRedirects,
  type SaveRedirect,
} from '../../addons/redirects/shared/contracts/redirects';
import { adminToken, createAdminRole } from './support/admin';
import { api } from './support/api';
import { createApiToken } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const ADMIN = '/sitetools-addon-redirects/redirects';
const INTAKE = '/api/sitetools/redirects/hits';
const HITS_ACTION = 'plugin::sitetools-addon-redirects.redirect-hit.create';
const DAY_MS = 86_400_000;
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';

let app: TestApp;
let admin: string;
let reporter: string;

const save = async (data: Record<string, unknown>, publish = true) => {
  const res = await api(app.url).send<SaveRedirect.Response>('POST', ADMIN, { data, publish }, { token: admin });
  expect(res.status).toBe(201);
  return res.body.data.documentId;
};
const list = async (query: string, token = admin) =>
  api(app.url).get<FindRedirects.Response>(`${ADMIN}?pageSize=100&sort=from:asc&${query}`, { token });
const bulk = (kind: 'delete' | 'unpublish', filter: BulkRedirects.Request, token = admin) =>
  api(app.url).post<BulkRedirects.Response>(`${ADMIN}/bulk-${kind}`, filter, { token });
const hit = async (data: Array<{ from: string; locale?: string; lastHit?: string }>) => {
  expect((await api(app.url).post(INTAKE, { data }, { token: reporter })).status).toBe(202);
  await app.strapi.plugin('sitetools-addon-redirects').service('redirect-hit').flush();
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  reporter = await createApiToken(app.strapi, 'custom', [HITS_ACTION]);
  await save({ from: '/u/recent', to: '/pages/about' });
  await save({ from: '/u/stale', to: '/pages/about' });
  await save({ from: '/u/never/:slug', to: '/pages/about' });
  await save({ from: '/u/recent-fr', to: '/pages/about', locale: 'fr' });
  await save({ from: '/u/draft', to: '/pages/about' }, false);
  await hit([
    { from: '/u/recent' },
    { from: '/u/recent' },
    { from: '/u/stale', lastHit: new Date(Date.now() - 100 * DAY_MS).toISOString() },
    { from: '/u/recent-fr', locale: 'fr', lastHit: new Date(Date.now() - 2 * DAY_MS).toISOString() },
  ]);
});
afterAll(() => app?.stop());

describe('Redirects list with hits', () => {
  it('shows each rule’s hits and last hit, 0 and null for a rule never hit', async () => {
    const rows = (await list('q=/u/')).body.data;
    const byFrom = Object.fromEntries(rows.map((row) => [row.from, { hits: row.hits, lastHit: row.lastHit }]));
    expect(byFrom['/u/recent']).toEqual({ hits: 2, lastHit: expect.any(String) });
    expect(Date.now() - Date.parse(byFrom['/u/stale'].lastHit as string)).toBeGreaterThan(99 * DAY_MS);
    expect(byFrom['/u/recent-fr'].hits).toBe(1);
    expect(byFrom['/u/never/:slug']).toEqual({ hits: 0, lastHit: null });
    expect(byFrom['/u/draft']).toEqual({ hits: 0, lastHit: null });
  });

  it('filters the rules unused for N days: never hit, or last hit before then', async () => {
    expect((await list('q=/u/&unusedDays=30')).body.data.map((row) => row.from)).toEqual(['/u/draft', '/u/never/:slug', '/u/stale']);
    expect((await list('q=/u/&unusedDays=1')).body.data.map((row) => row.from)).toEqual([
      '/u/draft',
      '/u/never/:slug',
      '/u/recent-fr',
      '/u/stale',
    ]);
    expect((await list('q=/u/&unusedDays=30')).body.meta.pagination.total).toBe(3);
  });

  it('refuses a bad number of days with a 400 naming the field', async () => {
    const res = await list('unusedDays=0');
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/^unusedDays/);
  });
});

describe('bulk operations on the filtered rules', () => {
  it('needs the single operation’s permission: delete to delete, publish to unpublish', async () => {
    const reader = await adminToken(app.strapi, app.url, await createAdminRole(app.strapi, [{ action: ACTIONS.read }]));
    const deleter = await adminToken(
      app.strapi,
      app.url,
      await createAdminRole(app.strapi, [{ action: ACTIONS.read }, { action: ACTIONS.delete }])
    );
    expect((await bulk('delete', { q: '/u/' }, reader)).status).toBe(403);
    expect((await bulk('unpublish', { q: '/u/' }, reader)).status).toBe(403);
    expect((await bulk('unpublish', { q: '/u/' }, deleter)).status).toBe(403);
    expect((await list('q=/u/')).body.data).toHaveLength(5);
  });

  it('refuses an unknown filter field with a 400 naming it', async () => {
    const res = await bulk('delete', { q: '/u/', page: 2 } as BulkRedirects.Request);
    expect(res.status).toBe(400);
  });

  it('unpublishes the rules unused for N days, a draft left as it is', async () => {
    const res = await bulk('unpublish', { q: '/u/', unusedDays: 30 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ changed: 2, unchanged: 1, refused: [] });
    const states = Object.fromEntries((await list('q=/u/')).body.data.map((row) => [row.from, row.state]));
    expect(states).toEqual({
      '/u/draft': 'draft',
      '/u/never/:slug': 'draft',
      '/u/recent': 'published',
      '/u/recent-fr': 'published',
      '/u/stale': 'draft',
    });
  });

  it('deletes the rules the filter lists, and only those', async () => {
    const res = await bulk('delete', { q: '/u/', unusedDays: 30 });
    expect(res.body.data).toEqual({ changed: 3, unchanged: 0, refused: [] });
    expect((await list('q=/u/')).body.data.map((row) => row.from)).toEqual(['/u/recent', '/u/recent-fr']);
  });
});

describe('bulk operations past their bound', () => {
  it('refuses a selection of more than MAX_BULK_REDIRECTS rules with a 400 naming the filter, changing none', async () => {
    // Draft rows written as the engine writes them, straight to the table: 1,001 saves through the API would take minutes.
    const now = new Date();
    const rows = Array.from({ length: MAX_BULK_REDIRECTS + 1 }, (_, i) => ({
      documentId: `bulkbound${String(i).padStart(15, '0')}`,
      from: `/bulk-bound/${i}`,
      to: '/pages/about',
      status_code: 301,
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
    }));
    for (let start = 0; start < rows.length; start += 250) {
      await app.strapi.db.query(REDIRECT_UID).createMany({ data: rows.slice(start, start + 250) });
    }
    const res = await bulk('delete', { q: '/bulk-bound/' });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ message: expect.stringContaining('more than 1000'), details: { key: 'filter' } });
    expect((await list('q=/bulk-bound/')).body.meta.pagination.total).toBe(MAX_BULK_REDIRECTS + 1);
  });
});
