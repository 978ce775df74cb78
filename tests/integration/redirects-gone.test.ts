import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRedirect, GetRedirectManifest } from '../../addons/redirects/shared/contracts/redirects';
import type { SitetoolsRoute } from '../../shared/contracts/graphql';
import { createClient } from '../../packages/client/src/index';
import { applyRedirects } from '../../packages/client/src/next';
import { createRedirectCache } from '../../packages/client/src/cache';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import { graphql } from './support/graphql';
import { expectImportUnchanged, exportRedirects } from './support/redirect-files';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// Gone paths (410 Gone, 451 Unavailable For Legal Reasons): rules without a target, stored with
// a null `to`, named by the router's 404, listed in the manifest, refused as a redirect's target,
// and spread to the redirects that led to the path, so that no visitor takes two hops to a 410.

const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;

const save = (data: Record<string, unknown>, publish = true) =>
  api(app.url).post<{ data: AdminRedirect }>(ADMIN, { data, publish }, { token: admin });

const listed = async (q: string) =>
  (await api(app.url).get<{ data: AdminRedirect[] }>(`${ADMIN}?q=${encodeURIComponent(q)}&pageSize=100`, { token: admin })).body.data;

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('a gone path', () => {
  it('is saved without a target, and refused with one', async () => {
    const created = await save({ from: '/retired', status_code: 410 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ from: '/retired', to: null, status_code: 410 });
    const legal = await save({ from: '/withdrawn', to: '', status_code: '451' });
    expect(legal.body.data).toMatchObject({ to: null, status_code: 451 });

    const withTarget = await save({ from: '/retired-too', to: '/pages/about', status_code: 410 });
    expect(withTarget.status).toBe(400);
    expect(withTarget.error).toMatchObject({ details: { key: 'to' }, message: 'to must be empty for 410: a gone path leads nowhere' });
    const noTarget = await save({ from: '/moved', status_code: 301 });
    expect(noTarget.status).toBe(400);
    expect(noTarget.error?.details).toMatchObject({ key: 'to' });
  });

  it("is named by the router's 404, GraphQL's route, the manifest and sitetools-client", async () => {
    const res = await api(app.url).get(routerUrl('/retired/'));
    expect(res.status).toBe(404);
    expect(res.error?.details).toEqual({ path: '/retired', redirect: { to: null, status_code: 410, locale: null } });

    const route = await graphql(app.url)<{ sitetoolsRoute: SitetoolsRoute }>(
      'query ($path: String!) { sitetoolsRoute(path: $path) { ... on SitetoolsRedirectRoute { to statusCode locale } } }',
      { path: '/withdrawn' }
    );
    expect(route.data?.sitetoolsRoute).toEqual({ to: null, statusCode: 451, locale: null });

    const manifest = (await api(app.url).get<GetRedirectManifest.Response>('/api/sitetools/redirects/manifest')).body;
    expect(manifest.data).toEqual(
      expect.arrayContaining([
        { from: '/retired', to: null, status_code: 410, locale: null },
        { from: '/withdrawn', to: null, status_code: 451, locale: null },
      ])
    );

    const client = createClient({ baseURL: app.url });
    expect(await client.resolve('/retired')).toEqual({ kind: 'gone', statusCode: 410, locale: null });
    const answer = await applyRedirects(new Request('https://www.example.com/withdrawn?x=1'), createRedirectCache(client));
    expect(answer?.status).toBe(451);
    expect(answer?.headers.get('location')).toBeNull();
  });

  it('cannot be a redirect target: two hops to a 410 are refused', async () => {
    const res = await save({ from: '/old-retired', to: '/retired/', status_code: 301 });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      details: { key: 'to' },
      message: 'to: /retired is gone: point to a live page, or make this path gone too',
    });
  });

  it('makes the redirects that led to it gone too, draft and published alike', async () => {
    expect((await save({ from: '/first-home', to: '/second-home', status_code: 301 })).status).toBe(201);
    expect((await save({ from: '/first-draft', to: '/second-home', status_code: 302 }, false)).status).toBe(201);
    expect((await save({ from: '/second-home', status_code: 410 })).status).toBe(201);
    const rows = await listed('-home');
    expect(rows.find((row) => row.from === '/first-home')).toMatchObject({ to: null, status_code: 410, state: 'published' });
    expect((await listed('/first-draft'))[0]).toMatchObject({ to: null, status_code: 410, state: 'draft' });
    const router = await api(app.url).get(routerUrl('/first-home'));
    expect(router.error?.details?.redirect).toEqual({ to: null, status_code: 410, locale: null });
  });

  it('goes out to a file and back unchanged, with an empty target', async () => {
    const csv = await exportRedirects(app.url, admin, 'csv');
    expect(csv.split('\n')).toEqual(expect.arrayContaining(['/retired,,410,', '/withdrawn,,451,']));
    await expectImportUnchanged(app.url, admin, 'csv', csv);
    const json = await exportRedirects(app.url, admin, 'json');
    expect(JSON.parse(json)).toEqual(expect.arrayContaining([{ from: '/retired', to: null, status_code: 410, locale: null }]));
    await expectImportUnchanged(app.url, admin, 'json', json);
  });
});
