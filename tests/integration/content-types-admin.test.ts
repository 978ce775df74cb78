import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentTypesResponse } from '../../shared/contracts/content-types';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { startTestApp, type TestApp } from './support/strapi';

const ROUTE = '/sitetools/content-types';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('GET /sitetools/content-types (admin)', () => {
  it('lists the enabled content types, sorted by name, and leaves the others out', async () => {
    const token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const res = await api(app.url).get<ContentTypesResponse>(ROUTE, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        uid: 'api::about.about',
        displayName: 'About',
        kind: 'singleType',
        pluralName: 'abouts',
        localized: true,
        draftAndPublish: true,
      },
      {
        uid: 'api::article.article',
        displayName: 'Article',
        kind: 'collectionType',
        pluralName: 'articles',
        localized: false,
        draftAndPublish: true,
      },
      {
        uid: 'api::page.page',
        displayName: 'Page',
        kind: 'collectionType',
        pluralName: 'pages',
        localized: true,
        draftAndPublish: true,
      },
    ]);
  });

  it('refuses an editor without the sitetools read permission with 403', async () => {
    const token = await adminToken(app.strapi, app.url, 'strapi-editor');
    const res = await api(app.url).get(ROUTE, { token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ data: null, error: { status: 403, name: 'PolicyError' } });
  });

  it('refuses a request without an admin token with 401', async () => {
    expect((await api(app.url).get(ROUTE)).status).toBe(401);
  });
});
