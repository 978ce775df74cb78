import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FindRemovalImpact } from '../../shared/contracts/removal-impact';
import type { FindRemovalImpact as FindAddonImpact, RemoveEntries } from '../../addons/redirects/shared/contracts/removals';
import type { FindRemovedUrls } from '../../addons/redirects/shared/contracts/removed-urls';
import { adminSession, adminToken, contentTypePermission, createAdminRole } from './support/admin';
import { api } from './support/api';
import { pagesUnderTheirParent } from './support/parent-pattern';
import { documents } from './support/documents';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const IMPACT = `/sitetools/removal-impact/${PAGE}`;
const ADDON_IMPACT = `/sitetools-addon-redirects/removal-impact/${PAGE}`;
const REMOVALS = `/sitetools-addon-redirects/removals/${PAGE}`;
const CONFIG = 'plugin::sitetools-addon-redirects';

let app: TestApp;
let admin: string;

const pages = () => documents(app.strapi, PAGE);
const livePathOf = async (documentId: string) =>
  (
    (await app.strapi.db
      .query('plugin::sitetools.url-alias')
      .findOne({ where: { entryDocumentId: documentId, locale: 'en', live: true }, select: ['url_path'] })) as { url_path: string } | null
  )?.url_path;
const ruleFrom = async (from: string) => {
  const row = await app.strapi.db
    .query('plugin::sitetools-addon-redirects.redirect')
    .findOne({ where: { from, publishedAt: { $notNull: true } }, select: ['to', 'status_code'] });
  return row === null ? undefined : { to: row.to, status_code: row.status_code };
};
const published = (title: string, data: Record<string, unknown> = {}) =>
  pages().create({ data: { title, ...data }, locale: 'en', status: 'published' });

/** A target page with a page linking to it, a child page, a redirect leading to it with hits, and 404 reports of its path. */
const linkedTarget = async (name: string) => {
  const target = await published(`${name} target`);
  const path = (await livePathOf(target.documentId)) as string;
  const holder = await published(`${name} holder`, { related: { contentType: PAGE, documentId: target.documentId } });
  // A rich-text link too, and one to the target's French version, which removing English leaves alone.
  const blocks = [
    {
      type: 'paragraph',
      children: [{ type: 'link', url: `https://sitetools.invalid/${target.documentId}`, children: [{ type: 'text', text: 'it' }] }],
    },
  ];
  const richHolder = await published(`${name} rich holder`, { content: blocks, notes: `[fr](sitetools://${target.documentId}?locale=fr)` });
  const child = await published(`${name} child`, { parent: target.documentId });
  await app.strapi.documents('plugin::sitetools-addon-redirects.redirect').create({
    data: { from: `/old/${name}`, to: path, status_code: 301 },
    status: 'published',
  });
  await app.strapi.db.query('plugin::sitetools-addon-redirects.redirect-hit').create({
    data: { from: `/old/${name}`, locale: '', hits: 7, lastHit: new Date() },
  });
  const now = new Date();
  await app.strapi.db.query('plugin::sitetools-addon-redirects.not-found').create({
    data: { path, locale: 'en', hits: 3, firstSeen: now, lastSeen: now },
  });
  return { target, holder, richHolder, child, path };
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  // Pages under their parent's path: a parent's children are the paths that move with it.
  await pagesUnderTheirParent(app, admin);
});
afterEach(() => app.strapi.config.set(`${CONFIG}.removal`, { contentTypes: {} }));
afterAll(() => app?.stop());

describe('the impact of removing entries', () => {
  it('lists the live path, the links in, the child paths, the redirects leading there with their hits, and the policy', async () => {
    app.strapi.config.set(`${CONFIG}.removal`, { contentTypes: { [PAGE]: 'gone' } });
    const { target, holder, richHolder, child, path } = await linkedTarget('impact');
    const res = await api(app.url).get<FindRemovalImpact.Response>(`${IMPACT}?documentIds=${target.documentId}&locale=en`, {
      token: admin,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const childPath = await livePathOf(child.documentId);
    expect(childPath?.startsWith(`${path}/`)).toBe(true);
    expect(res.body.data).toEqual([
      {
        documentId: target.documentId,
        locale: 'en',
        title: 'impact target',
        path,
        linksIn: {
          data: [
            {
              contentType: PAGE,
              contentTypeName: 'Page',
              documentId: holder.documentId,
              locale: 'en',
              title: 'impact holder',
              field: 'related',
            },
            {
              contentType: PAGE,
              contentTypeName: 'Page',
              documentId: richHolder.documentId,
              locale: 'en',
              title: 'impact rich holder',
              field: 'content',
            },
          ],
          hidden: 0,
        },
        children: { data: [{ contentType: PAGE, documentId: child.documentId, path: childPath }], hidden: 0 },
      },
    ]);
    // A path with a comma is one path.
    const addon = await api(app.url).post<FindAddonImpact.Response>(
      ADDON_IMPACT,
      { locale: 'en', paths: [path, '/a,b'] },
      { token: admin }
    );
    expect(addon.status, JSON.stringify(addon.error)).toBe(200);
    expect(addon.body.data).toEqual({
      policy: 'gone',
      paths: [
        { path, redirects: [{ from: '/old/impact', status_code: 301, hits: 7 }], notFoundHits: 3 },
        { path: '/a,b', redirects: [], notFoundHits: 0 },
      ],
    });
  });

  it('shows an editor only what they may read: links from entries they may not read are counted, redirect sources hidden', async () => {
    const { target } = await linkedTarget('scoped');
    const read = contentTypePermission('plugin::content-manager.explorer.read', PAGE, { conditions: ['admin::is-creator'] });
    const editor = await adminSession(app.strapi, app.url, await createAdminRole(app.strapi, [read]));
    // The editor's own entry, which the super admin's pages link to.
    await app.strapi.db.query(PAGE).updateMany({ where: { documentId: target.documentId }, data: { createdBy: editor.id } });
    const res = await api(app.url).get<FindRemovalImpact.Response>(`${IMPACT}?documentIds=${target.documentId}&locale=en`, {
      token: editor.token,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.body.data[0]?.linksIn).toEqual({ data: [], hidden: 2 });
    const path = res.body.data[0]?.path as string;
    const addon = await api(app.url).post<FindAddonImpact.Response>(ADDON_IMPACT, { locale: 'en', paths: [path] }, { token: editor.token });
    expect(addon.body.data.paths[0]?.redirects).toEqual([{ from: null, status_code: 301, hits: 7 }]);
    // An entry they may not read is as one that does not exist.
    const other = await published('scoped other');
    const hidden = await api(app.url).get(`${IMPACT}?documentIds=${other.documentId}&locale=en`, { token: editor.token });
    expect(hidden.status).toBe(404);
  });

  it.each([
    ['no documentIds', 'GET', `${IMPACT}?locale=en`, undefined, 400],
    ['documentIds as a list', 'GET', `${IMPACT}?documentIds[0]=a`, undefined, 400],
    ['too many documentIds', 'GET', `${IMPACT}?documentIds=${Array.from({ length: 101 }, (_, i) => `d${i}`).join(',')}`, undefined, 400],
    ['a type that does not exist', 'GET', '/sitetools/removal-impact/api::nope.nope?documentIds=a', undefined, 403],
    ['a path that is not one', 'POST', ADDON_IMPACT, { paths: ['nope'] }, 400],
    ['no paths', 'POST', ADDON_IMPACT, { paths: [] }, 400],
    ['no entries to remove', 'POST', `${REMOVALS}/delete`, { entries: [] }, 400],
    ['entries that are not a list', 'POST', `${REMOVALS}/unpublish`, { entries: 'a' }, 400],
  ] as const)('answers %s with a 4xx and the standard error body', async (_, method, url, body, status) => {
    const res = await api(app.url).send(method, url, body, { token: admin });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ data: null, error: { status, name: expect.any(String), message: expect.any(String) } });
  });
});

describe("the removal with the editor's choice per entry", () => {
  it("unpublishes with a redirect to a chosen path for one entry and the type's policy for the other", async () => {
    app.strapi.config.set(`${CONFIG}.removal`, { contentTypes: { [PAGE]: 'gone' } });
    const destination = await published('choice destination');
    const destinationPath = (await livePathOf(destination.documentId)) as string;
    const chosen = await published('choice chosen');
    const kept = await published('choice kept');
    const [chosenPath, keptPath] = [await livePathOf(chosen.documentId), await livePathOf(kept.documentId)];
    const body: RemoveEntries.Request = {
      locale: 'en',
      entries: [{ documentId: chosen.documentId, policy: destinationPath }, { documentId: kept.documentId }],
    };
    const res = await api(app.url).post<RemoveEntries.Response>(`${REMOVALS}/unpublish`, body, { token: admin });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(await ruleFrom(chosenPath as string)).toEqual({ to: destinationPath, status_code: 301 });
    expect(await ruleFrom(keptPath as string)).toEqual({ to: null, status_code: 410 });
    // The choice was this request's: a later removal follows the type's policy again.
    const later = await published('choice later');
    const laterPath = (await livePathOf(later.documentId)) as string;
    await pages().unpublish({ documentId: later.documentId, locale: 'en' });
    expect(await ruleFrom(laterPath)).toEqual({ to: null, status_code: 410 });
  });

  it('deletes with "none": no redirect, the path joins the removed pages', async () => {
    app.strapi.config.set(`${CONFIG}.removal`, { contentTypes: { [PAGE]: 'gone' } });
    const page = await published('choice none');
    const path = (await livePathOf(page.documentId)) as string;
    const body = { locale: 'en', entries: [{ documentId: page.documentId, policy: 'none' }] };
    expect((await api(app.url).post(`${REMOVALS}/delete`, body, { token: admin })).status).toBe(200);
    expect(await pages().findOne({ documentId: page.documentId, locale: 'en' })).toBeNull();
    expect(await ruleFrom(path)).toBeUndefined();
    const queue = await api(app.url).get<FindRemovedUrls.Response>(
      `/sitetools-addon-redirects/removed-urls?q=${encodeURIComponent(path)}`,
      {
        token: admin,
      }
    );
    expect(queue.body.data.map((row) => row.path)).toContain(path);
  });

  it("needs the Content Manager's permission on each entry, and refuses a bad policy", async () => {
    const page = await published('choice guarded');
    const role = await createAdminRole(app.strapi, [
      contentTypePermission('plugin::content-manager.explorer.read', PAGE),
      contentTypePermission('plugin::content-manager.explorer.publish', PAGE, { conditions: ['admin::is-creator'] }),
    ]);
    const editor = await adminSession(app.strapi, app.url, role);
    const entries = [{ documentId: page.documentId }];
    expect((await api(app.url).post(`${REMOVALS}/delete`, { locale: 'en', entries }, { token: editor.token })).status).toBe(403);
    const notTheirs = await api(app.url).post(`${REMOVALS}/unpublish`, { locale: 'en', entries }, { token: editor.token });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body).toMatchObject({ data: null, error: { status: 403, name: 'ForbiddenError' } });
    expect(await livePathOf(page.documentId)).toBeDefined();
    // Their own entry, under the same condition.
    const own = await published('choice own');
    await app.strapi.db.query(PAGE).updateMany({ where: { documentId: own.documentId }, data: { createdBy: editor.id } });
    const ownEntries = [{ documentId: own.documentId }];
    expect((await api(app.url).post(`${REMOVALS}/unpublish`, { locale: 'en', entries: ownEntries }, { token: editor.token })).status).toBe(
      200
    );
    const bad = await api(app.url).post(
      `${REMOVALS}/unpublish`,
      { locale: 'en', entries: [{ ...entries[0], policy: 'nowhere' }] },
      { token: admin }
    );
    expect(bad.status).toBe(400);
    const missing = await api(app.url).post(`${REMOVALS}/unpublish`, { locale: 'en', entries: [{ documentId: 'nope' }] }, { token: admin });
    expect(missing.status).toBe(404);
  });
});
