import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, routerUrl, type ApiResponse } from './support/api';
import { READ_ACTIONS, createApiToken, createUserToken, expireApiToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';
import type { FindByPath } from '../../shared/contracts/router';

let app: TestApp;

const PAGE = routerUrl('/pages/about');
const ARTICLE = routerUrl('/articles/hello-world');
const LIST = '/api/sitetools/url-alias';

const without = (action: string) => READ_ACTIONS.filter((a) => a !== action);

/** Each case removes one permission and names the request that must then be refused. */
const MISSING: ReadonlyArray<[string, string, string]> = [
  ['plugin::sitetools.router.find', PAGE, 'the router'],
  ['plugin::sitetools.url-alias.find', LIST, 'the url-alias list'],
  ['api::page.page.find', PAGE, "the router for a page (the content type's find)"],
];

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const expectForbidden = (res: ApiResponse) => {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ data: null });
  expect(res.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
};

describe('permissions offered to roles and tokens', () => {
  it('lists the sitetools and redirects find actions in Users & Permissions', async () => {
    const actions = app.strapi.plugin('users-permissions').service('users-permissions').getActions();
    expect(actions['plugin::sitetools'].controllers).toMatchObject({
      router: { find: { enabled: false } },
      'url-alias': { find: { enabled: false } },
    });
    expect(actions['plugin::sitetools-addon-redirects'].controllers.redirect).toHaveProperty('find');
  });

  it('offers them as API token scopes', async () => {
    const scopes = app.strapi.contentAPI.permissions.providers.action.keys();
    expect(scopes).toEqual(
      expect.arrayContaining([
        'plugin::sitetools.router.find',
        'plugin::sitetools.url-alias.find',
        'plugin::sitetools-addon-redirects.redirect.find',
      ])
    );
  });
});

describe('Public role', () => {
  it('reads the router and the list when granted', async () => {
    await setPublicPermissions(app.strapi, READ_ACTIONS);
    expect((await api(app.url).get(PAGE)).status).toBe(200);
    expect((await api(app.url).get(LIST)).status).toBe(200);
  });

  it.each(MISSING)('without %s gets 403 from %s', async (action, url) => {
    await setPublicPermissions(app.strapi, without(action));
    expectForbidden(await api(app.url).get(url));
  });

  it('without the page find permission still reads articles through the router', async () => {
    await setPublicPermissions(app.strapi, without('api::page.page.find'));
    expect((await api(app.url).get(ARTICLE)).status).toBe(200);
  });
});

describe('Authenticated role (users-permissions JWT)', () => {
  it('reads the router and the list when granted', async () => {
    await setPublicPermissions(app.strapi, []);
    const jwt = await createUserToken(app.strapi, READ_ACTIONS);
    expect((await api(app.url).get(PAGE, { token: jwt })).status).toBe(200);
    expect((await api(app.url).get(LIST, { token: jwt })).status).toBe(200);
  });

  it.each(MISSING)('without %s gets 403 from %s', async (action, url) => {
    const jwt = await createUserToken(app.strapi, without(action));
    expectForbidden(await api(app.url).get(url, { token: jwt }));
  });

  it('with a bad JWT is refused', async () => {
    const res = await api(app.url).get(PAGE, { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
  });
});

describe('API tokens', () => {
  it.each(['read-only', 'full-access'] as const)('a %s token reads the router and the list', async (type) => {
    await setPublicPermissions(app.strapi, []);
    const token = await createApiToken(app.strapi, type);
    const routed = await api(app.url).get<FindByPath.Response>(PAGE, { token });
    expect(routed.status).toBe(200);
    expect(routed.body.data.title).toBe('About');
    expect((await api(app.url).get(LIST, { token })).status).toBe(200);
  });

  it('a custom token with find and findOne on the type and both sitetools scopes works', async () => {
    const token = await createApiToken(app.strapi, 'custom', READ_ACTIONS);
    expect((await api(app.url).get(PAGE, { token })).status).toBe(200);
    expect((await api(app.url).get(LIST, { token })).status).toBe(200);
  });

  it.each(MISSING)('a custom token without %s gets 403 from %s', async (action, url) => {
    const token = await createApiToken(app.strapi, 'custom', without(action));
    expectForbidden(await api(app.url).get(url, { token }));
  });

  it('an invalid token is refused', async () => {
    const res = await api(app.url).get<FindByPath.Response>(PAGE, { token: 'f'.repeat(256) });
    expect(res.status).toBe(401);
    expect(res.body.data).toBeNull();
  });

  it('an expired token is refused', async () => {
    const token = await createApiToken(app.strapi, 'read-only');
    await expireApiToken(app.strapi, token);
    const res = await api(app.url).get(PAGE, { token });
    expect(res.status).toBe(401);
  });
});
