import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROUTER_PREVIEW_PERMISSION, type FindByPath } from '../../shared/contracts/router';
import { api, routerUrl, type DocumentResponse } from './support/api';
import { documents } from './support/documents';
import { createApiToken } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// The playground's article routes populate the category in a route middleware and refuse
// requests flagged `x-refuse: articles` in a policy (playground/src/api/article). It reads
// `router.routeStack` and `rest.strictParams` from these variables.
const ROUTE_STACK = 'SITETOOLS_ROUTE_STACK';
const STRICT_PARAMS = 'STRAPI_STRICT_PARAMS';
const ARTICLE = '/articles/hello-world';

let app: TestApp;

/** The router's answer for `path` and the native find-one's for the same entry, with the same extra query. */
const both = async (path: string, extra = '', headers: Record<string, string> = {}) => {
  const client = api(app.url);
  const routed = await client.get<FindByPath.Response>(routerUrl(path, extra), { headers });
  const alias = await app.strapi.db.query('plugin::sitetools.url-alias').findOne({ where: { url_path: path } });
  const documentId: string = alias.entryDocumentId;
  const native = await client.get<DocumentResponse>(`/api/articles/${documentId}${extra ? `?${extra}` : ''}`, { headers });
  return { routed, native };
};

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  delete process.env[ROUTE_STACK];
  delete process.env[STRICT_PARAMS];
  await app?.stop();
});

describe('router.routeStack off, rest.strictParams off (the default)', () => {
  it("answers with the router's own read, without the route middleware's populate", async () => {
    const { routed, native } = await both(ARTICLE);
    expect(native.body.data.category).toMatchObject({ name: 'News' });
    expect(routed.status).toBe(200);
    expect(routed.body.data.category).toBeUndefined();
    expect(routed.body.data).toMatchObject({ title: native.body.data.title, contentType: 'api::article.article' });
  });

  it('serves the entry to a request the route policy refuses natively', async () => {
    const { routed, native } = await both(ARTICLE, '', { 'x-refuse': 'articles' });
    expect(native.status).toBe(403);
    expect(routed.status).toBe(200);
  });

  it('accepts parameters Strapi does not know, as native routes do', async () => {
    const { routed, native } = await both(ARTICLE, 'utm_source=mail');
    expect(native.status).toBe(200);
    expect(routed.status).toBe(200);
  });
});

describe('router.routeStack on for articles, rest.strictParams on', () => {
  beforeAll(async () => {
    process.env[ROUTE_STACK] = 'api::article.article';
    process.env[STRICT_PARAMS] = 'true';
    await app.restart();
  }, 120_000);

  it("answers with the body of the type's find-one route: its middleware's populate included", async () => {
    const { routed, native } = await both(ARTICLE);
    expect(native.status).toBe(200);
    expect(routed.status).toBe(200);
    expect(routed.body.data).toEqual({ ...native.body.data, contentType: 'api::article.article' });
    expect(routed.body.data.category).toMatchObject({ name: 'News' });
    expect(routed.body.meta).toEqual({
      contentType: 'api::article.article',
      path: ARTICLE,
      locale: null,
      alternates: [],
      status: 'published',
      breadcrumbs: [],
    });
  });

  it("passes the client's populate and fields to the route as a native client's", async () => {
    const { routed, native } = await both(ARTICLE, 'fields[0]=title&populate[url_alias][fields][0]=url_path');
    expect(native.status).toBe(200);
    expect(routed.body.data).toEqual({ ...native.body.data, contentType: 'api::article.article' });
    expect(routed.body.data.url_alias).toEqual(expect.objectContaining({ url_path: ARTICLE }));
    expect(routed.body.data.category).toBeUndefined();
  });

  it("applies the route's policy: refused on the router as on the route", async () => {
    const { routed, native } = await both(ARTICLE, '', { 'x-refuse': 'articles' });
    expect(native.status).toBe(403);
    expect(routed.status).toBe(403);
    expect(routed.body).toEqual(native.body);
  });

  it('keeps the router checks: 404 for a path nothing owns, 403 without find on the type', async () => {
    expect((await api(app.url).get(routerUrl('/articles/nothing-here'))).status).toBe(404);
    const token = await createApiToken(app.strapi, 'custom', ['plugin::sitetools.router.find', 'api::article.article.findOne']);
    const refused = await api(app.url).get(routerUrl(ARTICLE), { token });
    expect(refused.status).toBe(403);
  });

  it("adds the route's own authorisation: a caller without findOne is refused as on the route", async () => {
    const token = await createApiToken(app.strapi, 'custom', ['plugin::sitetools.router.find', 'api::article.article.find']);
    expect((await api(app.url).get(routerUrl(ARTICLE), { token })).status).toBe(403);
  });

  it("refuses an unknown parameter with the native route's 400", async () => {
    const { routed, native } = await both(ARTICLE, 'utm_source=mail');
    expect(native.status).toBe(400);
    expect(routed.status).toBe(400);
    expect(routed.error).toEqual(native.error);
    expect(routed.error).toMatchObject({ name: 'ValidationError', details: { key: 'utm_source' } });
  });

  it('refuses an unknown parameter on a type read without the route stack too', async () => {
    const res = await api(app.url).get(routerUrl('/pages/about', 'utm_source=mail'));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ name: 'ValidationError', message: 'Invalid key utm_source', details: { key: 'utm_source' } });
  });

  it('checks an unknown parameter on every request, also once its path and query strings are remembered', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await api(app.url).get(routerUrl('/pages/about'))).status).toBe(200);
      expect((await api(app.url).get(routerUrl('/pages/about', 'utm_source=mail'))).status).toBe(400);
    }
  });

  it("accepts Strapi's own parameters, which the router ignores or uses", async () => {
    for (const extra of ['locale=en', 'status=draft', 'filters[title][$eq]=x', 'sort=title', 'pagination[page]=1']) {
      expect((await api(app.url).get(routerUrl('/pages/about', extra))).status, extra).toBe(200);
      expect((await api(app.url).get(routerUrl(ARTICLE, extra))).status, extra).toBe(200);
    }
  });

  it('previews the draft through the route, for a caller holding the preview permission', async () => {
    const articles = documents(app.strapi, 'api::article.article');
    const article = await articles.create({ data: { title: 'Stacked Preview' }, status: 'published' });
    await articles.update({ documentId: article.documentId, data: { title: 'Stacked Preview Draft' } });
    const token = await createApiToken(app.strapi, 'custom', [
      'plugin::sitetools.router.find',
      ROUTER_PREVIEW_PERMISSION,
      'api::article.article.find',
      'api::article.article.findOne',
    ]);
    const preview = await api(app.url).get<FindByPath.Response>(routerUrl('/articles/stacked-preview-draft', 'status=draft'), { token });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ title: 'Stacked Preview Draft', publishedAt: null });
    expect(preview.body.meta.status).toBe('draft');
    const live = await api(app.url).get<FindByPath.Response>(routerUrl('/articles/stacked-preview', 'status=draft'));
    expect(live.body.data.title).toBe('Stacked Preview');
    expect(live.body.meta.status).toBe('published');
  });
});

describe('router.routeStack on for every type (true)', () => {
  beforeAll(async () => {
    process.env[ROUTE_STACK] = 'true';
    delete process.env[STRICT_PARAMS];
    await app.restart();
  }, 120_000);

  it.each([
    ['/pages/about', 'en'],
    ['/pages/a-propos', 'fr'],
  ])("answers %s with the route's entry in the alias's locale (%s)", async (path, locale) => {
    const alias = await app.strapi.db.query('plugin::sitetools.url-alias').findOne({ where: { url_path: path, locale } });
    const native = await api(app.url).get<DocumentResponse>(`/api/pages/${alias.entryDocumentId}?locale=${locale}`);
    const routed = await api(app.url).get<FindByPath.Response>(routerUrl(path));
    expect(native.status).toBe(200);
    expect(routed.body.data).toEqual({ ...native.body.data, contentType: 'api::page.page' });
    expect(routed.body.data.locale).toBe(locale);
    expect(routed.body.meta).toMatchObject({ path, locale });
  });

  it('reads articles through their route too', async () => {
    const { routed } = await both(ARTICLE);
    expect(routed.body.data.category).toMatchObject({ name: 'News' });
  });
});

describe('router.routeStack at start-up', () => {
  afterEach(() => {
    delete process.env[ROUTE_STACK];
  });

  it('stops the app when it names a type without URL aliases', async () => {
    process.env[ROUTE_STACK] = 'api::category.category';
    const refusal = await startTestApp().then(
      async (other) => {
        await other.stop();
        return 'it started';
      },
      (error: unknown) => String(error)
    );
    expect(refusal).toContain('router.routeStack: api::category.category is not a content type with URL aliases');
  }, 60_000);
});
