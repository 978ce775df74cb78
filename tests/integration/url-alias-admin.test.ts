import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFindUrlAliases } from '../../shared/contracts/url-alias';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { startTestApp, type TestApp } from './support/strapi';

const ROUTE = '/sitetools/url-aliases';

let app: TestApp;
let token: string;

const list = (query = '') => api(app.url).get<AdminFindUrlAliases.Response>(`${ROUTE}${query}`, { token });
const paths = (body: AdminFindUrlAliases.Response) => body.data.map((item) => item.url_path);

// The playground's seed: three pages in English (two also in French), a never-published page
// and an article.
const SEEDED = [
  '/articles/hello-world',
  '/pages/a-propos',
  '/pages/about',
  '/pages/coming-soon',
  '/pages/contact',
  '/pages/contact',
  '/pages/pricing',
];

beforeAll(async () => {
  app = await startTestApp();
  token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('GET /sitetools/url-aliases (admin)', () => {
  it('lists every alias, live and reserved, sorted by path, with pagination', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(paths(res.body)).toEqual(SEEDED);
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: SEEDED.length });
    const soon = res.body.data.find((item) => item.url_path === '/pages/coming-soon');
    expect(soon).toMatchObject({ state: 'reserved', generated: true, contenttype: 'api::page.page', locale: 'en' });
    expect(res.body.data.filter((item) => item.state === 'live')).toHaveLength(SEEDED.length - 1);
  });

  it('links each alias to its entry in the Content Manager, in its locale for localized types', async () => {
    const { body } = await list();
    const about = body.data.find((item) => item.url_path === '/pages/a-propos')!;
    expect(about).toMatchObject({ contentTypeName: 'Page', locale: 'fr', localized: true });
    expect(about.editPath).toBe(`/content-manager/collection-types/api::page.page/${about.entryDocumentId}?plugins[i18n][locale]=fr`);
    const article = body.data.find((item) => item.contenttype === 'api::article.article')!;
    expect(article.editPath).toBe(`/content-manager/collection-types/api::article.article/${article.entryDocumentId}`);
    // Articles are not localized: the list says so instead of showing the default locale.
    expect(article.localized).toBe(false);
    const entry = await app.strapi.documents('api::page.page').findOne({ documentId: about.entryDocumentId, locale: 'fr' });
    expect(entry).toMatchObject({ title: 'À propos' });
  });

  it('searches a substring of the path, ignoring case and treating LIKE wildcards literally', async () => {
    expect(paths((await list('?q=CONTACT')).body)).toEqual(['/pages/contact', '/pages/contact']);
    expect(paths((await list('?q=ages/a')).body)).toEqual(['/pages/a-propos', '/pages/about']);
    expect((await list(`?q=${encodeURIComponent('%')}`)).body.data).toEqual([]);
    expect((await list('?q=_')).body.data).toEqual([]);
  });

  it('searches a path prefix, as paths are written, when the term starts with "/"', async () => {
    expect(paths((await list('?q=/pages/a')).body)).toEqual(['/pages/a-propos', '/pages/about']);
    // A substring would find /pages/about; a prefix does not.
    expect((await list('?q=/about')).body.data).toEqual([]);
    expect((await list('?q=/PAGES/a')).body.data).toEqual([]);
    expect((await list('?q=/pages/contact')).body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 2 });
    expect(paths((await list(`?q=${encodeURIComponent('/pages/%')}`)).body)).toEqual([]);
  });

  it('filters by content type and by locale, together with the search', async () => {
    expect(paths((await list('?contenttype=api::article.article')).body)).toEqual(['/articles/hello-world']);
    expect(paths((await list('?locale=fr')).body)).toEqual(['/pages/a-propos', '/pages/contact']);
    expect(paths((await list('?locale=fr&q=propos&contenttype=api::page.page')).body)).toEqual(['/pages/a-propos']);
    expect((await list('?contenttype=api::category.category')).body.data).toEqual([]);
  });

  it('sorts by each column in both directions', async () => {
    expect(paths((await list('?sort=url_path:desc')).body)).toEqual([...SEEDED].reverse());
    const byType = (await list('?sort=contenttype:desc')).body.data.map((item) => item.contenttype);
    expect(byType).toEqual([...byType].sort().reverse());
    expect(byType[byType.length - 1]).toBe('api::article.article');
    const byLocale = (await list('?sort=locale:desc')).body.data.map((item) => item.locale);
    expect(byLocale.slice(0, 2)).toEqual(['fr', 'fr']);
    const byUpdate = (await list('?sort=updatedAt:asc')).body.data.map((item) => item.updatedAt);
    expect(byUpdate).toEqual([...byUpdate].sort());
  });

  it.each(['url_path', 'contenttype', 'locale', 'updatedAt'])('reads the pages of each order alike from either end (%s)', async (field) => {
    for (const direction of ['asc', 'desc']) {
      const whole = (await list(`?sort=${field}:${direction}`)).body.data.map((item) => item.id);
      // Pages 3 and 4 of 2 rows are read from the end of the order, reversed.
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?sort=${field}:${direction}&pageSize=2&page=${page}`)));
      expect(pages.flatMap((res) => res.body.data.map((item) => item.id))).toEqual(whole);
      expect(pages[3].body.meta.pagination).toEqual({ page: 4, pageSize: 2, pageCount: 4, total: SEEDED.length });
    }
  });

  it('pages through the list without losing or repeating rows', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?pageSize=2&page=${page}`)));
    expect(pages[0].body.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 4, total: SEEDED.length });
    expect(pages.flatMap((res) => paths(res.body))).toEqual(SEEDED);
    expect((await list('?pageSize=2&page=9')).body.data).toEqual([]);
  });

  it.each([
    ['sort=title:asc', 'sort'],
    ['sort=url_path', 'sort'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['q[$ne]=x', 'q'],
    ['q=a&q=b', 'q'],
    ['locale=', 'locale'],
    ['contenttype[0]=api::page.page', 'contenttype'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await api(app.url).get(`${ROUTE}?${query}`, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    expect(res.error?.message).toMatch(new RegExp(`^${field}:`));
  });

  it('refuses an editor without the sitetools read permission with 403', async () => {
    const editor = await adminToken(app.strapi, app.url, 'strapi-editor');
    const res = await api(app.url).get(ROUTE, { token: editor });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ data: null, error: { status: 403 } });
  });
});
