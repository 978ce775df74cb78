import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { api, routerUrl } from './support/api';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';
import type { FindByPath } from '../../shared/contracts/router';
import type { FindUrlPatterns, PreviewUrlPattern, SaveUrlPattern, StoredUrlPattern, UrlPattern } from '../../shared/contracts/url-pattern';

const PATTERNS = '/sitetools/patterns';

let app: TestApp;
let admin: string;

const pages = () => documents(app.strapi, 'api::page.page');
const articles = () => documents(app.strapi, 'api::article.article');
const savePattern = (body: Record<string, unknown>) => api(app.url).post<SaveUrlPattern.Response>(PATTERNS, body, { token: admin });
/** The pattern saved in the database that `pick` chooses; the test fails when there is none. */
const storedPattern = (patterns: UrlPattern[], pick: (pattern: UrlPattern) => boolean): StoredUrlPattern => {
  const found = patterns.find(pick);
  if (found?.source !== 'database') throw new Error('no saved pattern matches');
  return found;
};
const pathOf = async (documentId: string, locale = 'en') => {
  const alias = await app.strapi.db.query('plugin::sitetools.url-alias').findOne({ where: { entryDocumentId: documentId, locale } });
  return alias?.url_path as string | undefined;
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, READ_ACTIONS);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('patterns saved in the admin', () => {
  it('renders relation fields of new entries', async () => {
    const res = await savePattern({ contenttype: 'api::article.article', pattern: '/blog/[category.name]/[title]' });
    expect(res.status).toBe(201);
    const category = await documents(app.strapi, 'api::category.category').create({ data: { name: 'Big News' } });
    const article = await articles().create({
      data: { title: 'Pattern power', category: category.documentId },
      status: 'published',
    });
    expect(await pathOf(article.documentId)).toBe('/blog/big-news/pattern-power');
    expect((await api(app.url).get<FindByPath.Response>(routerUrl('/blog/big-news/pattern-power'))).body.data.title).toBe('Pattern power');
  });

  it('drops the segment of an empty relation instead of writing undefined', async () => {
    const article = await articles().create({ data: { title: 'No category' }, status: 'published' });
    expect(await pathOf(article.documentId)).toBe('/blog/no-category');
  });

  it('uses a per-locale pattern before the pattern for all locales', async () => {
    expect((await savePattern({ contenttype: 'api::page.page', pattern: '/p/[title]' })).status).toBe(201);
    expect((await savePattern({ contenttype: 'api::page.page', localeCode: 'fr', pattern: '/fr/[title]' })).status).toBe(201);
    const page = await pages().create({ data: { title: 'Bonjour' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'fr', data: { title: 'Salut' }, status: 'published' });
    expect(await pathOf(page.documentId, 'en')).toBe('/p/bonjour');
    expect(await pathOf(page.documentId, 'fr')).toBe('/fr/salut');
  });

  it.each([
    ['an unknown field', { contenttype: 'api::page.page', localeCode: 'en', pattern: '/x/[nope]' }, 'pattern'],
    ['a syntax error', { contenttype: 'api::page.page', localeCode: 'en', pattern: '/x/[title' }, 'pattern'],
    ['a type without URL aliases', { contenttype: 'api::category.category', pattern: '/c/[name]' }, 'contenttype'],
    ['a second pattern for the same type and locale', { contenttype: 'api::page.page', pattern: '/q/[title]' }, 'localeCode'],
    ['a locale the site does not have', { contenttype: 'api::page.page', localeCode: 'xx', pattern: '/x/[title]' }, 'localeCode'],
    ['a missing pattern', { contenttype: 'api::page.page', localeCode: 'en' }, 'pattern'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const res = await savePattern(body);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ name: 'ValidationError', details: { key: field } });
  });

  it('lists, updates and deletes patterns', async () => {
    const list = await api(app.url).get<FindUrlPatterns.Response>(PATTERNS, { token: admin });
    const fr = storedPattern(list.body.data, (p) => p.localeCode === 'fr');
    expect(fr).toMatchObject({ contenttype: 'api::page.page', pattern: '/fr/[title]', source: 'database' });
    const put = await api(app.url).put<SaveUrlPattern.Response>(
      `${PATTERNS}/${fr.id}`,
      { contenttype: 'api::page.page', localeCode: 'fr', pattern: '/fr/pages/[title]' },
      { token: admin }
    );
    expect(put.status).toBe(200);
    const del = await api(app.url).delete(`${PATTERNS}/${fr.id}`, { token: admin });
    expect(del.status).toBe(204);
    expect((await api(app.url).delete(`${PATTERNS}/${fr.id}`, { token: admin })).status).toBe(404);
  });

  it('applies a pattern to the next save once it is updated or deleted, never one whose write rolled back', async () => {
    const created = async (title: string) => pathOf((await pages().create({ data: { title }, status: 'published' })).documentId);
    const list = await api(app.url).get<FindUrlPatterns.Response>(PATTERNS, { token: admin });
    const all = storedPattern(list.body.data, (p) => p.contenttype === 'api::page.page' && p.localeCode === null);
    const put = await api(app.url).put<SaveUrlPattern.Response>(
      `${PATTERNS}/${all.id}`,
      { contenttype: 'api::page.page', pattern: '/q/[title]' },
      { token: admin }
    );
    expect(put.status).toBe(200);
    expect(await created('Updated pattern')).toBe('/q/updated-pattern');

    // A save that runs inside the pattern's transaction sees it; the rollback must take it back.
    await app.strapi.db.transaction(async ({ rollback }) => {
      await app.strapi.db.query('plugin::sitetools.url-pattern').update({ where: { id: all.id }, data: { pattern: '/gone/[title]' } });
      const seen = await app.strapi.plugin('sitetools').service('url-pattern').load();
      expect(seen.all.length).toBeGreaterThan(0);
      await rollback();
    });
    expect(await created('Rolled back')).toBe('/q/rolled-back');

    const del = await api(app.url).delete(`${PATTERNS}/${all.id}`, { token: admin });
    expect(del.status).toBe(204);
    expect(await created('No pattern')).toBe('/pages/no-pattern');
  });

  it('previews a pattern against real entries without writing', async () => {
    const before = await pathOf((await pages().create({ data: { title: 'Preview me' }, status: 'published' })).documentId);
    const res = await api(app.url).post<PreviewUrlPattern.Response>(
      `${PATTERNS}/preview`,
      { contenttype: 'api::page.page', localeCode: 'en', pattern: '/site/[title]' },
      { token: admin }
    );
    expect(res.status).toBe(200);
    expect(res.body.data.samples.length).toBeGreaterThan(0);
    expect(res.body.data.samples).toContainEqual(expect.objectContaining({ current: before, next: '/site/preview-me' }));
    expect(res.body.data.changed).toBe(res.body.data.total);
    expect(await pathOf(res.body.data.samples[0].entryDocumentId)).toBe(res.body.data.samples[0].current);
  });
});

describe('hierarchies: a parent path token', () => {
  it('builds /docs/guides/install and moves the children when the parent moves', async () => {
    await app.strapi.db.query('plugin::sitetools.url-pattern').deleteMany({ where: { contenttype: 'api::page.page' } });
    expect((await savePattern({ contenttype: 'api::page.page', pattern: '/[parent.url_path]/[title]' })).status).toBe(201);
    const docs = await pages().create({ data: { title: 'Docs' }, status: 'published' });
    const guides = await pages().create({ data: { title: 'Guides', parent: docs.documentId }, status: 'published' });
    const install = await pages().create({ data: { title: 'Install', parent: guides.documentId }, status: 'published' });
    expect(await pathOf(docs.documentId)).toBe('/docs');
    expect(await pathOf(guides.documentId)).toBe('/docs/guides');
    expect(await pathOf(install.documentId)).toBe('/docs/guides/install');

    await pages().update({ documentId: docs.documentId, data: { title: 'Documentation' } });
    await pages().publish({ documentId: docs.documentId });
    expect(await pathOf(docs.documentId)).toBe('/documentation');
    expect(await pathOf(guides.documentId)).toBe('/documentation/guides');
    expect(await pathOf(install.documentId)).toBe('/documentation/guides/install');
    expect((await api(app.url).get<FindByPath.Response>(routerUrl('/documentation/guides/install'))).body.data.title).toBe('Install');
  });
});

describe('patterns set in the plugin config', () => {
  it('take precedence, are listed read-only and cannot be overridden in the admin', async () => {
    app.strapi.config.set('plugin::sitetools.patterns', { 'api::article.article': '/news/[title]' });
    try {
      const article = await articles().create({ data: { title: 'From config' }, status: 'published' });
      expect(await pathOf(article.documentId)).toBe('/news/from-config');
      const list = await api(app.url).get<FindUrlPatterns.Response>(PATTERNS, { token: admin });
      expect(list.body.data).toContainEqual(
        expect.objectContaining({ contenttype: 'api::article.article', pattern: '/news/[title]', source: 'config' })
      );
      const res = await savePattern({ contenttype: 'api::article.article', localeCode: 'fr', pattern: '/x/[title]' });
      expect(res.status).toBe(400);
      expect(res.error?.details.key).toBe('contenttype');
    } finally {
      app.strapi.config.set('plugin::sitetools.patterns', {});
    }
  });
});

describe('uniqueness across locales', () => {
  it('keeps one path per locale by default, or one across locales with uniquePerLocale: false', async () => {
    const both = await pages().create({ data: { title: 'Atlas' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: both.documentId, locale: 'fr', data: { title: 'Atlas' }, status: 'published' });
    expect([await pathOf(both.documentId, 'en'), await pathOf(both.documentId, 'fr')]).toEqual(['/atlas', '/atlas']);

    app.strapi.config.set('plugin::sitetools.uniquePerLocale', false);
    try {
      const globe = await pages().create({ data: { title: 'Globe' }, locale: 'en', status: 'published' });
      await pages().update({ documentId: globe.documentId, locale: 'fr', data: { title: 'Globe' }, status: 'published' });
      expect([await pathOf(globe.documentId, 'en'), await pathOf(globe.documentId, 'fr')]).toEqual(['/globe', '/globe-2']);
    } finally {
      app.strapi.config.set('plugin::sitetools.uniquePerLocale', true);
    }
  });
});

describe('admin permissions', () => {
  it('refuses every sitetools admin route to an editor and to anonymous callers', async () => {
    const editor = await adminToken(app.strapi, app.url, 'strapi-editor');
    const body = { contenttype: 'api::page.page', pattern: '/e/[title]' };
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', unknown?]> = [
      [PATTERNS, 'GET'],
      [PATTERNS, 'POST', body],
      [`${PATTERNS}/1`, 'PUT', body],
      [`${PATTERNS}/1`, 'DELETE'],
      [`${PATTERNS}/preview`, 'POST', body],
      ['/sitetools/bulk-generation', 'GET'],
      ['/sitetools/bulk-generation', 'POST', { mode: 'missing' }],
      ['/sitetools/bulk-generation/cancel', 'POST'],
    ];
    for (const [path, method, payload] of calls) {
      expect((await api(app.url).send(method, path, payload, { token: editor })).status, `${method} ${path}`).toBe(403);
      expect((await api(app.url).send(method, path, payload)).status, `${method} ${path}`).toBe(401);
    }
  });
});
