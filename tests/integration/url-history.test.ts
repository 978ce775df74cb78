import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindUrlHistory } from '../../shared/contracts/url-history';
import { URL_HISTORY_UID } from '../../shared/contracts/url-history';
import { adminToken, contentManagerPermissions, createAdminRole } from './support/admin';
import { api } from './support/api';
import { documents } from './support/documents';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const REDIRECTS = 'plugin::sitetools-addon-redirects';

let app: TestApp;
let admin: string;
let readOnly: string;
let editorWithoutRedirects: string;

const pages = () => documents(app.strapi, PAGE);
const historyUrl = (documentId: string) => `/sitetools/entries/${PAGE}/${documentId}/history`;
const history = (documentId: string, token = admin) =>
  api(app.url).get<FindUrlHistory.Response>(`${historyUrl(documentId)}?locale=en`, { token });
const change = (action: 'restore' | 'retire', documentId: string, body: unknown, token = admin) =>
  api(app.url).post<FindUrlHistory.Response>(`${historyUrl(documentId)}/${action}`, body, { token });
/** The published rule from `from`: its target and status, or undefined. */
const ruleFrom = async (from: string) => {
  const row = await app.strapi.db
    .query(`${REDIRECTS}.redirect`)
    .findOne({ where: { from, publishedAt: { $notNull: true } }, select: ['to', 'status_code'] });
  return row === null ? undefined : { to: row.to, status_code: row.status_code };
};
/** A published page at a hand-written path. */
const pageAt = (path: string) =>
  pages().create({ data: { title: `History ${path}`, sitetoolsManualPath: path }, locale: 'en', status: 'published' });
/** Moves a published page to another hand-written path, as a save and a publish do. */
const move = async (documentId: string, path: string) => {
  await pages().update({ documentId, locale: 'en', data: { sitetoolsManualPath: path } });
  await pages().publish({ documentId, locale: 'en' });
};
const rowsOf = async (documentId: string) => {
  const res = await history(documentId);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  const fields = ['title', 'slug', 'body', 'parent'];
  readOnly = await adminToken(app.strapi, app.url, await createAdminRole(app.strapi, contentManagerPermissions(PAGE, fields).slice(0, 1)));
  editorWithoutRedirects = await adminToken(
    app.strapi,
    app.url,
    await createAdminRole(app.strapi, contentManagerPermissions(PAGE, fields))
  );
});
afterAll(() => app?.stop());

describe('the URL history of an entry', () => {
  it('lists every live path newest first, with dates, and what each old path answers', async () => {
    const page = await pageAt('/history/first');
    await move(page.documentId, '/history/second');
    const data = await rowsOf(page.documentId);
    expect(data).toMatchObject({ locale: 'en', currentPath: '/history/second', redirects: true, canRestore: true, canRetire: true });
    const [current, old] = data.rows;
    expect(data.rows).toHaveLength(2);
    expect(current).toMatchObject({ path: '/history/second', until: null, redirect: null });
    expect(old).toMatchObject({ path: '/history/first', redirect: { kind: 'current', to: '/history/second', status_code: 301 } });
    expect(old.from).not.toBeNull();
    expect(old.until).toBe(current.from);
  });

  it('Restore makes an old path live again: the path left redirects to it, the restored one is no redirect', async () => {
    const page = await pageAt('/history/restore-a');
    await move(page.documentId, '/history/restore-b');
    const res = await change('restore', page.documentId, { path: '/history/restore-a', locale: 'en' });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.body.data.currentPath).toBe('/history/restore-a');
    expect(res.body.data.rows.map((row) => [row.path, row.redirect?.kind ?? null])).toEqual([
      ['/history/restore-a', null],
      ['/history/restore-b', 'current'],
      ['/history/restore-a', null],
    ]);
    expect(await ruleFrom('/history/restore-a')).toBeUndefined();
    expect(await ruleFrom('/history/restore-b')).toEqual({ to: '/history/restore-a', status_code: 301 });
  });

  it("Retire turns an old path's redirect into a 410, and makes one for a path without a redirect", async () => {
    const page = await pageAt('/history/retire-a');
    await move(page.documentId, '/history/retire-b');
    app.strapi.config.set(`${REDIRECTS}.autoRedirect.enabled`, false);
    try {
      await move(page.documentId, '/history/retire-c');
    } finally {
      app.strapi.config.set(`${REDIRECTS}.autoRedirect.enabled`, true);
    }
    expect((await rowsOf(page.documentId)).rows.map((row) => row.redirect)).toEqual([
      null,
      { kind: 'none' },
      { kind: 'elsewhere', to: '/history/retire-b', status_code: 301 },
    ]);
    for (const path of ['/history/retire-a', '/history/retire-b']) {
      const res = await change('retire', page.documentId, { path, locale: 'en' });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      expect(await ruleFrom(path)).toEqual({ to: null, status_code: 410 });
    }
    expect((await rowsOf(page.documentId)).rows.map((row) => row.redirect?.kind ?? null)).toEqual([null, 'gone', 'gone']);
  });

  it('gives an entry live before the history was kept its path as a first row, without a start date', async () => {
    const page = await pageAt('/history/before');
    await app.strapi.db.query(URL_HISTORY_UID).deleteMany({ where: { entryDocumentId: page.documentId } });
    expect((await rowsOf(page.documentId)).rows).toEqual([{ path: '/history/before', from: null, until: null, redirect: null }]);
    await move(page.documentId, '/history/after');
    const [current, old] = (await rowsOf(page.documentId)).rows;
    expect(old).toMatchObject({ path: '/history/before', from: null, until: current.from });
  });

  it('closes the live path when the entry is unpublished, and opens it again on publish', async () => {
    const page = await pageAt('/history/unpublished');
    await pages().unpublish({ documentId: page.documentId, locale: 'en' });
    const closed = await rowsOf(page.documentId);
    expect(closed.currentPath).toBeNull();
    expect(closed.rows).toMatchObject([{ path: '/history/unpublished', redirect: { kind: 'none' } }]);
    expect(closed.rows[0].until).not.toBeNull();
    await pages().publish({ documentId: page.documentId, locale: 'en' });
    expect((await rowsOf(page.documentId)).rows.map((row) => [row.path, row.until === null])).toEqual([
      ['/history/unpublished', true],
      ['/history/unpublished', false],
    ]);
  });

  it('writes nothing when the alias change is rolled back with its transaction', async () => {
    const page = await pageAt('/history/kept');
    await expect(
      app.strapi.db.transaction(async () => {
        await move(page.documentId, '/history/rolled-back');
        throw new Error('rollback');
      })
    ).rejects.toThrow('rollback');
    expect((await rowsOf(page.documentId)).rows.map((row) => row.path)).toEqual(['/history/kept']);
  });
});

describe('the URL history refuses', () => {
  it('an unknown entry or a path not in its history (404), bad input or the live path (400)', async () => {
    const page = await pageAt('/history/refusals');
    await move(page.documentId, '/history/refusals-now');
    expect((await history('no-such-document')).status).toBe(404);
    const withoutAliases = await api(app.url).get(`/sitetools/entries/api::category.category/${page.documentId}/history`, { token: admin });
    expect(withoutAliases.status).toBe(404);
    const notInHistory = await change('restore', page.documentId, { path: '/history/elsewhere', locale: 'en' });
    expect(notInHistory.status).toBe(404);
    expect(notInHistory.error).toMatchObject({ name: 'NotFoundError' });
    const missing = await change('retire', page.documentId, { locale: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({ name: 'ValidationError', details: { key: 'path' } });
    const live = await change('retire', page.documentId, { path: '/history/refusals-now', locale: 'en' });
    expect(live.status).toBe(400);
    expect(live.error).toMatchObject({ name: 'ValidationError', details: { key: 'path' } });
  });

  it('Restore of a path another entry has now (400)', async () => {
    const page = await pageAt('/history/taken');
    await move(page.documentId, '/history/taken-moved');
    await pageAt('/history/taken');
    const res = await change('restore', page.documentId, { path: '/history/taken', locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ name: 'ValidationError', details: { key: 'path' } });
  });

  it('a caller without the permissions: Restore without update (403), Retire without the redirect writes (403)', async () => {
    const page = await pageAt('/history/guarded');
    await move(page.documentId, '/history/guarded-now');
    const seen = await history(page.documentId, readOnly);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ canRestore: false, canRetire: false });
    expect((await change('restore', page.documentId, { path: '/history/guarded', locale: 'en' }, readOnly)).status).toBe(403);
    const retired = await change('retire', page.documentId, { path: '/history/guarded', locale: 'en' }, editorWithoutRedirects);
    expect(retired.status).toBe(403);
    expect(await ruleFrom('/history/guarded')).toEqual({ to: '/history/guarded-now', status_code: 301 });
  });
});
