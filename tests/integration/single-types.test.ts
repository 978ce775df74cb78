import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckEntryAlias, FindEntryAlias } from '../../shared/contracts/entry-alias';
import type { FindByPath } from '../../shared/contracts/router';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import type { SaveUrlPattern } from '../../shared/contracts/url-pattern';
import { adminToken } from './support/admin';
import { api, routerUrl, type DocumentResponse } from './support/api';
import { documents } from './support/documents';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// The playground's About single type has the config pattern `/about` (no token).
const ABOUT = 'api::about.about';
const ARTICLE = 'api::article.article';
const PATTERNS = 'plugin::sitetools.patterns';
const PLAYGROUND_PATTERNS = { [ABOUT]: '/about' };

let app: TestApp;
let token: string;

const about = () => documents(app.strapi, ABOUT);
const panel = (query: string) => api(app.url).get<FindEntryAlias.Response>(`/sitetools/entry-alias/${ABOUT}?${query}`, { token });
const check = (body: Record<string, unknown>) =>
  api(app.url).post<CheckEntryAlias.Response>(`/sitetools/entry-alias/${ABOUT}/check`, body, { token });
const pathsOf = async (uid: string, documentId: string) =>
  Object.fromEntries(
    (
      (await app.strapi.db.query(URL_ALIAS_UID).findMany({
        select: ['url_path', 'locale'],
        where: { contenttype: uid, entryDocumentId: documentId },
      })) as Array<{ url_path: string; locale: string }>
    ).map((row) => [row.locale, row.url_path])
  );
const route = (path: string, locale: string) => api(app.url).get<FindByPath.Response>(routerUrl(path, `locale=${locale}`));
const singleDocumentId = async () =>
  ((await app.strapi.db.query(ABOUT).findOne({ select: ['documentId'] })) as { documentId: string } | null)?.documentId;

/** Saves both locales of the About page again, so that its paths follow the pattern in force. */
const saveAbout = async () => {
  const documentId = await singleDocumentId();
  for (const [locale, title] of [
    ['en', 'About us'],
    ['fr', 'À propos de nous'],
  ]) {
    await app.strapi.documents(ABOUT as never).update({ documentId, locale, data: { title }, status: 'published' } as never);
  }
  return documentId as string;
};

beforeAll(async () => {
  app = await startTestApp();
  token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, `${ABOUT}.find`]);
});
afterEach(() => {
  app.strapi.config.set(PATTERNS, PLAYGROUND_PATTERNS);
});
afterAll(() => app?.stop());

describe('the edit-view panel on a single type', () => {
  it('answers 404 while the single type has no entry, and checks a path as a new entry', async () => {
    const res = await panel('locale=en');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
    expect((await check({ locale: 'en', path: '/about' })).body.data).toMatchObject({ ok: true, path: '/about' });
  });

  it('finds the entry without a documentId and shows its live path, generated from a pattern without a token', async () => {
    await about().create({ data: { title: 'About us' }, locale: 'en', status: 'published' });
    const res = await panel('locale=en');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ livePath: '/about', nextPath: '/about', generated: true, manualPath: null, frontPage: null });
    const documentId = (await singleDocumentId()) as string;
    expect((await panel(`documentId=${documentId}&locale=en`)).body.data).toEqual(res.body.data);
  });

  it('does not call the entry own path taken', async () => {
    const res = await check({ locale: 'en', path: '/about' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: true, path: '/about' });
  });

  it('gives each locale the same token-less path, and the router serves each', async () => {
    const documentId = await saveAbout();
    expect(await pathsOf(ABOUT, documentId)).toEqual({ en: '/about', fr: '/about' });
    expect((await route('/about', 'fr')).body.data).toMatchObject({ title: 'À propos de nous', locale: 'fr' });
    expect((await route('/about', 'en')).body.data).toMatchObject({ title: 'About us', locale: 'en' });
  });
});

describe('single type patterns', () => {
  it('gives one path per locale with /[locale]', async () => {
    app.strapi.config.set(PATTERNS, { [ABOUT]: '/[locale]' });
    const documentId = await saveAbout();
    expect(await pathsOf(ABOUT, documentId)).toEqual({ en: '/en', fr: '/fr' });
    expect((await route('/fr', 'fr')).body.data).toMatchObject({ contentType: ABOUT, locale: 'fr' });
  });

  it('gives the path / with the pattern "/"', async () => {
    app.strapi.config.set(PATTERNS, { [ABOUT]: '/' });
    const documentId = await saveAbout();
    expect(await pathsOf(ABOUT, documentId)).toEqual({ en: '/', fr: '/' });
    const res = await route('/', 'en');
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ contentType: ABOUT, path: '/', locale: 'en', alternates: [{ locale: 'fr', path: '/' }] });
  });

  it('saves a token-less pattern for a single type and refuses one for a collection type', async () => {
    app.strapi.config.set(PATTERNS, {});
    const save = (contenttype: string, pattern: string) =>
      api(app.url).post<SaveUrlPattern.Response>('/sitetools/patterns', { contenttype, pattern }, { token });
    const single = await save(ABOUT, '/company');
    expect(single.status).toBe(201);
    const documentId = await saveAbout();
    expect(await pathsOf(ABOUT, documentId)).toEqual({ en: '/company', fr: '/company' });
    await api(app.url).delete(`/sitetools/patterns/${single.body.data.id}`, { token });

    for (const pattern of ['/blog', '/', '/[locale]']) {
      const refused = await save(ARTICLE, pattern);
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({ name: 'ValidationError', details: { key: 'pattern' } });
      expect(refused.error?.message).toContain('only a single type may have such a pattern');
    }
  });
});

describe('no /<pluralName>/<documentId> for a type that has a pattern', () => {
  it('keeps a collection entry whose pattern renders nothing under the pattern text', async () => {
    app.strapi.config.set(PATTERNS, { ...PLAYGROUND_PATTERNS, [ARTICLE]: '/news/[title]' });
    const article = await documents(app.strapi, ARTICLE).create({ data: { title: '!!!' }, status: 'published' });
    expect(await pathsOf(ARTICLE, article.documentId)).toEqual({ en: `/news/${article.documentId}` });
  });

  it('gives a single type whose field pattern renders nothing its pattern text and documentId, not /', async () => {
    app.strapi.config.set(PATTERNS, { [ABOUT]: '/company/[title]' });
    const documentId = (await singleDocumentId()) as string;
    const saved = await api(app.url).put<DocumentResponse>(`/content-manager/single-types/${ABOUT}?locale=en`, { title: '???' }, { token });
    expect(saved.status).toBe(200);
    // The draft's path shows in the panel; the live one moves on publish.
    expect((await panel('locale=en')).body.data.nextPath).toBe(`/company/${documentId}`);
    const published = await api(app.url).post(
      `/content-manager/single-types/${ABOUT}/actions/publish?locale=en`,
      { title: '???' },
      { token }
    );
    expect(published.status).toBe(200);
    expect((await pathsOf(ABOUT, documentId)).en).toBe(`/company/${documentId}`);
  });
});

describe('a hand-written path through the Content Manager', () => {
  it('is taken on the single type saved and published, and refused when taken by another entry', async () => {
    app.strapi.config.set(PATTERNS, PLAYGROUND_PATTERNS);
    const documentId = (await singleDocumentId()) as string;
    const body = { title: 'About us', sitetools: { generated: false, path: '/company/who-we-are' } };
    const published = await api(app.url).post(`/content-manager/single-types/${ABOUT}/actions/publish?locale=en`, body, { token });
    expect(published.status).toBe(200);
    expect((await pathsOf(ABOUT, documentId)).en).toBe('/company/who-we-are');

    const article = await documents(app.strapi, ARTICLE).create({ data: { title: 'Taken path' }, status: 'published' });
    const taken = (await pathsOf(ARTICLE, article.documentId)).en;
    const refused = await api(app.url).put(
      `/content-manager/single-types/${ABOUT}?locale=en`,
      { title: 'About again', sitetools: { generated: false, path: taken } },
      { token }
    );
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ name: 'ValidationError', details: { key: 'sitetools.path' } });
    // Nothing of the refused save was written.
    const draft = await about().findOne({ documentId, locale: 'en' });
    expect(draft?.title).toBe('About us');
  });

  it('is left to the route: an unauthenticated save is a 401 whatever its choice, and writes nothing', async () => {
    const documentId = (await singleDocumentId()) as string;
    const anonymous = await api(app.url).put(`/content-manager/single-types/${ABOUT}?locale=en`, {
      title: 'Anonymous',
      sitetools: { generated: 'maybe' },
    });
    expect(anonymous.status).toBe(401);
    expect((await about().findOne({ documentId, locale: 'en' }))?.title).not.toBe('Anonymous');
  });
});
