import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindUrlAliases } from '../../shared/contracts/url-alias';
import { api } from './support/api';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

let app: TestApp;
const list = (query = '') => api(app.url).get<FindUrlAliases.Response>(`/api/sitetools/url-alias${query ? `?${query}` : ''}`);
const paths = (body: FindUrlAliases.Response) => body.data.map((alias) => alias.url_path).sort();

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, READ_ACTIONS);
  // Enough published pages to need a second page of results at the default size.
  const pages = app.strapi.documents('api::page.page');
  for (let i = 1; i <= 24; i += 1) {
    await pages.create({ data: { title: `Listed ${i}` }, locale: 'en', status: 'published' });
  }
  // A live alias left by a content type the app no longer has.
  await app.strapi.db.query('plugin::sitetools.url-alias').create({
    data: { url_path: '/gone/x', generated: true, contenttype: 'api::gone.gone', entryDocumentId: 'g', locale: 'en', live: true },
  });
});
afterAll(() => app?.stop());

describe('url-alias list', () => {
  it('returns the spec fields and pagination with a default page size of 25', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(25);
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 2, total: 30 });
    const alias = res.body.data.find((a) => a.url_path === '/pages/about');
    expect(alias).toMatchObject({
      id: expect.any(Number),
      documentId: expect.any(String),
      url_path: '/pages/about',
      generated: true,
      contenttype: 'api::page.page',
      locale: 'en',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(alias).not.toHaveProperty('live');
    // Each alias row is a document of its own, written with its creation time: this run's (the
    // template database is made at the start of a suite that can take many minutes on a busy machine).
    expect(new Set(res.body.data.map((a) => a.documentId)).size).toBe(25);
    expect(Date.now() - Date.parse(String(alias?.createdAt))).toBeLessThan(60 * 60_000);
  });

  it('pages through with pagination[page] and pagination[pageSize]', async () => {
    const res = await list('pagination[page]=3&pagination[pageSize]=10&sort=id:asc');
    expect(res.body.meta.pagination).toEqual({ page: 3, pageSize: 10, pageCount: 3, total: 30 });
    expect(res.body.data).toHaveLength(10);
  });

  it('lists every locale, and ?locale= narrows the list', async () => {
    const all = await list('pagination[pageSize]=100');
    expect(paths(all.body)).toEqual(expect.arrayContaining(['/pages/a-propos', '/pages/about']));
    const fr = await list('locale=fr');
    expect(paths(fr.body)).toEqual(['/pages/a-propos', '/pages/contact']);
  });

  it('never lists the path of an entry without a published version', async () => {
    const res = await list('pagination[pageSize]=100');
    expect(paths(res.body)).not.toContain('/pages/coming-soon');
    const filtered = await list('filters[url_path][$eq]=/pages/coming-soon');
    expect(filtered.body.data).toEqual([]);
  });

  it('never lists the paths of a type that does not have URL aliases enabled', async () => {
    await app.strapi.db.query('plugin::sitetools.url-alias').create({
      data: {
        url_path: '/categories/x',
        generated: true,
        contenttype: 'api::category.category',
        entryDocumentId: 'x',
        locale: 'en',
        live: true,
      },
    });
    expect((await list('filters[url_path][$eq]=/categories/x')).body.data).toEqual([]);
  });

  it('never lists the paths of a content type the app no longer has', async () => {
    expect((await list('filters[url_path][$eq]=/gone/x')).body.data).toEqual([]);
    expect(paths((await list('pagination[pageSize]=100')).body)).not.toContain('/gone/x');
  });

  it('looks up one alias with filters[url_path][$eq]', async () => {
    const res = await list('filters[url_path][$eq]=/articles/hello-world');
    expect(paths(res.body)).toEqual(['/articles/hello-world']);
    expect(res.body.data[0].contenttype).toBe('api::article.article');
  });

  it('filters exactly on a plain url_path parameter, normalised', async () => {
    expect(paths((await list('url_path=/pages/about')).body)).toEqual(['/pages/about']);
    expect(paths((await list('url_path=/pages/about/')).body)).toEqual(['/pages/about']);
    expect((await list('url_path=/pages/nothing')).body.data).toEqual([]);
  });

  it('sorts and selects fields natively', async () => {
    const res = await list('sort=url_path:desc&fields[0]=url_path&locale=en&pagination[pageSize]=3');
    expect(res.body.data.map((a) => a.url_path)).toEqual(['/pages/pricing', '/pages/listed-9', '/pages/listed-8']);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['documentId', 'id', 'url_path']);
  });

  it('filters with other native operators', async () => {
    const res = await list('filters[contenttype][$eq]=api::article.article');
    expect(paths(res.body)).toEqual(['/articles/hello-world']);
    const startsWith = await list('filters[url_path][$startsWith]=/pages/listed-2&sort=url_path:asc');
    expect(startsWith.body.meta.pagination.total).toBe(6);
  });

  it.each([
    ['a relative url_path', 'url_path=pages/about', 'url_path'],
    ['a repeated url_path', 'url_path=/a&url_path=/b', 'url_path'],
    ['an empty url_path', 'url_path=', 'url_path'],
  ])('answers 400 naming the parameter for %s', async (_name, query, key) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ name: 'ValidationError', details: { key } });
  });

  it.each([
    ['a filter on an unknown field', 'filters[nope][$eq]=1'],
    ['a filter on the private live flag', 'filters[live][$eq]=false'],
    ['an unknown operator', 'filters[url_path][$nope]=1'],
    ['a sort on an unknown field', 'sort=nope:asc'],
    ['an unknown field', 'fields[0]=nope'],
    ['an unknown populate', 'populate=nope'],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.error?.name).toBe('ValidationError');
  });
});
