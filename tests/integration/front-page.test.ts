import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindEntryAlias, MakeFrontPage } from '../../shared/contracts/entry-alias';
import type { FindByPath } from '../../shared/contracts/router';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import { ACTIONS } from '../../shared/contracts/permissions';
import { adminToken, contentManagerPermissions, contentTypePermission, createAdminRole } from './support/admin';
import { api, routerUrl } from './support/api';
import { documents } from './support/documents';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const FRONT_PAGE_CONFIG = 'plugin::sitetools.frontPage';

let app: TestApp;
let token: string;

const pages = () => documents(app.strapi, PAGE);
const makeFrontPage = (documentId: string, locale = 'en', uid = PAGE) =>
  api(app.url).post<MakeFrontPage.Response>(`/sitetools/entry-alias/${uid}/front-page`, { documentId, locale }, { token });
const panel = async (documentId: string, locale = 'en') =>
  (await api(app.url).get<FindEntryAlias.Response>(`/sitetools/entry-alias/${PAGE}?documentId=${documentId}&locale=${locale}`, { token }))
    .body.data;
const aliasOf = (documentId: string, locale = 'en') =>
  app.strapi.db.query(URL_ALIAS_UID).findOne({
    select: ['url_path', 'generated', 'live'],
    where: { contenttype: PAGE, entryDocumentId: documentId, locale },
  }) as Promise<{ url_path: string; generated: boolean | null; live: boolean }>;
const redirectFrom = (from: string) =>
  app.strapi.db
    .query('plugin::sitetools-addon-redirects.redirect')
    .findOne({ select: ['from', 'to', 'status_code'], where: { from, publishedAt: { $notNull: true } } });
const route = (path: string, locale: string) => api(app.url).get<FindByPath.Response>(routerUrl(path, `locale=${locale}`));
const publishedPage = async (en: string, fr?: string) => {
  const page = await pages().create({ data: { title: en }, locale: 'en', status: 'published' });
  if (fr) await pages().update({ documentId: page.documentId, locale: 'fr', data: { title: fr }, status: 'published' });
  return page.documentId;
};

beforeAll(async () => {
  app = await startTestApp();
  token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  await setPublicPermissions(app.strapi, READ_ACTIONS);
});
afterAll(() => app?.stop());

describe('making an entry the front page in the admin', () => {
  let home: string;
  let welcome: string;

  it('gives the entry "/" at once, leaves a redirect from its old path, and the router serves it', async () => {
    home = await publishedPage('Home', 'Accueil');
    expect((await panel(home)).frontPage).toEqual({ current: false, setInConfig: false });
    const res = await makeFrontPage(home);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      livePath: '/',
      nextPath: '/',
      generated: false,
      frontPage: { current: true, setInConfig: false },
    });
    expect(await aliasOf(home)).toMatchObject({ url_path: '/', generated: null, live: true });
    expect(await redirectFrom('/pages/home')).toMatchObject({ to: '/' });
    expect((await route('/', 'en')).body.data).toMatchObject({ documentId: home, title: 'Home', locale: 'en' });
  });

  it('is per locale: the other locale keeps its path until it is made the front page there', async () => {
    expect((await aliasOf(home, 'fr')).url_path).toBe('/pages/accueil');
    const other = await publishedPage('Landing', 'Bienvenue');
    expect((await makeFrontPage(other, 'fr')).status).toBe(200);
    expect((await aliasOf(other, 'fr')).url_path).toBe('/');
    expect((await aliasOf(home)).url_path).toBe('/');
    expect((await route('/', 'fr')).body.data).toMatchObject({ documentId: other, locale: 'fr' });
    expect((await route('/', 'en')).body.data).toMatchObject({ documentId: home, locale: 'en' });
  });

  it('moving it to another entry gives the old front page its generated path back', async () => {
    welcome = await publishedPage('Welcome');
    const res = await makeFrontPage(welcome);
    expect(res.status).toBe(200);
    expect(await aliasOf(welcome)).toMatchObject({ url_path: '/', generated: null });
    expect(await aliasOf(home)).toMatchObject({ url_path: '/pages/home', generated: true, live: true });
    expect((await panel(home)).frontPage).toEqual({ current: false, setInConfig: false });
    // The moves are redirected: the new front page's old path, and none from a path live again.
    expect(await redirectFrom('/pages/welcome')).toMatchObject({ to: '/' });
    expect(await redirectFrom('/pages/home')).toBeNull();
    expect(await redirectFrom('/')).toBeNull();
    expect((await route('/', 'en')).body.data).toMatchObject({ documentId: welcome });
  });

  it('makes a draft the front page too: "/" goes live when it is published', async () => {
    const draft = await pages().create({ data: { title: 'Coming home' }, locale: 'en' });
    expect((await makeFrontPage(draft.documentId)).status).toBe(200);
    expect(await aliasOf(draft.documentId)).toMatchObject({ url_path: '/', live: false });
    expect(await aliasOf(welcome)).toMatchObject({ url_path: '/pages/welcome', live: true });
    await pages().publish({ documentId: draft.documentId, locale: 'en' });
    expect(await aliasOf(draft.documentId)).toMatchObject({ url_path: '/', live: true });
  });

  it('refuses a single type, an unknown entry and missing parameters', async () => {
    await documents(app.strapi, 'api::about.about').create({ data: { title: 'About' }, locale: 'en' });
    const single = await makeFrontPage('x', 'en', 'api::about.about');
    expect(single.status).toBe(400);
    expect(single.error).toMatchObject({ name: 'ValidationError', details: { key: 'contenttype' } });
    const unknown = await makeFrontPage('nosuchdocument0000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ data: null, error: { status: 404 } });
    const missing = await api(app.url).post(`/sitetools/entry-alias/${PAGE}/front-page`, { locale: 'en' }, { token });
    expect(missing.status).toBe(400);
    expect(missing.error?.details).toMatchObject({ key: 'documentId' });
  });

  it('refuses (403) a role that may edit pages but not their URLs, and changes nothing', async () => {
    const fields = ['title', 'slug', 'body', 'parent'];
    const role = await createAdminRole(app.strapi, contentManagerPermissions(PAGE, fields));
    const editor = await adminToken(app.strapi, app.url, role);
    const other = await publishedPage('Not the front page');
    const res = await api(app.url).post(
      `/sitetools/entry-alias/${PAGE}/front-page`,
      { documentId: other, locale: 'en' },
      { token: editor }
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ data: null, error: { status: 403 } });
    expect((await aliasOf(other)).url_path).toBe('/pages/not-the-front-page');
    const withUrls = await createAdminRole(app.strapi, [
      ...contentManagerPermissions(PAGE, fields),
      contentTypePermission(ACTIONS.editEntryUrls, PAGE),
    ]);
    expect(
      (
        await api(app.url).post(
          `/sitetools/entry-alias/${PAGE}/front-page`,
          { documentId: other, locale: 'fr' },
          {
            token: await adminToken(app.strapi, app.url, withUrls),
          }
        )
      ).status
    ).toBe(404);
  });

  it('refuses a caller without an admin token', async () => {
    const res = await api(app.url).post(`/sitetools/entry-alias/${PAGE}/front-page`, { documentId: welcome, locale: 'en' });
    expect(res.status).toBe(401);
  });
});

describe('the front page set in the plugin config', () => {
  it('takes "/" from the admin-made front page when applied, and leaves redirects', async () => {
    const current = (await app.strapi.db.query(URL_ALIAS_UID).findOne({ where: { url_path: '/', locale: 'en' } })) as {
      entryDocumentId: string;
    };
    const configured = await publishedPage('Start here');
    app.strapi.config.set(FRONT_PAGE_CONFIG, { en: { contentType: PAGE, documentId: configured } });
    try {
      await app.strapi.plugin('sitetools').service('front-page').applyConfigured();
      expect(await aliasOf(configured)).toMatchObject({ url_path: '/', generated: true, live: true });
      expect(await aliasOf(current.entryDocumentId)).toMatchObject({ url_path: '/pages/coming-home', generated: true });
      expect(await redirectFrom('/pages/start-here')).toMatchObject({ to: '/' });
      expect((await panel(configured)).frontPage).toEqual({ current: true, setInConfig: true });

      // The admin cannot change a locale the config sets; other locales stay the admin's.
      const refused = await makeFrontPage(current.entryDocumentId);
      expect(refused.status).toBe(400);
      expect(refused.error?.details).toMatchObject({ key: 'locale' });
    } finally {
      app.strapi.config.set(FRONT_PAGE_CONFIG, {});
    }
  });

  it('gives "/" to an entry found by a field value as soon as it is saved', async () => {
    app.strapi.config.set(FRONT_PAGE_CONFIG, { fr: { contentType: PAGE, field: 'slug', value: 'accueil-config' } });
    try {
      const page = await pages().create({ data: { title: 'Racine', slug: 'accueil-config' }, locale: 'fr', status: 'published' });
      expect(await aliasOf(page.documentId, 'fr')).toMatchObject({ url_path: '/-2', generated: true });
      // "/" in fr is the hand-made front page's until the config is applied.
      await app.strapi.plugin('sitetools').service('front-page').applyConfigured();
      expect(await aliasOf(page.documentId, 'fr')).toMatchObject({ url_path: '/', generated: true });
    } finally {
      app.strapi.config.set(FRONT_PAGE_CONFIG, {});
    }
  });
});
