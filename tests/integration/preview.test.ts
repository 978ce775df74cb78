import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { documents } from './support/documents';
import { startTestApp, type TestApp } from './support/strapi';

// Strapi's Preview panel asks the Content Manager for an entry's preview URL; the playground's
// config/admin.js answers with the sitetools preview service, which these tests drive end to end.
const FRONTEND = 'http://127.0.0.1:3999';
const SECRET = 'preview-s3cret';
const PAGE = 'api::page.page';

let app: TestApp;
let token: string;

interface PreviewUrlResponse {
  data: { url?: string };
}

/** The Content Manager's preview URL route, as the panel calls it; `signedIn: false` calls it without a session. */
const previewUrl = (uid: string, query: string, { signedIn = true } = {}) =>
  api(app.url).get<PreviewUrlResponse | null>(`/content-manager/preview/url/${uid}?${query}`, { token: signedIn ? token : undefined });

/** The URL the panel opens, for the front-end's draft-mode route to read. */
const expected = (path: string, status: 'draft' | 'published', base = FRONTEND) =>
  `${base}/api/preview?${new URLSearchParams({ secret: SECRET, path, status }).toString()}`;

beforeAll(async () => {
  Object.assign(process.env, { SITETOOLS_FRONTEND_URL: FRONTEND, SITETOOLS_PREVIEW_SECRET: SECRET });
  app = await startTestApp();
  token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(async () => {
  await app?.stop();
  delete process.env.SITETOOLS_FRONTEND_URL;
  delete process.env.SITETOOLS_PREVIEW_SECRET;
});

describe('the Preview panel URL from the sitetools preview service', () => {
  it("opens a draft at the path it will get on publish, and has no published version's URL", async () => {
    const page = await documents(app.strapi, PAGE).create({ data: { title: 'Preview draft' }, locale: 'en' });
    const draft = await previewUrl(PAGE, `documentId=${page.documentId}&locale=en&status=draft`);
    expect(draft.status).toBe(200);
    expect(draft.body?.data.url).toBe(expected('/pages/preview-draft', 'draft'));
    // Without status, a draft & publish type's panel shows the draft.
    expect((await previewUrl(PAGE, `documentId=${page.documentId}&locale=en`)).body?.data.url).toBe(
      expected('/pages/preview-draft', 'draft')
    );
    // Strapi hides the panel when the handler gives null: an empty 204.
    const published = await previewUrl(PAGE, `documentId=${page.documentId}&locale=en&status=published`);
    expect(published.status).toBe(204);
  });

  it('opens a changed draft at its new path and the published version at its live path', async () => {
    const pages = documents(app.strapi, PAGE);
    const page = await pages.create({ data: { title: 'Preview live' }, locale: 'en', status: 'published' });
    await pages.update({ documentId: page.documentId, locale: 'en', data: { title: 'Preview renamed' } });
    const query = `documentId=${page.documentId}&locale=en`;
    expect((await previewUrl(PAGE, `${query}&status=draft`)).body?.data.url).toBe(expected('/pages/preview-renamed', 'draft'));
    expect((await previewUrl(PAGE, `${query}&status=published`)).body?.data.url).toBe(expected('/pages/preview-live', 'published'));
  });

  it("uses the locale's own front-end URL from frontendUrls", async () => {
    const frenchSite = 'https://fr.example.test';
    app.strapi.config.set('plugin::sitetools.frontendUrls', { fr: frenchSite });
    try {
      const page = await documents(app.strapi, PAGE).create({ data: { title: 'Aperçu' }, locale: 'fr' });
      const res = await previewUrl(PAGE, `documentId=${page.documentId}&locale=fr&status=draft`);
      expect(res.body?.data.url).toBe(expected('/pages/apercu', 'draft', frenchSite));
    } finally {
      app.strapi.config.set('plugin::sitetools.frontendUrls', {});
    }
  });

  it('opens a single type at its pattern path', async () => {
    await documents(app.strapi, 'api::about.about').create({ data: { title: 'About us' }, locale: 'en', status: 'published' });
    const res = await previewUrl('api::about.about', 'locale=en&status=published');
    expect(res.status).toBe(200);
    expect(res.body?.data.url).toBe(expected('/about', 'published'));
  });

  it('gives no URL for a type without URL aliases, so Strapi hides the panel', async () => {
    const category = await documents(app.strapi, 'api::category.category').create({ data: { name: 'Preview news' } });
    const res = await previewUrl('api::category.category', `documentId=${category.documentId}`);
    expect(res.status).toBe(204);
  });

  it('gives no URL for a locale without a front-end base URL', async () => {
    app.strapi.config.set('plugin::sitetools.frontendUrl', null);
    try {
      const page = await documents(app.strapi, PAGE).create({ data: { title: 'Preview nowhere' }, locale: 'en' });
      expect((await previewUrl(PAGE, `documentId=${page.documentId}&locale=en`)).status).toBe(204);
    } finally {
      app.strapi.config.set('plugin::sitetools.frontendUrl', FRONTEND);
    }
  });

  it('gives no URL for an entry that does not exist in the locale, and answers 401 without an admin session', async () => {
    expect((await previewUrl(PAGE, 'documentId=nope0000000000000000000000&locale=en')).status).toBe(204);
    const english = await documents(app.strapi, PAGE).create({ data: { title: 'Preview english only' }, locale: 'en' });
    expect((await previewUrl(PAGE, `documentId=${english.documentId}&locale=fr`)).status).toBe(204);
    expect((await previewUrl(PAGE, 'documentId=x&locale=en', { signedIn: false })).status).toBe(401);
  });
});
