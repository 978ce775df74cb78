import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../packages/client/src/index';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { api, routerUrl } from './support/api';
import { READ_ACTIONS, createApiToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// The router's 404 names the published redirect from the path (the playground seeds
// /about-us → /pages/about), for callers that may also list redirects.

const FIND_REDIRECTS = 'plugin::sitetools-addon-redirects.redirect.find';
const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;
const get = (path: string, token?: string) => api(app.url).get(routerUrl(path), { token });

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND_REDIRECTS]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('router: redirect on a miss', () => {
  it('names the redirect in the 404, for any form of its path', async () => {
    for (const path of ['/about-us', '/about-us/', '//about-us', '/%61bout-us']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.error).toMatchObject({
        name: 'NotFoundError',
        details: { path: '/about-us', redirect: { to: '/pages/about', status_code: 301 } },
      });
    }
  });

  it('names it over a path that only a draft holds', async () => {
    await documents(app.strapi, 'api::page.page').create({ data: { title: 'Moved soon' }, locale: 'en' });
    const created = await api(app.url).post(
      ADMIN,
      { data: { from: '/pages/moved-soon', to: '/pages/contact', status_code: 302 }, publish: true },
      { token: admin }
    );
    expect(created.status).toBe(201);
    expect((await get('/pages/moved-soon')).error?.details?.redirect).toEqual({ to: '/pages/contact', status_code: 302, locale: null });
  });

  it('names no redirect that is only a draft, nor for a path without one', async () => {
    const created = await api(app.url).post(
      ADMIN,
      { data: { from: '/draft-redirect', to: '/pages/about', status_code: 301 }, publish: false },
      { token: admin }
    );
    expect(created.status).toBe(201);
    for (const path of ['/draft-redirect', '/nowhere']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.error?.details).toEqual({ path });
    }
  });

  it('hides the redirect from callers who may not list redirects', async () => {
    await setPublicPermissions(app.strapi, READ_ACTIONS);
    try {
      expect((await get('/about-us')).error?.details).toEqual({ path: '/about-us' });
      const token = await createApiToken(app.strapi, 'custom', ['plugin::sitetools.router.find', FIND_REDIRECTS]);
      expect((await get('/about-us', token)).error?.details?.redirect).toEqual({ to: '/pages/about', status_code: 301, locale: null });
      const readOnly = await createApiToken(app.strapi, 'read-only');
      expect((await get('/about-us', readOnly)).error?.details?.redirect).toEqual({ to: '/pages/about', status_code: 301, locale: null });
    } finally {
      await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND_REDIRECTS]);
    }
  });

  it('lets sitetools-client resolve the path to the redirect', async () => {
    const client = createClient({ baseURL: app.url });
    expect(await client.resolve('/about-us/')).toEqual({ kind: 'redirect', to: '/pages/about', statusCode: 301, locale: null });
  });
});
