import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { api } from './support/api';
import { expectErrorLogged } from './support/logs';
import { READ_ACTIONS, createApiToken, createUserToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';
import type { FindPublishedRedirects, FindRedirects, SaveRedirect } from '../../addons/redirects/shared/contracts/redirects';
import type { GetBulkGeneration } from '../../shared/contracts/bulk-generation';

const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const LIST = '/api/sitetools/redirects';
const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;

const list = (query = '') => api(app.url).get<FindPublishedRedirects.Response>(`${LIST}${query ? `?${query}` : ''}`);
const create = (data: Record<string, unknown>, publish = true) =>
  api(app.url).post<SaveRedirect.Response>(ADMIN, { data, publish }, { token: admin });

/** Every stored redirect (draft rows: they hold the latest edit), from → to. */
const stored = async () => {
  const rows = await app.strapi.db
    .query('plugin::sitetools-addon-redirects.redirect')
    .findMany({ where: { publishedAt: { $notNull: true } }, orderBy: { from: 'asc' } });
  return Object.fromEntries(rows.map((row: { from: string; to: string }) => [row.from, row.to]));
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('redirects list (content API)', () => {
  it('returns published redirects with the spec fields and pagination', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        documentId: expect.any(String),
        from: '/about-us',
        to: '/pages/about',
        status_code: 301,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        publishedAt: expect.any(String),
      }),
    ]);
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
  });

  it('never lists drafts, whatever status the client asks for', async () => {
    expect((await create({ from: '/draft-only', to: '/pages/about' }, false)).status).toBe(201);
    for (const query of ['', 'status=draft']) {
      const froms = (await list(query)).body.data.map((r) => r.from);
      expect(froms).not.toContain('/draft-only');
    }
  });

  it('looks up one path with filters[from][$eq] and paginates', async () => {
    for (let i = 1; i <= 5; i += 1) await create({ from: `/listed-${i}`, to: `/pages/listed-${i}` });
    const one = await list('filters[from][$eq]=/listed-3');
    expect(one.body.data.map((r) => r.to)).toEqual(['/pages/listed-3']);
    const paged = await list('pagination[page]=2&pagination[pageSize]=2&sort=from:asc');
    expect(paged.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 3, total: 6 });
    expect(paged.body.data.map((r) => r.from)).toEqual(['/listed-2', '/listed-3']);
  });

  it('answers 400 for an unknown filter field', async () => {
    expect((await list('filters[nope][$eq]=1')).status).toBe(400);
  });

  it('answers 403 without the find permission: Public, Authenticated and tokens', async () => {
    await setPublicPermissions(app.strapi, READ_ACTIONS);
    expect((await list()).status).toBe(403);
    const jwt = await createUserToken(app.strapi, READ_ACTIONS);
    expect((await api(app.url).get(LIST, { token: jwt })).status).toBe(403);
    const custom = await createApiToken(app.strapi, 'custom', READ_ACTIONS);
    expect((await api(app.url).get(LIST, { token: custom })).status).toBe(403);
    const allowed = await createApiToken(app.strapi, 'custom', [FIND]);
    expect((await api(app.url).get(LIST, { token: allowed })).status).toBe(200);
    const readOnly = await createApiToken(app.strapi, 'read-only');
    expect((await api(app.url).get(LIST, { token: readOnly })).status).toBe(200);
    const userWithFind = await createUserToken(app.strapi, [FIND]);
    expect((await api(app.url).get(LIST, { token: userWithFind })).status).toBe(200);
    await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  });
});

describe('redirect validation', () => {
  it.each([
    ['a status code not in 301/302/303/307/308', { from: '/v1', to: '/x', status_code: 300 }, 'status_code'],
    ['status code 304', { from: '/v2', to: '/x', status_code: 304 }, 'status_code'],
    ['a status code that is not a number', { from: '/v3', to: '/x', status_code: 'abc' }, 'status_code'],
    ['a relative to', { from: '/v4', to: 'pages/about' }, 'to'],
    ['a to with the ftp scheme', { from: '/v5', to: 'ftp://example.com/x' }, 'to'],
    ['a to with the javascript scheme', { from: '/v6', to: 'javascript:alert(1)' }, 'to'],
    ['a from without a leading slash', { from: 'v7', to: '/x' }, 'from'],
    ['a from with a dot segment', { from: '/a/../v8', to: '/x' }, 'from'],
    ['a duplicate from', { from: '/about-us', to: '/x' }, 'from'],
    ['a from that is the live path of an entry', { from: '/pages/about', to: '/x' }, 'from'],
    ['a missing to', { from: '/v9' }, 'to'],
  ])('refuses %s with a 400 naming the field', async (_name, data, field) => {
    const res = await create(data);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ name: 'ValidationError', details: { key: field } });
    expect(res.error?.message).toContain(field);
  });

  it('accepts absolute http and https targets, stored serialised, and normalises paths', async () => {
    expect((await create({ from: '/ext-1', to: 'https://example.com/a?b=1' })).status).toBe(201);
    expect((await create({ from: '/ext-2/', to: 'http://example.com' })).status).toBe(201);
    expect((await create({ from: '//norm//me/', to: '/pages//about/', status_code: '308' })).status).toBe(201);
    const saved = await stored();
    expect(saved['/ext-1']).toBe('https://example.com/a?b=1');
    expect(saved['/ext-2']).toBe('http://example.com/');
    expect(saved['/norm/me']).toBe('/pages/about');
  });
});

describe('loops and chains', () => {
  it('refuses a redirect that would form a loop and shows the cycle', async () => {
    await create({ from: '/loop-a', to: '/loop-b' });
    const res = await create({ from: '/loop-b', to: '/loop-a' });
    expect(res.status).toBe(400);
    expect(res.error?.details.key).toBe('to');
    expect(res.error?.message).toContain('/loop-b → /loop-a → /loop-b');
    expect((await create({ from: '/self', to: '/self' })).status).toBe(400);
  });

  it('stores chains flattened so that every redirect reaches its target in one hop', async () => {
    await create({ from: '/chain-1', to: '/chain-2' });
    await create({ from: '/chain-2', to: '/chain-3' });
    await create({ from: '/chain-0', to: '/chain-1' });
    const saved = await stored();
    expect(saved['/chain-1']).toBe('/chain-3');
    expect(saved['/chain-2']).toBe('/chain-3');
    expect(saved['/chain-0']).toBe('/chain-3');
  });
});

describe('drafts and the live redirects', () => {
  it('repoints only drafts when a draft is saved, and the live redirects once it is published', async () => {
    await create({ from: '/live-x', to: '/live-a' });
    const draft = await create({ from: '/live-a', to: '/live-b' }, false);
    expect((await list('filters[from][$eq]=/live-x')).body.data[0].to).toBe('/live-a');
    const res = await api(app.url).post(`${ADMIN}/${draft.body.data.documentId}/publish`, undefined, { token: admin });
    expect(res.status).toBe(200);
    expect((await list('filters[from][$eq]=/live-x')).body.data[0].to).toBe('/live-b');
  });
});

describe('automatic redirects', () => {
  const pages = () => documents(app.strapi, 'api::page.page');

  it('redirects the old path when a published path changes, repointing older redirects', async () => {
    const page = await pages().create({ data: { title: 'First name' }, status: 'published' });
    await create({ from: '/legacy/first', to: '/pages/first-name' });
    await pages().update({ documentId: page.documentId, data: { title: 'Second name' } });
    expect((await stored())['/pages/first-name']).toBeUndefined();

    await pages().publish({ documentId: page.documentId });
    const saved = await stored();
    expect(saved['/pages/first-name']).toBe('/pages/second-name');
    expect(saved['/legacy/first']).toBe('/pages/second-name');
    const listed = await list('filters[from][$eq]=/pages/first-name');
    expect(listed.body.data[0]).toMatchObject({ to: '/pages/second-name', status_code: 301 });
  });

  it('removes a redirect whose from becomes a live path', async () => {
    await create({ from: '/pages/coming-back', to: '/pages/about' });
    await pages().create({ data: { title: 'Coming back' }, status: 'published' });
    expect((await stored())['/pages/coming-back']).toBeUndefined();
  });

  it('does not redirect the path of an unpublished or deleted entry by default', async () => {
    const page = await pages().create({ data: { title: 'Going away' }, status: 'published' });
    await pages().unpublish({ documentId: page.documentId });
    await pages().delete({ documentId: page.documentId });
    expect((await stored())['/pages/going-away']).toBeUndefined();
  });
});

describe('automatic redirects, configured', () => {
  const pages = () => documents(app.strapi, 'api::page.page');
  const CONFIG = 'plugin::sitetools-addon-redirects';

  it('redirects the path of an unpublished or deleted entry when redirectRemovedTo is set', async () => {
    app.strapi.config.set(`${CONFIG}.redirectRemovedTo`, '/pages/about');
    try {
      const page = await pages().create({ data: { title: 'Retired' }, status: 'published' });
      await pages().unpublish({ documentId: page.documentId });
      expect((await stored())['/pages/retired']).toBe('/pages/about');
      const gone = await pages().create({ data: { title: 'Gone' }, status: 'published' });
      await pages().delete({ documentId: gone.documentId });
      expect((await stored())['/pages/gone']).toBe('/pages/about');
    } finally {
      app.strapi.config.set(`${CONFIG}.redirectRemovedTo`, null);
    }
  });

  it('records an automatic redirect the rules refuse where admins see failures, and still saves', async () => {
    app.strapi.config.set(`${CONFIG}.redirectRemovedTo`, '/pages/self-target');
    try {
      const page = await pages().create({ data: { title: 'Self target' }, status: 'published' });
      await expectErrorLogged(app.strapi, /redirect of api::page\.page \w+ failed: .*would make a loop/, () =>
        pages().unpublish({ documentId: page.documentId })
      );
      expect((await stored())['/pages/self-target']).toBeUndefined();
      const failures = (await api(app.url).get<GetBulkGeneration.Response>('/sitetools/bulk-generation', { token: admin })).body.meta
        .failures;
      expect(failures[0]).toMatchObject({
        source: 'redirect',
        contenttype: 'api::page.page',
        documentId: page.documentId,
        reason: expect.stringContaining('redirect from /pages/self-target'),
      });
    } finally {
      app.strapi.config.set(`${CONFIG}.redirectRemovedTo`, null);
    }
  });

  it('scopes the redirect to the locale that moved when another locale still serves the old path, and records nothing', async () => {
    const page = await pages().create({ data: { title: 'Twin path' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'fr', data: { title: 'Twin path' }, status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'en', data: { title: 'Twin moved' } });
    await pages().publish({ documentId: page.documentId, locale: 'en' });
    const listed = await list('filters[from][$eq]=/pages/twin-path');
    expect(listed.body.data).toEqual([expect.objectContaining({ to: '/pages/twin-moved', locale: 'en' })]);
    const res = await api(app.url).get<GetBulkGeneration.Response>('/sitetools/bulk-generation', { token: admin });
    expect(res.body.meta.failures.filter((failure) => failure.documentId === page.documentId)).toEqual([]);
  });

  it('leaves changed paths alone when automatic redirects are off', async () => {
    app.strapi.config.set(`${CONFIG}.autoRedirect.enabled`, false);
    try {
      const page = await pages().create({ data: { title: 'Quiet one' }, status: 'published' });
      await pages().update({ documentId: page.documentId, data: { title: 'Quiet two' } });
      await pages().publish({ documentId: page.documentId });
      expect((await stored())['/pages/quiet-one']).toBeUndefined();
    } finally {
      app.strapi.config.set(`${CONFIG}.autoRedirect.enabled`, true);
    }
  });

  it('uses the configured status code for automatic redirects', async () => {
    app.strapi.config.set(`${CONFIG}.autoRedirect.statusCode`, 307);
    try {
      const page = await pages().create({ data: { title: 'Code one' }, status: 'published' });
      await pages().update({ documentId: page.documentId, data: { title: 'Code two' } });
      await pages().publish({ documentId: page.documentId });
      const listed = await list('filters[from][$eq]=/pages/code-one');
      expect(listed.body.data[0]).toMatchObject({ to: '/pages/code-two', status_code: 307 });
    } finally {
      app.strapi.config.set(`${CONFIG}.autoRedirect.statusCode`, 301);
    }
  });
});

describe('admin routes', () => {
  it('lists, searches and filters with the publication state', async () => {
    const res = await api(app.url).get<FindRedirects.Response>(`${ADMIN}?q=chain&sort=from:asc&pageSize=2`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    expect(res.body.data.map((r) => r.from)).toEqual(['/chain-0', '/chain-1']);
    const drafts = await api(app.url).get<FindRedirects.Response>(`${ADMIN}?state=draft`, { token: admin });
    expect(drafts.body.data.map((r) => [r.from, r.publishedAt])).toEqual([['/draft-only', null]]);
    const byCode = await api(app.url).get<FindRedirects.Response>(`${ADMIN}?status_code=308`, { token: admin });
    expect(byCode.body.data.map((r) => r.from)).toEqual(['/norm/me']);
  });

  it('updates, publishes, unpublishes and deletes', async () => {
    const created = await create({ from: '/cycle-of-life', to: '/pages/about' }, false);
    const id = created.body.data.documentId;
    const put = await api(app.url).put<SaveRedirect.Response>(
      `${ADMIN}/${id}`,
      { data: { from: '/cycle-of-life', to: '/pages/contact', status_code: 302 } },
      { token: admin }
    );
    expect(put.status).toBe(200);
    expect((await api(app.url).post(`${ADMIN}/${id}/publish`, undefined, { token: admin })).status).toBe(200);
    expect((await list('filters[from][$eq]=/cycle-of-life')).body.data[0]).toMatchObject({
      to: '/pages/contact',
      status_code: 302,
    });
    expect((await api(app.url).post(`${ADMIN}/${id}/unpublish`, undefined, { token: admin })).status).toBe(200);
    expect((await list('filters[from][$eq]=/cycle-of-life')).body.data).toEqual([]);
    const del = await api(app.url).delete(`${ADMIN}/${id}`, { token: admin });
    expect(del.status).toBe(204);
    expect((await api(app.url).post(`${ADMIN}/${id}/publish`, undefined, { token: admin })).status).toBe(404);
  });

  it.each([
    ['a page size over 100', '?pageSize=1000'],
    ['an unknown sort', '?sort=nope:asc'],
    ['a bad status code filter', '?status_code=200'],
  ])('answers 400 for %s', async (_name, query) => {
    expect((await api(app.url).get(`${ADMIN}${query}`, { token: admin })).status).toBe(400);
  });

  it('refuses every admin route to an editor without the permissions, and to anonymous callers', async () => {
    const editor = await adminToken(app.strapi, app.url, 'strapi-editor');
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', unknown?]> = [
      [ADMIN, 'GET'],
      [ADMIN, 'POST', { data: { from: '/e', to: '/x' } }],
      [`${ADMIN}/export`, 'GET'],
      [`${ADMIN}/import`, 'POST', { format: 'csv', content: 'from,to\n/e,/x\n', dryRun: false }],
      [`${ADMIN}/import`, 'GET'],
      [`${ADMIN}/abc`, 'PUT', { data: { from: '/e', to: '/x' } }],
      [`${ADMIN}/abc`, 'DELETE'],
      [`${ADMIN}/abc/publish`, 'POST'],
      [`${ADMIN}/abc/unpublish`, 'POST'],
    ];
    for (const [path, method, body] of calls) {
      expect((await api(app.url).send(method, path, body, { token: editor })).status, `${method} ${path}`).toBe(403);
      expect((await api(app.url).send(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await stored())['/e']).toBeUndefined();
  });
});
