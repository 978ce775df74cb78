import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitetoolsRoute } from '../../shared/contracts/graphql';
import { errorCode, graphql } from './support/graphql';
import { READ_ACTIONS, createApiToken, createUserToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// Who may run the sitetools GraphQL queries: the permissions of their REST routes, for the Public
// role, an authenticated user's role and API tokens. A refusal is a `FORBIDDEN` error.

const ROUTER = 'plugin::sitetools.router.find';
const ALIASES = 'plugin::sitetools.url-alias.find';
const PAGES = 'api::page.page.find';
const REDIRECTS = 'plugin::sitetools-addon-redirects.redirect.find';

const ROUTE = 'query R($path: String!) { sitetoolsRoute(path: $path) { __typename ... on SitetoolsRedirectRoute { to } } }';
const LIST_ALIASES = '{ sitetoolsUrlAliases { pageInfo { total } } }';
const LIST_REDIRECTS = '{ sitetoolsRedirects { pageInfo { total } } }';

let app: TestApp;
let query: ReturnType<typeof graphql>;
const routeType = async (path: string, token?: string) => {
  const res = await query<{ sitetoolsRoute: SitetoolsRoute }>(ROUTE, { path }, { token });
  return res.data?.sitetoolsRoute.__typename ?? errorCode(res);
};
const listCode = async (list: string, token?: string) => {
  const res = await query(list, undefined, { token });
  return res.errors.length === 0 ? 'ok' : errorCode(res);
};

beforeAll(async () => {
  app = await startTestApp();
  query = graphql(app.url);
});
afterAll(() => app?.stop());

describe('Public role', () => {
  it('needs the router permission, then the find permission of the entry type', async () => {
    await setPublicPermissions(
      app.strapi,
      READ_ACTIONS.filter((action) => action !== ROUTER)
    );
    expect(await routeType('/pages/about')).toBe('FORBIDDEN');
    await setPublicPermissions(
      app.strapi,
      READ_ACTIONS.filter((action) => action !== PAGES)
    );
    expect(await routeType('/pages/about')).toBe('FORBIDDEN');
    expect(await routeType('/articles/hello-world')).toBe('SitetoolsEntryRoute');
  });

  it('sees the redirect hint only with the redirects permission', async () => {
    await setPublicPermissions(app.strapi, READ_ACTIONS);
    expect(await routeType('/about-us')).toBe('SitetoolsNotFound');
    await setPublicPermissions(app.strapi, [...READ_ACTIONS, REDIRECTS]);
    expect(await routeType('/about-us')).toBe('SitetoolsRedirectRoute');
  });

  it('lists aliases and redirects with their REST permissions only', async () => {
    await setPublicPermissions(app.strapi, [...READ_ACTIONS, REDIRECTS]);
    expect([await listCode(LIST_ALIASES), await listCode(LIST_REDIRECTS)]).toEqual(['ok', 'ok']);
    await setPublicPermissions(app.strapi, [ROUTER, PAGES]);
    expect([await listCode(LIST_ALIASES), await listCode(LIST_REDIRECTS)]).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  });
});

describe('Authenticated users', () => {
  it('get what their role grants', async () => {
    await setPublicPermissions(app.strapi, []);
    const reader = await createUserToken(app.strapi, [ROUTER, PAGES, ALIASES]);
    expect(await routeType('/pages/about', reader)).toBe('SitetoolsEntryRoute');
    expect(await listCode(LIST_ALIASES, reader)).toBe('ok');
    expect(await listCode(LIST_REDIRECTS, reader)).toBe('FORBIDDEN');
    const noPages = await createUserToken(app.strapi, [ROUTER, ALIASES]);
    expect(await routeType('/pages/about', noPages)).toBe('FORBIDDEN');
    // With no permission at all, Strapi refuses an anonymous request before GraphQL runs.
    expect(await routeType('/pages/about')).toBe('UnauthorizedError');
  });
});

describe('API tokens', () => {
  it('read-only and full-access tokens may run every query', async () => {
    await setPublicPermissions(app.strapi, []);
    for (const type of ['read-only', 'full-access'] as const) {
      const token = await createApiToken(app.strapi, type);
      expect(await routeType('/pages/about', token)).toBe('SitetoolsEntryRoute');
      expect(await routeType('/about-us', token)).toBe('SitetoolsRedirectRoute');
      expect([await listCode(LIST_ALIASES, token), await listCode(LIST_REDIRECTS, token)]).toEqual(['ok', 'ok']);
    }
  });

  it('a custom token gets exactly its permissions', async () => {
    const token = await createApiToken(app.strapi, 'custom', [ROUTER, 'api::article.article.find']);
    expect(await routeType('/articles/hello-world', token)).toBe('SitetoolsEntryRoute');
    expect(await routeType('/pages/about', token)).toBe('FORBIDDEN');
    expect(await routeType('/about-us', token)).toBe('SitetoolsNotFound');
    expect(await listCode(LIST_ALIASES, token)).toBe('FORBIDDEN');
  });

  it('an unknown token is refused', async () => {
    const res = await query('{ sitetoolsRoute(path: "/pages/about") { __typename } }', undefined, { token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.data).toBeNull();
    expect(res.httpError).toBe('UnauthorizedError');
  });
});
