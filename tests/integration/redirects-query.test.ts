import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRedirect, GetRedirectManifest, TestRedirectPath } from '../../addons/redirects/shared/contracts/redirects';
import { createRedirectCache } from '../../packages/client/src/cache';
import { createClient } from '../../packages/client/src/client';
import { applyRedirects } from '../../packages/client/src/next';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { expectImportUnchanged, exportRedirects } from './support/redirect-files';
import { startTestApp, type TestApp } from './support/strapi';

// Query policies: `pass` (the default) hands the visitor's query to the target, `ignore` drops
// it, `exact` matches only the query string its `from` holds (`/?p=12`, WordPress's old links).

const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;

const save = (data: Record<string, unknown>) =>
  api(app.url).post<{ data: AdminRedirect }>(ADMIN, { data, publish: true }, { token: admin });

/** Where the front-end sends a request, as sitetools-client's applyRedirects answers it. */
const hop = async (pathAndQuery: string) => {
  const cache = createRedirectCache(createClient({ baseURL: app.url }));
  const response = await applyRedirects(new Request(`https://www.example.test${pathAndQuery}`), cache);
  return response ? { status: response.status, location: response.headers.get('location') } : null;
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('query policies', () => {
  it('store an exact rule with its query in canonical order, even on a live path', async () => {
    const root = await save({ from: '/?p=12', to: '/pages/about', query: 'exact' });
    expect(root.status, JSON.stringify(root.body)).toBe(201);
    expect(root.body.data).toMatchObject({ from: '/?p=12', query: 'exact' });
    // /pages/contact is live; the rule from /shop?a=1&b=2 below leads there without a query.
    const onLive = await save({ from: '/pages/contact?id=7', to: '/pages/about', query: 'exact' });
    expect(onLive.status, JSON.stringify(onLive.body)).toBe(201);
    const shop = await save({ from: '/shop?b=2&a=1', to: '/pages/contact', query: 'exact' });
    expect(shop.body.data).toMatchObject({ from: '/shop?a=1&b=2' });
    const again = await save({ from: '/shop?a=1&b=2', to: '/pages/about', query: 'exact' });
    expect(again.status).toBe(400);
    expect(again.error?.details).toMatchObject({ key: 'from' });
    expect((await save({ from: '/old-ignore', to: '/pages/about', query: 'ignore' })).status).toBe(201);
    const noPolicy = await save({ from: '/q?x=1', to: '/pages/about' });
    expect(noPolicy.status).toBe(400);
    expect(noPolicy.error).toMatchObject({
      details: { key: 'from' },
      message: 'from must not contain "?" or "#": to match a query string, set query to exact',
    });
    const badPolicy = await save({ from: '/q', to: '/pages/about', query: 'keep' });
    expect(badPolicy.error?.details).toMatchObject({ key: 'query' });
  });

  it('are listed in the manifest and applied by sitetools-client as the rule says', async () => {
    const manifest = (await api(app.url).get<GetRedirectManifest.Response>('/api/sitetools/redirects/manifest')).body;
    expect(manifest.data).toEqual(
      expect.arrayContaining([
        { from: '/?p=12', to: '/pages/about', status_code: 301, locale: null, query: 'exact' },
        { from: '/old-ignore', to: '/pages/about', status_code: 301, locale: null, query: 'ignore' },
        { from: '/about-us', to: '/pages/about', status_code: 301, locale: null },
      ])
    );
    expect(await hop('/?p=12')).toEqual({ status: 301, location: 'https://www.example.test/pages/about' });
    expect(await hop('/?p=13')).toBeNull();
    expect(await hop('/shop?b=2&a=1')).toEqual({ status: 301, location: 'https://www.example.test/pages/contact' });
    expect(await hop('/old-ignore?x=1')).toEqual({ status: 301, location: 'https://www.example.test/pages/about' });
    expect(await hop('/about-us?ref=mail')).toEqual({ status: 301, location: 'https://www.example.test/pages/about?ref=mail' });
  });

  it('answer "Test a path" with the query: an exact rule before the live page it is on', async () => {
    const test = async (path: string) =>
      (await api(app.url).get<TestRedirectPath.Response>(`${ADMIN}/test?path=${encodeURIComponent(path)}`, { token: admin })).body.data;
    expect(await test('/?p=12')).toMatchObject({ live: false, rule: { from: '/?p=12', query: 'exact' }, to: '/pages/about' });
    expect(await test('/pages/contact?id=7')).toMatchObject({ live: false, rule: { query: 'exact' }, to: '/pages/about' });
    expect(await test('/pages/contact')).toMatchObject({ live: true, rule: null });
    expect(await test('/old-ignore?x=1')).toMatchObject({ rule: { from: '/old-ignore' }, to: '/pages/about' });
  });

  it('keep exact rules out of chains: a redirect passing its query to their path is refused', async () => {
    const chain = await save({ from: '/legacy-shop', to: '/shop' });
    expect(chain.status).toBe(400);
    expect(chain.error?.details).toMatchObject({ key: 'to' });
    expect((await save({ from: '/legacy-shop', to: '/shop', query: 'ignore' })).status).toBe(201);
    // And the other way: a rule for a query string of a path a redirect passes its query to.
    expect((await save({ from: '/outlet', to: '/store' })).status).toBe(201);
    const behind = await save({ from: '/store?c=3', to: '/pages/contact', query: 'exact' });
    expect(behind.status).toBe(400);
    expect(behind.error?.details).toMatchObject({ key: 'from' });
  });

  it('go out to a file with a query column and come back unchanged', async () => {
    const csv = await exportRedirects(app.url, admin, 'csv');
    const lines = csv.split('\n');
    expect(lines[0]).toBe('from,to,status_code,locale,query');
    expect(lines).toEqual(expect.arrayContaining(['/?p=12,/pages/about,301,,exact', '/about-us,/pages/about,301,,pass']));
    await expectImportUnchanged(app.url, admin, 'csv', csv);
    await expectImportUnchanged(app.url, admin, 'json', await exportRedirects(app.url, admin, 'json'));
  });
});
