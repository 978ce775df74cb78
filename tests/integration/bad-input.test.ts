import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badQueryCases, goodQueryCases, strapiRefusedCases, type ContentApiRoute } from '../cases/query-shape';
import type { FindPublishedRedirects } from '../../addons/redirects/shared/contracts/redirects';
import type { FindByPath } from '../../shared/contracts/router';
import { api, routerUrl } from './support/api';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { toQueryString } from './support/query-string';
import { startTestApp, type TestApp } from './support/strapi';

const REDIRECT_FIND = 'plugin::sitetools-addon-redirects.redirect.find';

/** Each content API route with a query string appended; the router at a live page. */
const ROUTES: Record<ContentApiRoute, (query: string) => string> = {
  router: (query) => routerUrl('/pages/about', query),
  'url-alias': (query) => `/api/sitetools/url-alias?${query}`,
  redirects: (query) => `/api/sitetools/redirects?${query}`,
};
const ALL_ROUTES = Object.keys(ROUTES) as ContentApiRoute[];

/** One row per route a case runs on, titled with both. */
const perRoute = <T extends { name: string; routes?: readonly ContentApiRoute[] }>(cases: ReadonlyArray<T>) =>
  cases.flatMap((row) => (row.routes ?? ALL_ROUTES).map((route) => [`${route}: ${row.name}`, route, row] as const));

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // Every route answers to the Public role, so that a request reaches the shape check.
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, REDIRECT_FIND]);
});
afterAll(() => app?.stop());

describe('content API: a malformed query is a 400 naming the parameter', () => {
  it.each(perRoute(badQueryCases))('%s', async (_, route, { query, key }) => {
    const res = await api(app.url).get(ROUTES[route](toQueryString(query)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message: expect.any(String), details: { key } },
    });
    expect(res.error?.message.startsWith(`${key} `)).toBe(true);
  });
});

describe('content API: well-formed queries still answer', () => {
  it.each(perRoute(goodQueryCases))('%s', async (_, route, { query }) => {
    const res = await api(app.url).get<{ data: unknown }>(ROUTES[route](toQueryString(query)));
    expect(res.status).toBe(200);
    expect(res.body.data).toBeTruthy();
  });

  it('the router and the redirects list serve published content only when asked for drafts', async () => {
    const page = await api(app.url).get<FindByPath.Response>(ROUTES.router('status=draft'));
    expect(page.body.data.publishedAt).toEqual(expect.any(String));
    const redirects = await api(app.url).get<FindPublishedRedirects.Response>(ROUTES.redirects('status=draft'));
    expect(redirects.body.data.every((row) => typeof row.publishedAt === 'string')).toBe(true);
  });
});

describe('content API: unknown and private attributes keep Strapi’s own 400', () => {
  it.each(perRoute(strapiRefusedCases))('%s', async (_, route, { query }) => {
    const res = await api(app.url).get(ROUTES[route](toQueryString(query)));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
  });
});
