import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRedirect, GetRedirectManifest } from '../../addons/redirects/shared/contracts/redirects';
import { createClient } from '../../packages/client/src/index';
import type { SitetoolsRoute } from '../../shared/contracts/graphql';
import { adminToken } from './support/admin';
import { graphql } from './support/graphql';
import { api, routerUrl } from './support/api';
import { expectImportUnchanged, exportRedirects } from './support/redirect-files';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';
import { documents } from './support/documents';
import type { GetBulkGeneration } from '../../shared/contracts/bulk-generation';

// Pattern rules (`/blog/:slug`, `/docs/:path*`, `/:id(\d+)`): stored in the kit's written form,
// answered by the router's 404 hint, the manifest and sitetools-client with the same matcher, and
// kept flat at write time like exact rules: a loop is refused, a chain through one rule is
// composed, exact sources inside a pattern's output get a derived rule answered first.

const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;

const save = (data: Record<string, unknown>, publish = true) =>
  api(app.url).post<{ data: AdminRedirect }>(ADMIN, { data, publish }, { token: admin });

const published = async () => (await api(app.url).get<GetRedirectManifest.Response>('/api/sitetools/redirects/manifest')).body.data;

const ruleFrom = async (from: string) => (await published()).find((rule) => rule.from === from);

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('a pattern rule', () => {
  it('is stored in its written form and refused with a clear 400 when it breaks a rule', async () => {
    const created = await save({ from: '//blog//:slug/', to: '/news/:slug' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ from: '/blog/:slug', to: '/news/:slug', status_code: 301 });

    const unknown = await save({ from: '/a/:x', to: '/b/:y' });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ details: { key: 'to' }, message: 'to uses ":y", which "from" does not have' });
    const unsafe = await save({ from: '/c/:x((?:a+)+)', to: '/d/:x' });
    expect(unsafe.status).toBe(400);
    expect(unsafe.error?.details).toMatchObject({ key: 'from' });
  });

  it("answers the router's 404, the manifest and sitetools-client alike, exact rules first", async () => {
    expect((await save({ from: '/blog/kept', to: '/pages/about' })).status).toBe(201);
    const res = await api(app.url).get(routerUrl('/blog/hello-world'));
    expect(res.status).toBe(404);
    expect(res.error?.details).toMatchObject({ redirect: { to: '/news/hello-world', status_code: 301 } });
    const exact = await api(app.url).get(routerUrl('/blog/kept'));
    expect(exact.error?.details).toMatchObject({ redirect: { to: '/pages/about' } });

    const route = await graphql(app.url)<{ sitetoolsRoute: SitetoolsRoute }>(
      'query ($path: String!) { sitetoolsRoute(path: $path) { ... on SitetoolsRedirectRoute { to statusCode locale } } }',
      { path: '/blog/hello-world' }
    );
    expect(route.data?.sitetoolsRoute).toEqual({ to: '/news/hello-world', statusCode: 301, locale: null });

    expect(await ruleFrom('/blog/:slug')).toEqual({ from: '/blog/:slug', to: '/news/:slug', status_code: 301, locale: null });
    const client = createClient({ baseURL: app.url });
    expect(await client.resolve('/blog/hello-world')).toMatchObject({ kind: 'redirect', to: '/news/hello-world', statusCode: 301 });
    expect(await client.resolve('/blog/kept')).toMatchObject({ kind: 'redirect', to: '/pages/about' });

    const tested = await api(app.url).get<{ data: unknown }>(`${ADMIN}/test?path=${encodeURIComponent('/blog/a-post')}`, { token: admin });
    expect(tested.body.data).toMatchObject({ rule: { from: '/blog/:slug' }, to: '/news/a-post' });
  });

  it('with a constraint and a repeat, to an absolute URL', async () => {
    expect((await save({ from: '/item/:id(\\d+)', to: '/products/:id', status_code: 308 })).status).toBe(201);
    expect((await save({ from: '/docs/:path*', to: 'https://docs.example.com/v2/:path*' })).status).toBe(201);
    const item = await api(app.url).get(routerUrl('/item/42'));
    expect(item.error?.details).toMatchObject({ redirect: { to: '/products/42', status_code: 308 } });
    const word = await api(app.url).get(routerUrl('/item/forty-two'));
    expect(word.error?.details).not.toHaveProperty('redirect');
    const docs = await api(app.url).get(routerUrl('/docs/guide/intro'));
    expect(docs.error?.details).toMatchObject({ redirect: { to: 'https://docs.example.com/v2/guide/intro' } });
  });

  it('that would loop is refused with an example path', async () => {
    const res = await save({ from: '/news/:slug', to: '/blog/:slug' });
    expect(res.status).toBe(400);
    expect(res.error?.details).toMatchObject({ key: 'to' });
    expect(res.error?.message).toMatch(/loop|back to its own source|two hops/);
  });

  it('into a pattern source is composed: one hop', async () => {
    const res = await save({ from: '/archive/:slug', to: '/blog/:slug' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ from: '/archive/:slug', to: '/news/:slug' });
    const hop = await api(app.url).get(routerUrl('/archive/x'));
    expect(hop.error?.details).toMatchObject({ redirect: { to: '/news/x' } });
  });

  it('whose output holds exact sources gets a derived rule for each, answered first', async () => {
    expect((await save({ from: '/guides/old', to: '/guides/new' })).status).toBe(201);
    const res = await save({ from: '/help/:page', to: '/guides/:page' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await ruleFrom('/help/old')).toMatchObject({ to: '/guides/new' });
    const client = createClient({ baseURL: app.url });
    expect(await client.resolve('/help/old')).toMatchObject({ to: '/guides/new' });
    expect(await client.resolve('/help/other')).toMatchObject({ to: '/guides/other' });
  });

  it('makes an exact rule added later into its output answered first, and repoints exact rules into its source', async () => {
    expect((await save({ from: '/guides/renamed', to: '/guides/final' })).status).toBe(201);
    expect(await ruleFrom('/help/renamed')).toMatchObject({ to: '/guides/final' });

    expect((await save({ from: '/legacy', to: '/shop/legacy' })).status).toBe(201);
    expect((await save({ from: '/shop/:item', to: '/store/:item' })).status).toBe(201);
    expect(await ruleFrom('/legacy')).toMatchObject({ to: '/store/legacy' });
    const exact = await save({ from: '/promo', to: '/shop/summer' });
    expect(exact.body.data).toMatchObject({ to: '/store/summer' });
  });

  it('may not cover the live path of an entry', async () => {
    const res = await save({ from: '/pages/:slug', to: '/p/:slug' });
    expect(res.status).toBe(400);
    expect(res.error?.details).toMatchObject({ key: 'from' });
    expect(res.error?.message).toMatch(/\/pages\/[^ ]+, the live path of an entry/);
  });

  it('over a page published later under it is reported where an admin sees failures', async () => {
    expect((await save({ from: '/promo/:slug', to: '/pages/about' })).status).toBe(201);
    const page = await documents(app.strapi, 'api::page.page').create({ data: { title: 'Promo page' }, locale: 'en' });
    const published = await api(app.url).post(
      `/content-manager/collection-types/api::page.page/${page.documentId}/actions/publish?locale=en`,
      { title: 'Promo page', sitetools: { generated: false, path: '/promo/summer' } },
      { token: admin }
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    // The router serves the page; the failures list says the pattern still matches its path.
    expect((await api(app.url).get(routerUrl('/promo/summer'))).status).toBe(200);
    const { body } = await api(app.url).get<GetBulkGeneration.Response>('/sitetools/bulk-generation', { token: admin });
    expect(body.meta.failures.find((item) => item.reason.includes('/promo/:slug'))).toMatchObject({
      source: 'redirect',
      documentId: page.documentId,
      reason: expect.stringContaining('the redirect pattern /promo/:slug matches this live path'),
    });
  });

  it('that is gone answers 410 for every path it matches', async () => {
    expect((await save({ from: '/closed/:path+', status_code: 410 })).status).toBe(201);
    const res = await api(app.url).get(routerUrl('/closed/a/b'));
    expect(res.error?.details).toMatchObject({ redirect: { to: null, status_code: 410 } });
    const client = createClient({ baseURL: app.url });
    expect(await client.resolve('/closed/a')).toMatchObject({ kind: 'gone', statusCode: 410 });
  });

  it('is listed by its kind, and survives an export and import unchanged', async () => {
    const listed = await api(app.url).get<{ data: AdminRedirect[] }>(`${ADMIN}?kind=pattern&pageSize=100`, { token: admin });
    expect(listed.body.data.map((row) => row.from).sort()).toEqual(
      [
        '/archive/:slug',
        '/blog/:slug',
        '/closed/:path+',
        '/docs/:path*',
        '/help/:page',
        '/item/:id(\\d+)',
        '/promo/:slug',
        '/shop/:item',
      ].sort()
    );
    for (const format of ['csv', 'json'] as const) {
      const file = await exportRedirects(app.url, admin, format);
      await expectImportUnchanged(app.url, admin, format, file);
    }
  });
});
