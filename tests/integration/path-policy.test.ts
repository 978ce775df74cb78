import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetRedirectManifest } from '../../addons/redirects/shared/contracts/redirects';
import { createClient, createRedirectCache } from '../../packages/client/src/index';
import { applyRedirects } from '../../packages/client/src/next';
import type { SitetoolsRoute } from '../../shared/contracts/graphql';
import type { FindByPath } from '../../shared/contracts/router';
import type { FindUrlAliases } from '../../shared/contracts/url-alias';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import { documents } from './support/documents';
import { graphql } from './support/graphql';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { parseUrlset } from './support/sitemap';
import { startTestApp, type TestApp } from './support/strapi';

// The playground booted with `paths: { trailingSlash: 'always', caseSensitive: false }` (through
// its environment): paths are stored lowercase without a slash, found in any form, and served
// with a trailing slash everywhere they leave the server.
const POLICY = { SITETOOLS_TRAILING_SLASH: 'always', SITETOOLS_CASE_SENSITIVE: 'false', SITETOOLS_FRONTEND_URL: 'https://www.example.com' };
const SITE = POLICY.SITETOOLS_FRONTEND_URL;
const REDIRECT_FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const ALIAS = 'plugin::sitetools.url-alias';

let app: TestApp;
const ids: Record<string, string> = {};

const route = (path: string) => api(app.url).get<FindByPath.Response>(routerUrl(path));
const storedPathOf = async (entryDocumentId: string, locale: string) =>
  ((await app.strapi.db.query(ALIAS).findOne({ where: { entryDocumentId, locale } })) as { url_path: string }).url_path;

beforeAll(async () => {
  Object.assign(process.env, POLICY);
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, REDIRECT_FIND]);
  const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  // Capitals in a pattern's text and in titles: the stored paths are lowercase all the same.
  for (const [contenttype, pattern] of [
    ['api::page.page', '/[parent.url_path]/[title]'],
    ['api::article.article', '/News/[title]'],
  ]) {
    expect((await api(app.url).post('/sitetools/patterns', { contenttype, pattern }, { token: admin })).status).toBe(201);
  }
  const pages = documents(app.strapi, 'api::page.page');
  const guide = await pages.create({ data: { title: 'Guide' }, locale: 'en', status: 'published' });
  await pages.update({ documentId: guide.documentId, locale: 'fr', data: { title: 'Guide FR' }, status: 'published' });
  const start = await pages.create({ data: { title: 'Start', parent: guide.documentId }, locale: 'en', status: 'published' });
  await pages.update({
    documentId: start.documentId,
    locale: 'fr',
    data: { title: 'Demarrer', parent: guide.documentId },
    status: 'published',
  });
  const article = await documents(app.strapi, 'api::article.article').create({
    data: { title: 'Hello Policy' },
    locale: 'en',
    status: 'published',
  });
  Object.assign(ids, { guide: guide.documentId, start: start.documentId, article: article.documentId });
  const redirect = { data: { from: '/Old-Start', to: '/Guide/Start', status_code: 302 }, publish: true };
  expect((await api(app.url).post('/sitetools-addon-redirects/redirects', redirect, { token: admin })).status).toBe(201);
});
afterAll(async () => {
  for (const name of Object.keys(POLICY)) delete process.env[name];
  await app?.stop();
});

describe('paths: trailingSlash always, caseSensitive false', () => {
  it('stores generated paths lowercase, without a trailing slash', async () => {
    expect(await storedPathOf(ids.article, 'en')).toBe('/news/hello-policy');
    expect(await storedPathOf(ids.start, 'en')).toBe('/guide/start');
    expect(await storedPathOf(ids.start, 'fr')).toBe('/guide-fr/demarrer');
  });

  it('finds a page from any form of its path and names the canonical one', async () => {
    for (const asked of ['/news/hello-policy', '/news/hello-policy/', '/NEWS/Hello-Policy', '//News/HELLO-policy//']) {
      const res = await route(asked);
      expect(res.status).toBe(200);
      expect(res.body.meta.path).toBe('/news/hello-policy/');
    }
  });

  it('serves alternates and breadcrumbs in the canonical form', async () => {
    const { body } = await route('/Guide/Start');
    expect(body.meta).toMatchObject({ path: '/guide/start/', alternates: [{ locale: 'fr', path: '/guide-fr/demarrer/' }] });
    expect(body.meta.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/guide/']);
  });

  it('names a redirect from any form of its source, with its target in the canonical form', async () => {
    const res = await route('/OLD-START/');
    expect(res.status).toBe(404);
    expect(res.error?.details).toEqual({ path: '/old-start/', redirect: { to: '/guide/start/', status_code: 302, locale: null } });
  });

  it('answers GraphQL with the canonical path', async () => {
    const query = `query Route($path: String!) { sitetoolsRoute(path: $path) {
      ... on SitetoolsEntryRoute { path alternates { locale path } breadcrumbs { path } } } }`;
    const res = await graphql(app.url)<{ sitetoolsRoute: SitetoolsRoute }>(query, { path: '/GUIDE/start' });
    expect(res.errors).toEqual([]);
    expect(res.data?.sitetoolsRoute).toEqual({
      path: '/guide/start/',
      alternates: [{ locale: 'fr', path: '/guide-fr/demarrer/' }],
      breadcrumbs: [{ path: '/guide/' }],
    });
  });

  it('lists URLs in the canonical form, and filters by any form of a path', async () => {
    const list = await api(app.url).get<FindUrlAliases.Response>('/api/sitetools/url-alias?pagination[limit]=100');
    expect(list.status).toBe(200);
    for (const { url_path } of list.body.data) expect(url_path).toMatch(/^\/$|\/$/);
    const one = await api(app.url).get<FindUrlAliases.Response>(`/api/sitetools/url-alias?url_path=${encodeURIComponent('/Guide/Start/')}`);
    expect(one.body.data.map((alias) => alias.url_path)).toEqual(['/guide/start/']);
  });

  it('lists the canonical URLs in the sitemap', async () => {
    const res = await fetch(`${app.url}/api/sitetools/sitemap/1.xml`);
    expect(res.status).toBe(200);
    const locs = parseUrlset(await res.text()).map((url) => url.loc);
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/guide/start/`, `${SITE}/guide-fr/demarrer/`, `${SITE}/news/hello-policy/`]));
    for (const loc of locs) expect(loc).toMatch(/\/$/);
  });

  it('stores a redirect lowercase and sends the policy and canonical targets in the manifest', async () => {
    const res = await api(app.url).get<GetRedirectManifest.Response>('/api/sitetools/redirects/manifest');
    expect(res.body.meta.paths).toEqual({ trailingSlash: 'always', caseSensitive: false });
    expect(res.body.data).toContainEqual({ from: '/old-start', to: '/guide/start/', status_code: 302, locale: null });
    expect(res.headers.etag).toBe(`"${res.body.meta.version}.always.nocase"`);
  });

  it('makes the client send the other form to the canonical one, then apply the redirect', async () => {
    const cache = createRedirectCache(createClient({ baseURL: app.url }));
    const location = async (url: string) => (await applyRedirects(new Request(url), cache))?.headers.get('location');
    expect(await location('https://site.test/Old-Start?x=1')).toBe('https://site.test/old-start/?x=1');
    expect(await location('https://site.test/old-start/?x=1')).toBe('https://site.test/guide/start/?x=1');
    expect(await location('https://site.test/guide/start/')).toBeUndefined();
  });
});
