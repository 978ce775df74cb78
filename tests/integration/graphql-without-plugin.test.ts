import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindByPath } from '../../shared/contracts/router';
import { api, routerUrl } from './support/api';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// The GraphQL plugin is optional: the app boots without it (SITETOOLS_GRAPHQL=false turns it off
// in the playground's config) and the REST API works as before.

let app: TestApp;

beforeAll(async () => {
  process.env.SITETOOLS_GRAPHQL = 'false';
  app = await startTestApp();
  await setPublicPermissions(app.strapi, READ_ACTIONS);
});
afterAll(async () => {
  await app?.stop();
  delete process.env.SITETOOLS_GRAPHQL;
});

describe('without @strapi/plugin-graphql', () => {
  it('boots without the plugin and serves no /graphql', async () => {
    expect(app.strapi.plugin('graphql')).toBeUndefined();
    const res = await api(app.url).post('/graphql', { query: '{ sitetoolsRoute(path: "/pages/about") { __typename } }' });
    // No GraphQL endpoint answers there.
    expect([404, 405]).toContain(res.status);
    expect(res.text).not.toContain('sitetoolsRoute');
  });

  it('still resolves paths and lists aliases over REST', async () => {
    const routed = await api(app.url).get<FindByPath.Response>(routerUrl('/pages/about'));
    expect(routed.status).toBe(200);
    expect(routed.body.meta).toMatchObject({ contentType: 'api::page.page', path: '/pages/about' });
    const missing = await api(app.url).get(routerUrl('/about-us'));
    expect(missing.status).toBe(404);
    expect((await api(app.url).get('/api/sitetools/url-alias')).status).toBe(200);
  });
});
