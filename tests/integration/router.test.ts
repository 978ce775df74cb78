import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindByPath } from '../../shared/contracts/router';
import { invalidPathCases, normalizeCases } from '../cases/path';
import { api, routerUrl, type ApiResponse } from './support/api';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { documents } from './support/documents';
import { startTestApp, type TestApp } from './support/strapi';

let app: TestApp;
const get = (url: string) => api(app.url).get<FindByPath.Response>(url);

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, 'api::category.category.find']);
});
afterAll(() => app?.stop());

describe('router: published entries', () => {
  it('returns the published entry with its content type in data and meta', async () => {
    const res = await get(routerUrl('/pages/about'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'About', locale: 'en', contentType: 'api::page.page' });
    expect(res.body.data.documentId).toEqual(expect.any(String));
    expect(res.body.data.publishedAt).toEqual(expect.any(String));
    expect(res.body.meta).toEqual({
      contentType: 'api::page.page',
      path: '/pages/about',
      locale: 'en',
      alternates: [{ locale: 'fr', path: '/pages/a-propos' }],
      status: 'published',
      breadcrumbs: [],
    });
  });

  it('gives the stored path in meta when the request used another form of it', async () => {
    const res = await get(routerUrl('//pages/%61bout/'));
    expect(res.body.meta).toMatchObject({ path: '/pages/about', locale: 'en' });
  });

  it('lists every other published locale of the entry as an alternate, also at the same path', async () => {
    expect((await get(routerUrl('/pages/a-propos'))).body.meta).toMatchObject({
      locale: 'fr',
      alternates: [{ locale: 'en', path: '/pages/about' }],
    });
    expect((await get(routerUrl('/pages/contact'))).body.meta.alternates).toEqual([{ locale: 'fr', path: '/pages/contact' }]);
  });

  it('leaves out a locale that is only a draft, and gives no locale for a type that is not localized', async () => {
    const pages = documents(app.strapi, 'api::page.page');
    const page = await pages.create({ data: { title: 'Careers' }, locale: 'en', status: 'published' });
    await pages.update({ documentId: page.documentId, locale: 'fr', data: { title: 'Carrières' } });
    expect((await get(routerUrl('/pages/careers'))).body.meta).toMatchObject({ locale: 'en', alternates: [] });
    expect((await get(routerUrl('/articles/hello-world'))).body.meta).toEqual({
      contentType: 'api::article.article',
      path: '/articles/hello-world',
      locale: null,
      alternates: [],
      status: 'published',
      breadcrumbs: [],
    });
  });

  it('populates relations as a native findOne does', async () => {
    const res = await get(routerUrl('/articles/hello-world', 'populate=category'));
    expect(res.status).toBe(200);
    expect(res.body.data.category).toMatchObject({ name: 'News' });
    const without = await get(routerUrl('/articles/hello-world'));
    expect(without.body.data.category).toBeUndefined();
  });

  it('populates the url_alias relation', async () => {
    const res = await get(routerUrl('/pages/about', 'populate=url_alias'));
    expect(res.body.data.url_alias).toMatchObject({ url_path: '/pages/about', generated: true, locale: 'en' });
  });

  it('selects fields as a native findOne does', async () => {
    const res = await get(routerUrl('/pages/about', 'fields[0]=title'));
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('About');
    expect(res.body.data).not.toHaveProperty('body');
    expect(res.body.data.contentType).toBe('api::page.page');
  });

  it('serves the default locale when a path exists in several, and ?locale= picks one', async () => {
    const en = await get(routerUrl('/pages/contact'));
    expect(en.body.data).toMatchObject({ locale: 'en', body: 'Write to us any time.' });
    const fr = await get(routerUrl('/pages/contact', 'locale=fr'));
    expect(fr.body.data).toMatchObject({ locale: 'fr', body: 'Écrivez-nous quand vous voulez.' });
  });

  it('follows a change of the default locale for a path in several locales', async () => {
    const locales = app.strapi.plugin('i18n').service('locales');
    expect((await get(routerUrl('/pages/contact'))).body.meta.locale).toBe('en');
    await locales.setDefaultLocale({ code: 'fr' });
    try {
      // No alias changed: the router must not answer from what it worked out for the old default.
      const res = await get(routerUrl('/pages/contact'));
      expect(res.body.meta).toMatchObject({ locale: 'fr', alternates: [{ locale: 'en', path: '/pages/contact' }] });
      expect((await get(routerUrl('/pages/contact', 'locale=en'))).body.meta.locale).toBe('en');
    } finally {
      await locales.setDefaultLocale({ code: 'en' });
    }
    expect((await get(routerUrl('/pages/contact'))).body.meta.locale).toBe('en');
  });

  it('finds a path that exists in one locale only without ?locale=', async () => {
    const res = await get(routerUrl('/pages/a-propos'));
    expect(res.body.data).toMatchObject({ locale: 'fr', title: 'À propos' });
  });

  it('answers 404 for a locale the path does not exist in', async () => {
    const res = await get(routerUrl('/pages/about', 'locale=fr'));
    expect(res.status).toBe(404);
  });

  it.each([
    ['a trailing slash', '/pages/about/'],
    ['a doubled leading slash', '//pages/about'],
    ['a doubled inner slash', '/pages//about'],
    ['a percent-encoded letter', '/pages/%61bout'],
  ])('finds the entry through %s', async (_name, variant) => {
    const res = await get(routerUrl(variant));
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('About');
  });

  it('finds the entry when the path is sent unencoded', async () => {
    const res = await get('/api/sitetools/router?path=/pages/about/');
    expect(res.body.data.title).toBe('About');
  });

  it('treats case as significant', async () => {
    expect((await get(routerUrl('/Pages/About'))).status).toBe(404);
  });
});

describe('router: path normalisation (the unit tables, end to end)', () => {
  // Each normalised form becomes the hand-written path of a page of its own.
  const owners = new Map<string, string>();
  beforeAll(async () => {
    const expected = [...new Set(normalizeCases.map((c) => c.expected))];
    for (const [i, url_path] of expected.entries()) {
      const page = await documents(app.strapi, 'api::page.page').create({
        data: { title: `Normalised ${i}` },
        locale: 'en',
        status: 'published',
      });
      await app.strapi.db
        .query('plugin::sitetools.url-alias')
        .update({ where: { entryDocumentId: page.documentId }, data: { url_path, generated: null } });
      owners.set(url_path, page.documentId);
    }
    // Written behind sitetools' back, which the router's cache never hears of: earlier requests'
    // breadcrumbs keep `/` as owned by nobody. A restart starts from what the database holds.
    await app.restart();
    await setPublicPermissions(app.strapi, [...READ_ACTIONS, 'api::category.category.find']);
  });

  it.each(normalizeCases.map((c) => [c.name, c.input, c.expected]))('resolves a path that %s', async (_name, input, expected) => {
    const res = await get(routerUrl(input));
    expect(res.status).toBe(200);
    expect(res.body.data.documentId).toBe(owners.get(expected));
  });
});

describe('router: nothing to return', () => {
  const expectNotFound = (res: ApiResponse<FindByPath.Response>) => {
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
    expect(res.error).toMatchObject({ status: 404, name: 'NotFoundError' });
  };

  it('answers 404 for a draft that was never published', async () => {
    expectNotFound(await get(routerUrl('/pages/coming-soon')));
  });

  it('does not let status or filters widen the result to drafts', async () => {
    expectNotFound(await get(routerUrl('/pages/coming-soon', 'status=draft&filters[title][$eq]=Coming%20soon')));
  });

  it('answers 404 for a path without an alias', async () => {
    expectNotFound(await get(routerUrl('/pages/nothing-here')));
  });

  it('answers 404 when the content type is not enabled', async () => {
    const category = await documents(app.strapi, 'api::category.category').create({ data: { name: 'Hidden' } });
    await app.strapi.db.query('plugin::sitetools.url-alias').create({
      data: {
        url_path: '/categories/hidden',
        generated: null,
        contenttype: 'api::category.category',
        entryDocumentId: category.documentId,
        locale: 'en',
        live: true,
      },
    });
    expectNotFound(await get(routerUrl('/categories/hidden')));
  });

  it('keeps the published version live while a draft is edited', async () => {
    const pages = documents(app.strapi, 'api::page.page');
    const page = await pages.create({ data: { title: 'Team' }, locale: 'en', status: 'published' });
    await pages.update({ documentId: page.documentId, locale: 'en', data: { title: 'Our team' } });
    const live = await get(routerUrl('/pages/team'));
    expect(live.body.data.title).toBe('Team');
    expectNotFound(await get(routerUrl('/pages/our-team')));
  });
});

describe('router: bad input', () => {
  const long = `/${'a'.repeat(4999)}`;
  it.each([
    ['a missing path', '/api/sitetools/router', 'path'],
    ['an empty path', '/api/sitetools/router?path=', 'path'],
    ['a relative path', routerUrl('pages/about'), 'path'],
    ['a 5,000-character path', routerUrl(long), 'path'],
    ['a NUL byte', '/api/sitetools/router?path=/pages/a%00b', 'path'],
    ['malformed percent-encoding', routerUrl('/pages/%E0%A4%A'), 'path'],
    ['a dot segment', routerUrl('/pages/../about'), 'path'],
    ['a query inside the path', routerUrl('/pages/about?x=1'), 'path'],
    ['a repeated path[]', '/api/sitetools/router?path[]=/pages/about&path[]=/pages/contact', 'path'],
    ['a repeated path', '/api/sitetools/router?path=/pages/about&path=/pages/contact', 'path'],
    ['a nested path', '/api/sitetools/router?path[a]=/pages/about', 'path'],
    ['a repeated locale', `${routerUrl('/pages/about')}&locale=en&locale=fr`, 'locale'],
  ])('answers 400 naming the parameter for %s', async (_name, url, key) => {
    const res = await get(url);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.error).toMatchObject({ status: 400, name: 'ValidationError', details: { key } });
    expect(res.error?.message).toContain(key);
  });

  /** Whether a URL can carry `input`: a lone surrogate has no UTF-8 form (its bytes are the encoded-surrogate case). */
  const encodable = (input: string) => {
    try {
      encodeURIComponent(input);
      return true;
    } catch {
      return false;
    }
  };
  const sendable = invalidPathCases.filter((c) => typeof c.input === 'string' && c.input !== '' && encodable(c.input));
  it.each(sendable.map((c) => [c.name, c.input as string]))('answers 400 for a path that %s', async (_n, input) => {
    const res = await get(routerUrl(input));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ name: 'ValidationError', details: { key: 'path' } });
  });

  it.each([
    ['an unknown populate key', 'populate[nope]=*'],
    ['an unknown populate string', 'populate=nope'],
    ['an unknown field', 'fields[0]=nope'],
    ['a private field', 'fields[0]=password'],
  ])('answers 400 for %s, as a native findOne does', async (_name, query) => {
    const res = await get(routerUrl('/pages/about', query));
    expect(res.status).toBe(400);
    expect(res.error?.name).toBe('ValidationError');
  });
});
