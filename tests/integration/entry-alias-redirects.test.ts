import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckEntryAlias, FindEntryAlias } from '../../shared/contracts/entry-alias';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { api } from './support/api';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const REDIRECTS = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let token: string;

const pages = () => documents(app.strapi, PAGE);
const redirect = async (from: string, to: string, publish = true) => {
  const res = await api(app.url).post(REDIRECTS, { data: { from, to, status_code: 302 }, publish }, { token });
  expect(res.status).toBe(201);
};
const check = async (path: string, locale = 'en') =>
  (await api(app.url).post<CheckEntryAlias.Response>(`/sitetools/entry-alias/${PAGE}/check`, { locale, path }, { token })).body.data;
const panel = async (documentId: string) =>
  (await api(app.url).get<FindEntryAlias.Response>(`/sitetools/entry-alias/${PAGE}?documentId=${documentId}&locale=en`, { token })).body
    .data;
const publishedRedirectFrom = (from: string) =>
  app.strapi.db.query('plugin::sitetools-addon-redirects.redirect').count({ where: { from, publishedAt: { $notNull: true } } });

beforeAll(async () => {
  app = await startTestApp();
  token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('the path check reports the published redirect a path would replace', () => {
  it('names the redirect from the normalised path, in any locale for a redirect for every locale', async () => {
    await redirect('/spring-sale', '/pages/about');
    const replaced = { from: '/spring-sale', to: '/pages/about', status_code: 302, locale: null };
    expect(await check('/spring-sale/')).toEqual({ ok: true, path: '/spring-sale', replacesRedirect: replaced });
    expect(await check('//spring-sale', 'fr')).toEqual({ ok: true, path: '/spring-sale', replacesRedirect: replaced });
  });

  it("names a locale's redirect only for that locale", async () => {
    const res = await api(app.url).post(
      REDIRECTS,
      { data: { from: '/soldes', to: '/pages/a-propos', status_code: 302, locale: 'fr' }, publish: true },
      { token }
    );
    expect(res.status).toBe(201);
    expect(await check('/soldes', 'fr')).toEqual({
      ok: true,
      path: '/soldes',
      replacesRedirect: { from: '/soldes', to: '/pages/a-propos', status_code: 302, locale: 'fr' },
    });
    expect(await check('/soldes', 'en')).toEqual({ ok: true, path: '/soldes', replacesRedirect: null });
  });

  it('matches percent-encoded and Unicode paths as they are stored', async () => {
    await redirect('/café', '/pages/about');
    expect((await check('/caf%C3%A9')) as unknown).toMatchObject({ path: '/café', replacesRedirect: { from: '/café' } });
  });

  it('reports none for a redirect that is only a draft, or for another path', async () => {
    await redirect('/draft-sale', '/pages/about', false);
    expect(await check('/draft-sale')).toEqual({ ok: true, path: '/draft-sale', replacesRedirect: null });
    expect((await check('/spring-sale/more')) as unknown).toMatchObject({ replacesRedirect: null });
  });
});

describe('the panel reports the redirect its next publish would replace', () => {
  it('for the generated path of the saved draft, and no longer once published (the redirect is gone)', async () => {
    await redirect('/pages/summer-teaser', '/pages/about');
    const page = await pages().create({ data: { title: 'Summer teaser' }, locale: 'en' });
    expect(await panel(page.documentId)).toMatchObject({
      livePath: null,
      nextPath: '/pages/summer-teaser',
      replacesRedirect: { from: '/pages/summer-teaser', to: '/pages/about', status_code: 302 },
    });

    await pages().publish({ documentId: page.documentId, locale: 'en' });
    await expect.poll(() => publishedRedirectFrom('/pages/summer-teaser')).toBe(0);
    expect(await panel(page.documentId)).toMatchObject({ livePath: '/pages/summer-teaser', replacesRedirect: null });
  });

  it('for a hand-written path saved on the draft', async () => {
    await redirect('/old/landing', '/pages/about');
    const page = await pages().create({ data: { title: 'Landing' }, locale: 'en', status: 'published' });
    const saved = await api(app.url).put(
      `/content-manager/collection-types/${PAGE}/${page.documentId}?locale=en`,
      { title: 'Landing', sitetools: { generated: false, path: '/old/landing' } },
      { token }
    );
    expect(saved.status).toBe(200);
    expect(await panel(page.documentId)).toMatchObject({
      livePath: '/pages/landing',
      nextPath: '/old/landing',
      replacesRedirect: { from: '/old/landing', to: '/pages/about' },
    });
  });
});
