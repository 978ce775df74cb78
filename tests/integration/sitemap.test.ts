import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GetSitemapOverview } from '../../shared/contracts/sitemap';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { documents } from './support/documents';
import { READ_ACTIONS, createApiToken, setPublicPermissions } from './support/permissions';
import { expectReciprocal, parseIndex, parseUrlset, type ParsedUrl } from './support/sitemap';
import { startTestApp, type TestApp } from './support/strapi';
import { MAX_FILE_BYTES, pathBytesBound } from '../../server/src/domain/sitemap/split';
import { renderUrl } from '../../server/src/domain/sitemap/xml';

const INDEX = '/api/sitetools/sitemap.xml';
const PERMISSION = 'plugin::sitetools.sitemap.find';
const SITE = 'https://www.example.com';
const CONFIG = 'plugin::sitetools';
const ALIAS_UID = 'plugin::sitetools.url-alias';

let app: TestApp;

/** A sitemap route over plain fetch: the test reads its headers and its XML. */
const fetchXml = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(path.startsWith('http') ? path : `${app.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

/** Every URL of the sitemap, file by file in the index's order, with the file URLs. */
const wholeSitemap = async () => {
  const index = await fetchXml(INDEX);
  expect(index.status).toBe(200);
  const files = parseIndex(index.text);
  const urls: ParsedUrl[][] = [];
  for (const file of files) {
    const res = await fetchXml(file);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    urls.push(parseUrlset(res.text));
  }
  return { files, urls, all: urls.flat(), etag: index.headers.get('etag')! };
};

const locs = (urls: ParsedUrl[]) => urls.map((url) => url.loc);
const pages = () => documents(app.strapi, 'api::page.page');

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, READ_ACTIONS);
});
afterAll(() => app?.stop());
beforeEach(() => {
  app.strapi.config.set(`${CONFIG}.frontendUrl`, SITE);
  app.strapi.config.set(`${CONFIG}.frontendUrls`, {});
  app.strapi.config.set(`${CONFIG}.sitemap`, { urlsPerFile: 50_000, excludeField: 'sitemapExclude' });
});

describe('sitemap without a front-end URL', () => {
  it('answers 404 with the reason on both routes, and the Overview says why', async () => {
    app.strapi.config.set(`${CONFIG}.frontendUrl`, null);
    for (const path of [INDEX, '/api/sitetools/sitemap/1.xml']) {
      const res = await api(app.url).get(path);
      expect(res.status).toBe(404);
      expect(res.error).toMatchObject({ name: 'NotFoundError', message: 'No sitemap: no frontendUrl configured' });
    }
    const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const overview = await api(app.url).get<GetSitemapOverview.Response>('/sitetools/sitemap', { token: admin });
    expect(overview.body.data).toEqual({ available: false, reason: 'no-frontend-url' });
  });
});

describe('sitemap (content API)', () => {
  it('lists every live URL once, absolute, with its lastmod, in a well-formed index and file', async () => {
    const { files, all } = await wholeSitemap();
    expect(files).toEqual([`${app.url}/api/sitetools/sitemap/1.xml`]);
    expect(locs(all)).toEqual(
      expect.arrayContaining([`${SITE}/pages/about`, `${SITE}/pages/a-propos`, `${SITE}/pages/contact`, `${SITE}/articles/hello-world`])
    );
    expect(new Set(locs(all)).size).toBe(all.length);
    expect(locs(all)).not.toContain(`${SITE}/pages/coming-soon`);
    for (const url of all) expect(new Date(url.lastmod!).toISOString()).toBe(url.lastmod);
  });

  it('gives every URL with other locales its alternates: all of them, itself and x-default (the default locale)', async () => {
    const { all } = await wholeSitemap();
    expectReciprocal(all);
    const about = all.find((url) => url.loc === `${SITE}/pages/about`)!;
    expect(about.links).toEqual([
      { hreflang: 'en', href: `${SITE}/pages/about` },
      { hreflang: 'fr', href: `${SITE}/pages/a-propos` },
      { hreflang: 'x-default', href: `${SITE}/pages/about` },
    ]);
    // Contact has the same path in both locales: one URL, listed once (default locale), alone.
    expect(all.filter((url) => url.loc === `${SITE}/pages/contact`)).toEqual([
      { loc: `${SITE}/pages/contact`, lastmod: expect.any(String), links: [] },
    ]);
    expect(all.find((url) => url.loc === `${SITE}/articles/hello-world`)!.links).toEqual([]);
    expect(all.find((url) => url.loc === `${SITE}/pages/pricing`)!.links).toEqual([]);
  });

  it('takes the base of a locale from frontendUrls when it has one', async () => {
    app.strapi.config.set(`${CONFIG}.frontendUrls`, { fr: 'https://fr.example.com/site' });
    const { all } = await wholeSitemap();
    expectReciprocal(all);
    expect(all.find((url) => url.loc === `${SITE}/pages/about`)!.links).toContainEqual({
      hreflang: 'fr',
      href: 'https://fr.example.com/site/pages/a-propos',
    });
  });

  it('leaves out drafts, unpublished entries and excluded entries, and their alternates', async () => {
    const hidden = await pages().create({ data: { title: 'Hidden one', sitemapExclude: true }, locale: 'en', status: 'published' });
    await pages().update({ documentId: hidden.documentId, locale: 'fr', data: { title: 'Cachée' }, status: 'published' });
    const gone = await pages().create({ data: { title: 'Gone soon' }, locale: 'en', status: 'published' });
    await pages().unpublish({ documentId: gone.documentId, locale: 'en' });
    await pages().create({ data: { title: 'Only a draft' }, locale: 'en' });
    const { all } = await wholeSitemap();
    expectReciprocal(all);
    expect(locs(all)).not.toEqual(expect.arrayContaining([`${SITE}/pages/hidden-one`]));
    expect(locs(all).filter((loc) => /hidden-one|gone-soon|only-a-draft/.test(loc))).toEqual([]);
    // The French version is listed, alone: its English version is excluded.
    expect(all.find((url) => url.loc === `${SITE}/pages/cachee`)!.links).toEqual([]);
  });

  it('splits at urlsPerFile into files that keep their slice, with the same URLs as one file', async () => {
    const single = await wholeSitemap();
    app.strapi.config.set(`${CONFIG}.sitemap`, { urlsPerFile: 2, excludeField: 'sitemapExclude' });
    const split = await wholeSitemap();
    expect(split.files.length).toBeGreaterThan(1);
    expect(split.urls.every((file) => file.length >= 1 && file.length <= 2)).toBe(true);
    expect(locs(split.all)).toEqual(locs(single.all));
    expectReciprocal(split.all);
    const again = await fetchXml(split.files[0]);
    expect(parseUrlset(again.text)).toEqual(split.urls[0]);
    expect(split.etag).not.toBe(single.etag);
    expect((await fetchXml('/api/sitetools/sitemap/999999.xml')).status).toBe(404);
    expect((await fetchXml('/api/sitetools/sitemap/first.xml')).status).toBe(404);
  });

  it('answers 304 to the current ETag, and moves it on a new page, a republish and a config change', async () => {
    const first = await fetchXml(INDEX);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const cached = await fetchXml(INDEX, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe('');
    const file = await fetchXml('/api/sitetools/sitemap/1.xml');
    expect((await fetchXml('/api/sitetools/sitemap/1.xml', { 'if-none-match': file.headers.get('etag')! })).status).toBe(304);

    const page = await pages().create({ data: { title: 'Fresh' }, locale: 'en', status: 'published' });
    const afterCreate = (await fetchXml(INDEX, { 'if-none-match': etag })).headers.get('etag')!;
    expect(afterCreate).not.toBe(etag);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await pages().update({ documentId: page.documentId, locale: 'en', data: { body: 'Edited' }, status: 'published' });
    const republished = await fetchXml(INDEX, { 'if-none-match': afterCreate });
    expect(republished.status).toBe(200);

    app.strapi.config.set(`${CONFIG}.frontendUrl`, 'https://other.example.com');
    expect((await fetchXml(INDEX, { 'if-none-match': republished.headers.get('etag')! })).status).toBe(200);
  });

  it("gives each file its own ETag, moved by a republish of one of its entries and by no other's", async () => {
    app.strapi.config.set(`${CONFIG}.sitemap`, { urlsPerFile: 2, excludeField: 'sitemapExclude' });
    const page = await pages().create({ data: { title: 'In the last file' }, locale: 'en', status: 'published' });
    const { files } = await wholeSitemap();
    const [firstFile, lastFile] = [files[0], files[files.length - 1]];
    expect(firstFile).not.toBe(lastFile);
    const etagOf = async (url: string) => (await fetchXml(url)).headers.get('etag')!;
    const [firstEtag, lastEtag] = [await etagOf(firstFile), await etagOf(lastFile)];
    expect(firstEtag).not.toBe(lastEtag);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await pages().update({ documentId: page.documentId, locale: 'en', data: { body: 'Edited' }, status: 'published' });
    expect((await fetchXml(firstFile, { 'if-none-match': firstEtag })).status).toBe(304);
    const lastAgain = await fetchXml(lastFile, { 'if-none-match': lastEtag });
    expect(lastAgain.status).toBe(200);
    expect(lastAgain.text).toContain('/pages/in-the-last-file');
  });

  it('offers one permission for the index and its files', () => {
    const actions = app.strapi.plugin('users-permissions').service('users-permissions').getActions();
    expect(Object.keys(actions['plugin::sitetools'].controllers.sitemap)).toEqual(['find']);
    expect(app.strapi.contentAPI.permissions.providers.action.keys()).toContain(PERMISSION);
  });

  it('needs its own permission, which a custom token can hold alone', async () => {
    await setPublicPermissions(
      app.strapi,
      READ_ACTIONS.filter((action) => action !== PERMISSION)
    );
    try {
      expect((await fetchXml(INDEX)).status).toBe(403);
      expect((await fetchXml('/api/sitetools/sitemap/1.xml')).status).toBe(403);
      const token = await createApiToken(app.strapi, 'custom', [PERMISSION]);
      const auth = { authorization: `Bearer ${token}` };
      expect((await fetchXml(INDEX, auth)).status).toBe(200);
      expect((await fetchXml('/api/sitetools/sitemap/1.xml', auth)).status).toBe(200);
      const other = await createApiToken(app.strapi, 'custom', ['plugin::sitetools.url-alias.find']);
      expect((await fetchXml(INDEX, { authorization: `Bearer ${other}` })).status).toBe(403);
    } finally {
      await setPublicPermissions(app.strapi, READ_ACTIONS);
    }
  });

  it('sizes its files by the longest live path: 50,000 URLs for short paths, fewer while a long one is live', async () => {
    const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const perFile = async () => {
      const overview = (await api(app.url).get<GetSitemapOverview.Response>('/sitetools/sitemap', { token: admin })).body.data;
      return overview.available ? overview.urlsPerFile : null;
    };
    // The database's sum is the domain's bound, path by path.
    const largestInJs = async () => {
      const live = await app.strapi.db.query(ALIAS_UID).findMany({ select: ['url_path'], where: { live: true } });
      return Math.max(...live.map((alias: { url_path: string }) => pathBytesBound(alias.url_path)));
    };
    const largestInSql = () => app.strapi.plugin('sitetools').service('alias-store').longestPathBytes() as Promise<number>;
    expect(await largestInSql()).toBe(await largestInJs());
    expect(await perFile()).toBe(50_000);
    const path = `/long/${"l'été & 😀 ".repeat(20)}end`;
    // Written by hand, through the Content Manager as an editor writes it.
    const created = await api(app.url).post<{ data: { documentId: string } }>(
      '/content-manager/collection-types/api::page.page/actions/publish?locale=en',
      { title: 'A long path', sitetools: { generated: false, path } },
      { token: admin }
    );
    expect(created.status).toBe(200);
    const { documentId } = created.body.data;
    expect(await largestInSql()).toBe(pathBytesBound(path));
    expect(await largestInJs()).toBe(pathBytesBound(path));
    const fewer = (await perFile()) ?? 0;
    expect(fewer).toBeGreaterThan(0);
    expect(fewer).toBeLessThan(50_000);
    // Its file still fits: URLs as long as this one, as many as a file holds, stay under 50 MB.
    const { all } = await wholeSitemap();
    const longest = Math.max(
      ...all.map((url) => Buffer.byteLength(renderUrl({ loc: url.loc, lastmod: new Date(), alternates: url.links })))
    );
    expect(fewer * longest).toBeLessThan(MAX_FILE_BYTES);
    await pages().delete({ documentId });
    expect(await perFile()).toBe(50_000);
  });

  it('gives the Overview the index path and its size', async () => {
    const { all, files } = await wholeSitemap();
    const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const res = await api(app.url).get<GetSitemapOverview.Response>('/sitetools/sitemap', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      available: true,
      url: `${app.url}/api/sitetools/sitemap.xml`,
      // Counted per locale: the contact page's two locales share one URL, listed once.
      urls: all.length + 1,
      files: files.length,
      urlsPerFile: expect.any(Number),
    });
  });
});
