import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRedirect, FindPublishedRedirects } from '../../addons/redirects/shared/contracts/redirects';
import type { FindUrlAliases } from '../../shared/contracts/url-alias';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { READ_ACTIONS, createApiToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// Keyset pages (`pagination[after]`) of the two content API lists: the URL list and the
// published redirects.

const ALIASES = '/api/sitetools/url-alias';
const REDIRECTS = '/api/sitetools/redirects';
const REDIRECT_FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const ADMIN_REDIRECTS = '/sitetools-addon-redirects/redirects';

interface Row {
  id: number;
  url_path?: string;
  from?: string;
  publishedAt?: string | null;
}
interface CursorBody {
  data: Row[];
  meta: { pagination: { pageSize: number; next: string | null } };
}

let app: TestApp;
let admin: string;

const get = <T = CursorBody>(path: string, token?: string) => api(app.url).get<T>(path, token ? { token } : {});

/** The rows of a list from `cursor` on (the start: ''), read a cursor page at a time; `between` runs after each page. */
const walk = async (path: string, query: string, between: (page: number) => Promise<void> = async () => {}, from = '') => {
  const rows: Row[] = [];
  let cursor = from;
  for (let page = 1; page <= 100; page += 1) {
    const res = await get(`${path}?${query}&pagination[after]=${cursor}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body.meta.pagination).sort()).toEqual(['next', 'pageSize']);
    rows.push(...res.body.data);
    await between(page);
    if (res.body.meta.pagination.next === null) return rows;
    cursor = res.body.meta.pagination.next;
  }
  throw new Error('the walk did not end');
};

/** The whole list in one page by id, as Strapi's own pagination answers it. */
const everything = async (path: string, query = '') =>
  (await get<FindUrlAliases.Response>(`${path}?sort=id:asc&pagination[pageSize]=100${query}`)).body.data as Row[];

const createPage = (title: string, status: 'published' | 'draft' = 'published') =>
  app.strapi.documents('api::page.page').create({ data: { title }, locale: 'en', status });

const createRedirect = (from: string, publish = true) =>
  api(app.url).post<{ data: AdminRedirect }>(
    ADMIN_REDIRECTS,
    { data: { from, to: '/pages/about', status_code: 301 }, publish },
    { token: admin }
  );

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, REDIRECT_FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  for (let i = 1; i <= 12; i += 1) await createPage(`Cursor ${i}`);
  for (let i = 1; i <= 9; i += 1) expect((await createRedirect(`/cursor-old/${i}`)).status).toBe(201);
  // A draft's path and an unpublished redirect, which neither list may show.
  await createPage('Cursor draft only', 'draft');
  expect((await createRedirect('/cursor-old/draft', false)).status).toBe(201);
});
afterAll(() => app?.stop());

describe.each([
  {
    list: 'the URL list',
    path: ALIASES,
    key: 'url_path' as const,
    hidden: '/pages/cursor-draft-only',
    permission: 'plugin::sitetools.url-alias.find',
  },
  { list: 'the redirects list', path: REDIRECTS, key: 'from' as const, hidden: '/cursor-old/draft', permission: REDIRECT_FIND },
])('pagination[after] on $list', ({ path, key, hidden, permission }) => {
  it('walks every row once, in id order, from an empty cursor to a null next', async () => {
    const rows = await walk(path, 'pagination[pageSize]=4');
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual((await everything(path)).map((row) => row.id));
    expect(rows.map((row) => row[key])).not.toContain(hidden);
  });

  it('answers the page size asked for, the app maximum at most, and the last page short', async () => {
    const first = await get(`${path}?pagination[after]=&pagination[pageSize]=3`);
    expect(first.body.data).toHaveLength(3);
    expect(first.body.meta.pagination).toEqual({ pageSize: 3, next: expect.any(String) });
    const byLimit = await get(`${path}?pagination[after]=&pagination[limit]=2`);
    expect(byLimit.body.data.map((row) => row.id)).toEqual(first.body.data.slice(0, 2).map((row) => row.id));
    // playground/config/api.js: maxLimit 100.
    const capped = await get(`${path}?pagination[after]=&pagination[pageSize]=500`);
    expect(capped.body.meta.pagination.pageSize).toBe(100);
    expect(capped.body.meta.pagination.next).toBeNull();
    // The default page size (25) without pageSize.
    expect((await get(`${path}?pagination[after]=`)).body.meta.pagination.pageSize).toBe(25);
  });

  it('keeps Strapi filters and fields beside the cursor', async () => {
    const filtered = await walk(path, `pagination[pageSize]=2&filters[${key}][$contains]=cursor`);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((row) => String(row[key]).includes('cursor'))).toBe(true);
    const slim = await get(`${path}?pagination[after]=&pagination[pageSize]=2&fields[0]=${key}`);
    expect(Object.keys(slim.body.data[0]).sort()).toEqual(['documentId', 'id', key].sort());
    expect(slim.body.meta.pagination.next).toEqual(expect.any(String));
  });

  it.each([
    ['pagination[after]=not-a-cursor', 'pagination.after'],
    [`pagination[after]=${Buffer.from('{"id":-1}').toString('base64url')}`, 'pagination.after'],
    [`pagination[after]=${Buffer.from('{"id":"1"}').toString('base64url')}`, 'pagination.after'],
    [`pagination[after]=${Buffer.from('[1]').toString('base64url')}`, 'pagination.after'],
    ['pagination[after][x]=1', 'pagination.after'],
    ['pagination[after]=&pagination[page]=2', 'pagination.page'],
    ['pagination[after]=&pagination[start]=2', 'pagination.start'],
    ['pagination[after]=&pagination[pageSize]=0', 'pagination.pageSize'],
    ['pagination[after]=&pagination[limit]=abc', 'pagination.limit'],
    ['pagination[after]=&pagination[withCount]=true', 'pagination.withCount'],
    ['pagination[after]=&sort=id:desc', 'sort'],
  ])('refuses %s with a 400 naming %s', async (query, name) => {
    const res = await get(`${path}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message: expect.any(String), details: expect.anything() },
    });
    expect(res.error?.message.startsWith(name)).toBe(true);
  });

  it('keeps the list permission: 403 without it, a read-only token may page', async () => {
    await setPublicPermissions(
      app.strapi,
      [...READ_ACTIONS, REDIRECT_FIND].filter((action) => action !== permission)
    );
    try {
      expect((await get(`${path}?pagination[after]=`)).status).toBe(403);
      expect((await get(`${path}?pagination[page]=1`)).status).toBe(403);
    } finally {
      await setPublicPermissions(app.strapi, [...READ_ACTIONS, REDIRECT_FIND]);
    }
    const token = await createApiToken(app.strapi, 'read-only');
    const res = await get(`${path}?pagination[after]=&pagination[pageSize]=2`, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
  });
});

describe('pagination[after] while rows are added', () => {
  it('shows every row that was there once, and the new ones at the end', async () => {
    const before = (await everything(ALIASES)).map((row) => row.id);
    let added = 0;
    const rows = await walk(ALIASES, 'pagination[pageSize]=5', async () => {
      added += 1;
      await createPage(`Cursor added ${added}`);
    });
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, before.length)).toEqual(before);
    // Each page added a row after every row read so far: the walk reaches them all.
    expect(ids.length).toBe(before.length + added - 1);
  });

  it('never loses a redirect republished mid-walk (it may show again at the end)', async () => {
    const before = (await everything(REDIRECTS)).map((row) => row.from);
    const first = await get(`${REDIRECTS}?pagination[after]=&pagination[pageSize]=3`);
    const [moved] = first.body.data;
    const documentId = (moved as unknown as { documentId: string }).documentId;
    const edit = await api(app.url).put(
      `${ADMIN_REDIRECTS}/${documentId}`,
      { data: { from: moved.from, to: '/pages/contact', status_code: 301 } },
      { token: admin }
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await api(app.url).post(`${ADMIN_REDIRECTS}/${documentId}/publish`, {}, { token: admin })).status).toBe(200);
    const rest = await walk(REDIRECTS, 'pagination[pageSize]=3', undefined, first.body.meta.pagination.next!);
    const seen = [...first.body.data, ...rest].map((row) => row.from);
    expect(new Set(seen)).toEqual(new Set(before));
    for (const from of before) {
      const times = seen.filter((other) => other === from).length;
      if (from === moved.from) expect([1, 2]).toContain(times);
      else expect(times).toBe(1);
    }
  });
});

describe('pagination[page] is unchanged', () => {
  it('answers the four integers of the pagination object', async () => {
    const res = await get<FindPublishedRedirects.Response>(`${REDIRECTS}?pagination[page]=2&pagination[pageSize]=4`);
    expect(res.body.meta.pagination).toEqual({ page: 2, pageSize: 4, pageCount: expect.any(Number), total: expect.any(Number) });
  });
});
