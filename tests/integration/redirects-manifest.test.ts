import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetRedirectManifest } from '../../addons/redirects/shared/contracts/redirects';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { READ_ACTIONS, createApiToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const MANIFEST = '/api/sitetools/redirects/manifest';
const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;

/** The manifest over plain fetch: the test reads its headers. */
const manifest = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${app.url}${MANIFEST}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as GetRedirectManifest.Response) : null };
};

const create = async (from: string, to: string, publish = true) => {
  const res = await api(app.url).post(ADMIN, { data: { from, to, status_code: 302 }, publish }, { token: admin });
  expect(res.status).toBe(201);
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('redirect manifest (content API)', () => {
  it('returns every published redirect, and only them, with the version in a strong ETag', async () => {
    await create('/m-published', '/pages/about');
    await create('/m-draft', '/pages/about', false);
    const res = await manifest();
    expect(res.status).toBe(200);
    expect(res.body!.data).toContainEqual({ from: '/m-published', to: '/pages/about', status_code: 302, locale: null });
    expect(res.body!.data.map((redirect) => redirect.from)).not.toContain('/m-draft');
    expect(res.body!.data.every((redirect) => Object.keys(redirect).sort().join() === 'from,locale,status_code,to')).toBe(true);
    const froms = res.body!.data.map((redirect) => redirect.from);
    expect(froms).toEqual([...froms].sort());
    // The version row's creation time (base 36) and its counter.
    expect(res.body!.meta.version).toMatch(/^[0-9a-z]{6,}\.\d+$/);
    expect(res.headers.get('etag')).toBe(`"${res.body!.meta.version}"`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 without a body to a request that holds the current version', async () => {
    const first = await manifest();
    const again = await manifest({ 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await manifest({ 'if-none-match': `"other", ${first.headers.get('etag')}` })).status).toBe(304);
  });

  it('gives the new redirects and a new version once a redirect is written', async () => {
    const before = await manifest();
    await create('/m-later', '/pages/about');
    const after = await manifest({ 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body!.meta.version).not.toBe(before.body!.meta.version);
    expect(after.body!.data).toContainEqual({ from: '/m-later', to: '/pages/about', status_code: 302, locale: null });
  });

  it('needs the redirects list permission, which read-only and custom tokens grant', async () => {
    await setPublicPermissions(app.strapi, READ_ACTIONS);
    try {
      const refused = await manifest();
      expect(refused.status).toBe(403);
      for (const token of [await createApiToken(app.strapi, 'read-only'), await createApiToken(app.strapi, 'custom', [FIND])]) {
        expect((await manifest({ authorization: `Bearer ${token}` })).status).toBe(200);
      }
      const other = await createApiToken(app.strapi, 'custom', ['plugin::sitetools.router.find']);
      expect((await manifest({ authorization: `Bearer ${other}` })).status).toBe(403);
    } finally {
      await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
    }
  });

  it('adds no permission of its own to Users & Permissions or token scopes', () => {
    const actions: string[] = app.strapi.contentAPI.permissions.providers.action.keys();
    // The addon's content API actions: the redirects list's, which the manifest shares, and the
    // intakes' (the 404 inbox, the redirect hits).
    expect(actions.filter((action) => action.startsWith('plugin::sitetools-addon-redirects.')).sort()).toEqual(
      [FIND, 'plugin::sitetools-addon-redirects.not-found.create', 'plugin::sitetools-addon-redirects.redirect-hit.create'].sort()
    );
  });
});
