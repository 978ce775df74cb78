import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetRedirectBloom, SaveRedirect } from '../../addons/redirects/shared/contracts/redirects';
import { createClient } from '../../packages/client/src/client';
import { redirectFilter } from '../../packages/client/src/redirect-filter';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { READ_ACTIONS, createApiToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const BLOOM = '/api/sitetools/redirects/bloom';
const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;

/** The filter over plain fetch: the test reads its headers. */
const bloom = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${app.url}${BLOOM}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as GetRedirectBloom.Response) : null };
};

/** The filter as the client reads it. */
const filter = async () => {
  const result = await createClient({ baseURL: app.url }).redirectBloom();
  if (result.status !== 'modified') throw new Error('the filter was not sent');
  return redirectFilter(result.bloom);
};

const save = async (data: Record<string, unknown>, publish = true): Promise<string> => {
  const res = await api(app.url).post<SaveRedirect.Response>(ADMIN, { data: { status_code: 301, ...data }, publish }, { token: admin });
  expect(res.status).toBe(201);
  return res.body.data.documentId;
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  await save({ from: '/b-exact', to: '/pages/about' });
  await save({ from: '/b-gone', to: null, status_code: 410 });
  await save({ from: '/b-search?p=12', to: '/pages/about', query: 'exact' });
  await save({ from: '/b-blog/:slug', to: '/news/:slug' });
  await save({ from: '/b-draft', to: '/pages/about' }, false);
});
afterAll(() => app?.stop());

describe('redirect Bloom filter (content API)', () => {
  it('says maybe for every published exact rule, and not for drafts or other paths', async () => {
    const res = await bloom();
    expect(res.status).toBe(200);
    expect(res.body!.data).toMatchObject({ hash: 'fnv1a32-fmix32', k: 7, patterns: ['/b-blog'] });
    // One key per published exact rule, the app's own included.
    const manifest = (await (await fetch(`${app.url}/api/sitetools/redirects/manifest`)).json()) as { data: Array<{ from: string }> };
    expect(res.body!.data.n).toBe(manifest.data.filter((rule) => !rule.from.includes(':')).length);
    expect(res.body!.data.m % 8).toBe(0);
    expect(res.body!.meta.paths).toEqual({ trailingSlash: 'never', caseSensitive: true });
    const read = await filter();
    for (const path of ['/b-exact', '/b-exact/', '//b-exact', '/b-gone', '/b-search', '/b-blog/any', '/b-blog/a/b']) {
      expect(read.mayRedirect(path), path).toBe(true);
    }
    for (const path of ['/b-draft', '/b-other', '/b-blogs/any', '/pages/about']) expect(read.mayRedirect(path), path).toBe(false);
  });

  it("carries the manifest's version and ETag, and answers 304 without a body to a request that holds it", async () => {
    const first = await bloom();
    const manifest = await fetch(`${app.url}/api/sitetools/redirects/manifest`);
    expect(first.headers.get('etag')).toBe(manifest.headers.get('etag'));
    expect(first.headers.get('etag')).toBe(`"${first.body!.meta.version}"`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await bloom({ 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(await createClient({ baseURL: app.url }).redirectBloom(first.headers.get('etag'))).toEqual({ status: 'notModified' });
  });

  it('is built once per version', async () => {
    const { version } = (await bloom()).body!.meta;
    const service = app.strapi.plugin('sitetools-addon-redirects').service('redirect-bloom');
    expect(service.read(version)).toBe(service.read(version));
  });

  it('changes once a draft is published, with a new version', async () => {
    const before = await bloom();
    const documentId = await save({ from: '/b-later', to: '/pages/about' }, false);
    expect((await filter()).mayRedirect('/b-later')).toBe(false);
    expect((await api(app.url).post(`${ADMIN}/${documentId}/publish`, undefined, { token: admin })).status).toBe(200);
    const after = await bloom({ 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body!.meta.version).not.toBe(before.body!.meta.version);
    expect(after.body!.data.n).toBe(before.body!.data.n + 1);
    expect((await filter()).mayRedirect('/b-later')).toBe(true);
  });

  it('needs the redirects list permission, as the manifest does', async () => {
    await setPublicPermissions(app.strapi, READ_ACTIONS);
    try {
      const refused = await bloom();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { status: 403, name: 'ForbiddenError' } });
      for (const token of [await createApiToken(app.strapi, 'read-only'), await createApiToken(app.strapi, 'custom', [FIND])]) {
        expect((await bloom({ authorization: `Bearer ${token}` })).status).toBe(200);
      }
      const other = await createApiToken(app.strapi, 'custom', ['plugin::sitetools.router.find']);
      expect((await bloom({ authorization: `Bearer ${other}` })).status).toBe(403);
    } finally {
      await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
    }
  });
});
