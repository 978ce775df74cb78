import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckEntryAlias, FindEntryAlias } from '../../shared/contracts/entry-alias';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import { MANUAL_PATH_ATTRIBUTE } from '../../shared/contracts/entry-alias';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { api, routerUrl, type DocumentResponse } from './support/api';
import { createApiToken } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';
import type { FindByPath } from '../../shared/contracts/router';

const PAGE = 'api::page.page';
const CM = `/content-manager/collection-types/${PAGE}`;

let app: TestApp;
let token: string;

const pages = () => documents(app.strapi, PAGE);
const panel = (documentId: string, locale = 'en') =>
  api(app.url).get<FindEntryAlias.Response>(`/sitetools/entry-alias/${PAGE}?documentId=${documentId}&locale=${locale}`, { token });
const check = (body: Record<string, unknown>, as = token) =>
  api(app.url).post<CheckEntryAlias.Response>(`/sitetools/entry-alias/${PAGE}/check`, body, { token: as });
const aliasOf = (documentId: string, locale = 'en') =>
  app.strapi.db.query(URL_ALIAS_UID).findOne({
    select: ['url_path', 'generated', 'live'],
    where: { contenttype: PAGE, entryDocumentId: documentId, locale },
  });
const save = (documentId: string, body: Record<string, unknown>) =>
  api(app.url).put<DocumentResponse>(`${CM}/${documentId}?locale=en`, body, { token });
const publish = (documentId: string, body: Record<string, unknown> = {}) =>
  api(app.url).post<DocumentResponse>(`${CM}/${documentId}/actions/publish?locale=en`, body, { token });

beforeAll(async () => {
  app = await startTestApp();
  token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('GET /sitetools/entry-alias', () => {
  it('gives a published entry its live path, the same next path, and a generated flag', async () => {
    const page = await pages().create({ data: { title: 'Panel live' }, locale: 'en', status: 'published' });
    const res = await panel(page.documentId);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      livePath: '/pages/panel-live',
      nextPath: '/pages/panel-live',
      generated: true,
      manualPath: null,
      frontendUrl: null,
      canEditPath: true,
      replacesRedirect: null,
      frontPage: { current: false, setInConfig: false },
    });
  });

  it('gives a draft no live path and the path it will publish to', async () => {
    const page = await pages().create({ data: { title: 'Panel draft' }, locale: 'en' });
    expect((await panel(page.documentId)).body.data).toMatchObject({ livePath: null, nextPath: '/pages/panel-draft' });
  });

  it('shows the path an edited draft will publish to while the live path stays', async () => {
    const page = await pages().create({ data: { title: 'Before edit' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'en', data: { title: 'After edit' } });
    expect((await panel(page.documentId)).body.data).toMatchObject({
      livePath: '/pages/before-edit',
      nextPath: '/pages/after-edit',
    });
  });

  it('reads the locale asked for', async () => {
    const page = await pages().create({ data: { title: 'Hello' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'fr', data: { title: 'Bonjour' }, status: 'published' });
    expect((await panel(page.documentId, 'fr')).body.data.livePath).toBe('/pages/bonjour');
    expect((await panel(page.documentId, 'en')).body.data.livePath).toBe('/pages/hello');
  });

  it("gives the front-end base URL of the entry's locale: frontendUrls first, then frontendUrl", async () => {
    const page = await pages().create({ data: { title: 'Base' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'fr', data: { title: 'Base fr' }, status: 'published' });
    app.strapi.config.set('plugin::sitetools.frontendUrl', 'https://www.example.com');
    app.strapi.config.set('plugin::sitetools.frontendUrls', { fr: 'https://www.example.com/fr' });
    try {
      expect((await panel(page.documentId, 'fr')).body.data.frontendUrl).toBe('https://www.example.com/fr');
      expect((await panel(page.documentId, 'en')).body.data.frontendUrl).toBe('https://www.example.com');
    } finally {
      app.strapi.config.set('plugin::sitetools.frontendUrl', null);
      app.strapi.config.set('plugin::sitetools.frontendUrls', {});
    }
  });

  it('answers 400 for missing parameters, 404 for a type without aliases or an unknown entry', async () => {
    const missing = await api(app.url).get<FindEntryAlias.Response>(`/sitetools/entry-alias/${PAGE}?locale=en`, { token });
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toMatch(/^documentId/);
    const category = await api(app.url).get('/sitetools/entry-alias/api::category.category?documentId=x', { token });
    expect(category.status).toBe(404);
    expect((await panel('no-such-entry')).status).toBe(404);
  });
});

describe('POST /sitetools/entry-alias/check', () => {
  it('normalises a good path', async () => {
    const res = await check({ locale: 'en', path: '/landing//spring/' });
    expect(res.body.data).toEqual({ ok: true, path: '/landing/spring', replacesRedirect: null });
  });

  it('gives the rule a malformed path breaks', async () => {
    const res = await check({ locale: 'en', path: 'landing' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: false, reason: 'relative', message: 'path must start with "/"' });
  });

  it('refuses a path another entry has in that locale, but not in another locale', async () => {
    await pages().create({ data: { title: 'Taken one' }, locale: 'en', status: 'published' });
    expect((await check({ locale: 'en', path: '/pages/taken-one' })).body.data).toMatchObject({
      ok: false,
      reason: 'taken',
    });
    expect((await check({ locale: 'fr', path: '/pages/taken-one' })).body.data.ok).toBe(true);
  });

  it("accepts the entry's own path", async () => {
    const page = await pages().create({ data: { title: 'Own path' }, locale: 'en', status: 'published' });
    const res = await check({ documentId: page.documentId, locale: 'en', path: '/pages/own-path' });
    expect(res.body.data).toEqual({ ok: true, path: '/pages/own-path', replacesRedirect: null });
  });

  it('answers 400 for a body without a path', async () => {
    const res = await check({ locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, error: { name: 'ValidationError' } });
  });
});

describe('a hand-written path saved with the entry', () => {
  it('waits on the draft, goes live on publish, and is not generated', async () => {
    const page = await pages().create({ data: { title: 'Manual' }, locale: 'en', status: 'published' });
    const saved = await save(page.documentId, { title: 'Manual', sitetools: { generated: false, path: '/hand/written/' } });
    expect(saved.status).toBe(200);
    expect((await panel(page.documentId)).body.data).toMatchObject({
      livePath: '/pages/manual',
      nextPath: '/hand/written',
      generated: false,
      manualPath: '/hand/written',
    });
    expect((await publish(page.documentId)).status).toBe(200);
    await expect.poll(() => aliasOf(page.documentId)).toEqual({ url_path: '/hand/written', generated: null, live: true });
    const routed = await api(app.url).get<FindByPath.Response>(routerUrl('/hand/written'));
    expect(routed.status).toBe(200);
    expect(routed.body.data.documentId).toBe(page.documentId);
  });

  it('regenerates the path when switched back to automatic', async () => {
    const page = await pages().create({ data: { title: 'Switch back' }, locale: 'en', status: 'published' });
    await publish(page.documentId, { title: 'Switch back', sitetools: { generated: false, path: '/switch/manual' } });
    await expect.poll(() => aliasOf(page.documentId)).toMatchObject({ url_path: '/switch/manual', generated: null });
    expect((await publish(page.documentId, { title: 'Switch back', sitetools: { generated: true } })).status).toBe(200);
    await expect.poll(() => aliasOf(page.documentId)).toEqual({ url_path: '/pages/switch-back', generated: true, live: true });
  });

  it('is written at once on a new entry, reserved until it is published', async () => {
    const res = await api(app.url).post<DocumentResponse>(
      `${CM}?locale=en`,
      { title: 'Made by hand', sitetools: { generated: false, path: '/made/by/hand' } },
      { token }
    );
    expect(res.status).toBe(201);
    expect(await aliasOf(res.body.data.documentId)).toEqual({ url_path: '/made/by/hand', generated: null, live: false });
  });

  it('checks the path in the locale being saved, not the default one', async () => {
    const page = await pages().create({ data: { title: 'Locale check' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'fr', data: { title: 'Controle de langue' } });
    const other = await pages().create({ data: { title: 'Other' }, locale: 'en' });
    await pages().update({ documentId: other.documentId, locale: 'fr', data: { title: 'Pris en francais' } });
    await pages().create({ data: { title: 'Taken in english' }, locale: 'en' });
    const saveFr = (path: string) =>
      api(app.url).put(
        `${CM}/${page.documentId}?locale=fr`,
        { title: 'Controle de langue', sitetools: { generated: false, path } },
        { token }
      );
    const taken = await saveFr('/pages/pris-en-francais');
    expect(taken.status).toBe(400);
    expect(taken.error?.details.reason).toBe('taken');
    expect((await saveFr('/pages/taken-in-english')).status).toBe(200);
    await expect.poll(() => aliasOf(page.documentId, 'fr')).toMatchObject({ url_path: '/pages/taken-in-english', generated: null });
    expect(await aliasOf(page.documentId, 'en')).toMatchObject({ url_path: '/pages/locale-check', generated: true });
  });

  it('refuses a malformed or taken path with a 400 naming the field, and changes nothing', async () => {
    const page = await pages().create({ data: { title: 'Refused' }, locale: 'en', status: 'published' });
    await pages().create({ data: { title: 'Occupied' }, locale: 'en', status: 'published' });
    const malformed = await save(page.documentId, { title: 'Renamed', sitetools: { generated: false, path: 'no-slash' } });
    expect(malformed.status).toBe(400);
    expect(malformed.error).toMatchObject({
      name: 'ValidationError',
      details: { errors: [{ path: ['sitetools', 'path'], message: 'path must start with "/"' }] },
    });
    const taken = await publish(page.documentId, { title: 'Renamed', sitetools: { generated: false, path: '/pages/occupied' } });
    expect(taken.status).toBe(400);
    expect(taken.error?.details.reason).toBe('taken');
    const shape = await save(page.documentId, { title: 'Renamed', sitetools: { generated: 'no' } });
    expect(shape.status).toBe(400);
    expect(shape.error?.message).toMatch(/^sitetools/);

    const draft = await app.strapi.db.query(PAGE).findOne({ where: { documentId: page.documentId, publishedAt: null } });
    expect(draft.title).toBe('Refused');
    expect(await aliasOf(page.documentId)).toEqual({ url_path: '/pages/refused', generated: true, live: true });
  });

  it.each([
    ['a backslash that browsers read as another site', '/\\evil.com', 'off-site'],
    ['the same, percent-encoded', '/%5Cevil.com', 'off-site'],
    ['a segment of a right-to-left override', '/pages/\u202e', 'blank-segment'],
    ['a segment of spaces', '/pages/%20%20', 'blank-segment'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_name, path, reason) => {
    const page = await pages().create({ data: { title: `Off site ${reason} ${path.length}` }, locale: 'en', status: 'published' });
    const before = await aliasOf(page.documentId);
    expect((await check({ locale: 'en', path })).body.data).toMatchObject({ ok: false, reason });
    const res = await publish(page.documentId, { title: 'Off site', sitetools: { generated: false, path } });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ name: 'ValidationError', details: { key: 'sitetools.path', reason } });
    expect(await aliasOf(page.documentId)).toEqual(before);
  });

  it('refuses half of a surrogate pair, which no database could store as written, and changes nothing', async () => {
    const page = await pages().create({ data: { title: 'Surrogate half' }, locale: 'en', status: 'published' });
    expect((await check({ locale: 'en', path: '/xml/\ud800' })).body.data).toMatchObject({ ok: false, reason: 'lone-surrogate' });
    const res = await publish(page.documentId, { title: 'Surrogate half', sitetools: { generated: false, path: '/xml/\ud800' } });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ name: 'ValidationError', details: { key: 'sitetools.path', reason: 'lone-surrogate' } });
    expect(await aliasOf(page.documentId)).toEqual({ url_path: '/pages/surrogate-half', generated: true, live: true });
  });

  it('cannot be written as a field, around the check, through the REST API or the Content Manager', async () => {
    const apiToken = await createApiToken(app.strapi, 'full-access');
    const rest = await api(app.url).post(
      '/api/pages?locale=en',
      { data: { title: 'Field smuggled', [MANUAL_PATH_ATTRIBUTE]: '/../smuggled' } },
      { token: apiToken }
    );
    expect([201, 400]).toContain(rest.status);
    const cm = await api(app.url).post<DocumentResponse>(
      `${CM}?locale=en`,
      { title: 'Field smuggled in CM', [MANUAL_PATH_ATTRIBUTE]: '/cm/smuggled' },
      { token }
    );
    expect(cm.status).toBe(201);
    const rows = await app.strapi.db.query(PAGE).findMany({ where: { title: { $startsWith: 'Field smuggled' } } });
    expect(rows.map((row: Record<string, unknown>) => row[MANUAL_PATH_ATTRIBUTE] ?? null)).toEqual(rows.map(() => null));
    expect(await aliasOf(cm.body.data.documentId)).toMatchObject({ url_path: '/pages/field-smuggled-in-cm', generated: true });
  });

  it("is refused with 403 for an entry or locale the role's conditions exclude", async () => {
    // Strapi's Author role: its own entries only; here in English only.
    const permissions = await app.strapi.db.query('admin::permission').findMany({
      where: { role: { code: 'strapi-author' }, subject: PAGE },
    });
    for (const permission of permissions) {
      await app.strapi.db.query('admin::permission').update({
        where: { id: permission.id },
        data: { properties: { ...permission.properties, locales: ['en'] } },
      });
    }
    const author = await adminToken(app.strapi, app.url, 'strapi-author');
    const find = (documentId: string, locale = 'en') =>
      api(app.url).get(`/sitetools/entry-alias/${PAGE}?documentId=${documentId}&locale=${locale}`, { token: author });
    const others = await pages().create({ data: { title: 'Not the author' }, locale: 'en' });
    expect((await find(others.documentId)).status).toBe(403);
    expect((await check({ documentId: others.documentId, locale: 'en', path: '/x' }, author)).status).toBe(403);

    const own = await api(app.url).post<DocumentResponse>(`${CM}?locale=en`, { title: 'By the author' }, { token: author });
    expect(own.status).toBe(201);
    const ownId: string = own.body.data.documentId;
    expect((await find(ownId)).status).toBe(200);
    expect((await check({ documentId: ownId, locale: 'en', path: '/x' }, author)).status).toBe(200);
    await app.strapi.db.query(PAGE).updateMany({ where: { documentId: ownId }, data: { locale: 'fr' } });
    expect((await find(ownId, 'fr')).status).toBe(403);
  });

  it('is refused with 403 to an editor who may not read the type', async () => {
    const editorRole = await app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    await app.strapi.db.query('admin::permission').deleteMany({
      where: { role: editorRole.id, action: 'plugin::content-manager.explorer.read', subject: PAGE },
    });
    const editor = await adminToken(app.strapi, app.url, 'strapi-editor');
    const page = await pages().create({ data: { title: 'Hidden' }, locale: 'en' });
    const find = await api(app.url).get(`/sitetools/entry-alias/${PAGE}?documentId=${page.documentId}`, { token: editor });
    expect(find.status).toBe(403);
    expect((await check({ locale: 'en', path: '/x' }, editor)).status).toBe(403);
    // The editor can still read articles, so the refusal is per type.
    const article = await app.strapi.documents('api::article.article').create({ data: { title: 'Readable' } });
    const articlePanel = await api(app.url).get(`/sitetools/entry-alias/api::article.article?documentId=${article.documentId}`, {
      token: editor,
    });
    expect(articlePanel.status).toBe(200);
  });
});
