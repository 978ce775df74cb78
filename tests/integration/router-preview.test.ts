import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitetoolsRoute } from '../../shared/contracts/graphql';
import { ROUTER_PREVIEW_PERMISSION, type FindByPath } from '../../shared/contracts/router';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import { BULK, waitForJob } from './support/bulk';
import { documents } from './support/documents';
import { graphql } from './support/graphql';
import { READ_ACTIONS, createApiToken, createUserToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// Drafts through the router for previews: only callers holding `plugin::sitetools.router.preview`
// get them with `status=draft`; everyone else is answered exactly as without it.

const PAGE = 'api::page.page';

/** The pages the table reads, by what their draft is like. */
const PAGES = {
  // Published as "Preview Original", its draft renamed "Preview Changed" and not published.
  changed: { live: '/pages/preview-original', draft: '/pages/preview-changed', published: 'Preview Original', drafted: 'Preview Changed' },
  // Never published: its path is reserved, not live.
  neverPublished: { live: null, draft: '/pages/preview-unpublished', published: null, drafted: 'Preview Unpublished' },
  // Published, its draft the same.
  unchanged: { live: '/pages/preview-steady', draft: '/pages/preview-steady', published: 'Preview Steady', drafted: 'Preview Steady' },
} as const;

type Caller = 'public' | 'authenticated' | 'read-only' | 'full-access' | 'custom with preview' | 'custom without preview';

/** Who gets drafts: Strapi's full-access tokens hold every permission, the preview one included. */
const PREVIEWS: Record<Caller, boolean> = {
  public: false,
  authenticated: false,
  'read-only': false,
  'full-access': true,
  'custom with preview': true,
  'custom without preview': false,
};

let app: TestApp;
/** The actions the playground's seed gave the Public role. */
let seededPublic: string[] = [];
const tokens = new Map<Caller, string | undefined>();
const get = (url: string, caller: Caller) => api(app.url).get<FindByPath.Response>(url, { token: tokens.get(caller) });

beforeAll(async () => {
  app = await startTestApp();
  const permissions = (await app.strapi.db.query('plugin::users-permissions.permission').findMany({
    where: { role: { type: 'public' } },
  })) as Array<{ action: string }>;
  seededPublic = permissions.map(({ action }) => action);
  await setPublicPermissions(app.strapi, READ_ACTIONS);
  const pages = documents(app.strapi, PAGE);
  const changed = await pages.create({ data: { title: 'Preview Original' }, locale: 'en', status: 'published' });
  await pages.update({ documentId: changed.documentId, locale: 'en', data: { title: 'Preview Changed' } });
  await pages.create({ data: { title: 'Preview Unpublished' }, locale: 'en' });
  await pages.create({ data: { title: 'Preview Steady' }, locale: 'en', status: 'published' });
  tokens.set('public', undefined);
  tokens.set('authenticated', await createUserToken(app.strapi, READ_ACTIONS));
  tokens.set('read-only', await createApiToken(app.strapi, 'read-only'));
  tokens.set('full-access', await createApiToken(app.strapi, 'full-access'));
  tokens.set('custom with preview', await createApiToken(app.strapi, 'custom', [...READ_ACTIONS, ROUTER_PREVIEW_PERMISSION]));
  tokens.set('custom without preview', await createApiToken(app.strapi, 'custom', READ_ACTIONS));
});
afterAll(() => app?.stop());

/** What a caller must get at `path`: the title served and meta.status, or a 404. */
const expected = (page: (typeof PAGES)[keyof typeof PAGES], path: string, drafts: boolean) => {
  if (drafts) return { title: page.drafted, status: 'draft' };
  return path === page.live ? { title: page.published, status: 'published' } : 404;
};

const callers = Object.keys(PREVIEWS) as Caller[];
const cases = callers.flatMap((caller) =>
  (Object.keys(PAGES) as Array<keyof typeof PAGES>).flatMap((name) => {
    const page = PAGES[name];
    const paths = [...new Set([page.live, page.draft].flatMap((path) => (path === null ? [] : [path])))];
    return paths.flatMap((path) => [false, true].map((asksDraft) => ({ caller, name, path, asksDraft })));
  })
);

describe('router: which version each caller gets', () => {
  it.each(cases)('$caller, $name page at $path, status=draft: $asksDraft', async ({ caller, name, path, asksDraft }) => {
    const res = await get(routerUrl(path, asksDraft ? 'status=draft' : ''), caller);
    const want = expected(PAGES[name], path, asksDraft && PREVIEWS[caller]);
    if (want === 404) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
      return;
    }
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe(want.title);
    expect(res.body.meta.status).toBe(want.status);
  });
});

describe('the preview permission', () => {
  it('is a checkbox of its own under Sitetools in Users & Permissions, and the playground does not give it to Public', async () => {
    const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const res = await api(app.url).get<{ permissions: Record<string, { controllers: Record<string, Record<string, unknown>> }> }>(
      '/users-permissions/permissions',
      { token: admin }
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.permissions['plugin::sitetools'].controllers.router).sort()).toEqual(['find', 'preview']);
    expect(seededPublic).toContain('plugin::sitetools.router.find');
    expect(seededPublic).not.toContain(ROUTER_PREVIEW_PERMISSION);
  });
});

describe('router: previews', () => {
  it('gives the draft its own path in meta, also when asked at the path it leaves', async () => {
    for (const path of [PAGES.changed.live, PAGES.changed.draft]) {
      const res = await get(routerUrl(path, 'status=draft'), 'custom with preview');
      expect(res.body.meta).toMatchObject({ path: PAGES.changed.draft, locale: 'en', status: 'draft' });
      expect(res.body.data.publishedAt).toBeNull();
    }
  });

  it('never serves a draft from the cache to a published request', async () => {
    expect((await get(routerUrl(PAGES.changed.live, 'status=draft'), 'custom with preview')).body.data.title).toBe('Preview Changed');
    for (const caller of callers) {
      const res = await get(routerUrl(PAGES.changed.live), caller);
      expect(res.body.data.title).toBe('Preview Original');
      expect(res.body.meta.status).toBe('published');
    }
    // The same query string, remembered from a caller who could not preview, still previews for one who can.
    expect((await get(routerUrl(PAGES.unchanged.live, 'status=draft'), 'public')).body.meta.status).toBe('published');
    expect((await get(routerUrl(PAGES.unchanged.live, 'status=draft'), 'custom with preview')).body.meta.status).toBe('draft');
  });

  it('refuses a status other than draft or published with a 400', async () => {
    const res = await get(routerUrl(PAGES.unchanged.live, 'status=preview'), 'custom with preview');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
  });

  it('serves drafts on /router/preview only to callers holding the preview permission, whatever the path', async () => {
    for (const caller of callers) {
      for (const path of [PAGES.changed.draft, '/pages/nothing-here']) {
        const res = await get(`/api/sitetools/router/preview?path=${encodeURIComponent(path)}`, caller);
        if (!PREVIEWS[caller]) {
          // Refused for the route, never for the path: nothing says whether a draft is there.
          expect(res.status, `${caller} ${path}`).toBe(403);
          continue;
        }
        expect(res.status).toBe(path === PAGES.changed.draft ? 200 : 404);
        if (res.status === 200) expect(res.body.meta.status).toBe('draft');
      }
    }
  });

  it('follows a publish: the draft path becomes the live one', async () => {
    const pages = documents(app.strapi, PAGE);
    const page = await pages.create({ data: { title: 'Preview Moving' }, locale: 'en', status: 'published' });
    await pages.update({ documentId: page.documentId, locale: 'en', data: { title: 'Preview Moved' } });
    expect((await get(routerUrl('/pages/preview-moved', 'status=draft'), 'custom with preview')).body.data.title).toBe('Preview Moved');
    await pages.publish({ documentId: page.documentId, locale: 'en' });
    const live = await get(routerUrl('/pages/preview-moved'), 'public');
    expect(live.body.meta).toMatchObject({ status: 'published', path: '/pages/preview-moved' });
    const preview = await get(routerUrl('/pages/preview-moved', 'status=draft'), 'custom with preview');
    expect(preview.body.meta).toMatchObject({ status: 'draft', path: '/pages/preview-moved' });
    expect((await get(routerUrl('/pages/preview-moving', 'status=draft'), 'custom with preview')).status).toBe(404);
  });
});

describe('router: previews of entries given their paths by bulk generation', () => {
  const preview = (path: string) => get(routerUrl(path, 'status=draft'), 'custom with preview');

  /** Runs bulk generation's `missing` mode over the pages, as an admin would after sitetools came to a site with content. */
  const generateMissing = async () => {
    const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    expect((await api(app.url).post(BULK, { mode: 'missing', contentTypes: [PAGE] }, { token: admin })).status).toBe(202);
    expect((await waitForJob(app.url, admin, (job) => job?.status !== 'running')).status).toBe('done');
  };

  /** Pages as a site has them before sitetools gave them paths: their aliases are not there. */
  const withoutAliases = async (...documentIds: string[]) => {
    await app.strapi.db.query('plugin::sitetools.url-alias').deleteMany({ where: { entryDocumentId: { $in: documentIds } } });
  };

  it('finds, with no save after the job, the edited draft of a published page and the draft of a never-published one', async () => {
    const pages = documents(app.strapi, PAGE);
    const edited = await pages.create({ data: { title: 'Bulk Preview Original' }, locale: 'en', status: 'published' });
    await pages.update({ documentId: edited.documentId, locale: 'en', data: { title: 'Bulk Preview Changed' } });
    const unpublished = await pages.create({ data: { title: 'Bulk Preview Unpublished' }, locale: 'en' });
    await withoutAliases(edited.documentId, unpublished.documentId);
    await generateMissing();

    const draft = await preview('/pages/bulk-preview-changed');
    expect(draft.status).toBe(200);
    expect(draft.body.data.title).toBe('Bulk Preview Changed');
    expect(draft.body.meta).toMatchObject({ path: '/pages/bulk-preview-changed', status: 'draft' });
    // Asked at the path it leaves, the preview finds it too; the live page is untouched.
    expect((await preview('/pages/bulk-preview-original')).body.meta).toMatchObject({ path: '/pages/bulk-preview-changed' });
    expect((await get(routerUrl('/pages/bulk-preview-original'), 'public')).body.data.title).toBe('Bulk Preview Original');
    expect((await get(routerUrl('/pages/bulk-preview-changed'), 'public')).status).toBe(404);

    const reserved = await preview('/pages/bulk-preview-unpublished');
    expect(reserved.status).toBe(200);
    expect(reserved.body.data.title).toBe('Bulk Preview Unpublished');
    expect((await get(routerUrl('/pages/bulk-preview-unpublished'), 'public')).status).toBe(404);
  });

  it('finds a draft edited after the job at its new path', async () => {
    const pages = documents(app.strapi, PAGE);
    const page = await pages.create({ data: { title: 'Bulk Later Original' }, locale: 'en', status: 'published' });
    await withoutAliases(page.documentId);
    await generateMissing();
    await pages.update({ documentId: page.documentId, locale: 'en', data: { title: 'Bulk Later Changed' } });
    const draft = await preview('/pages/bulk-later-changed');
    expect(draft.status).toBe(200);
    expect(draft.body.meta).toMatchObject({ path: '/pages/bulk-later-changed', status: 'draft' });
  });
});

describe('GraphQL: sitetoolsRoute(status:)', () => {
  const ROUTE = `query R($path: String!, $status: PublicationStatus) {
    sitetoolsRoute(path: $path, status: $status) { __typename ... on SitetoolsEntryRoute { path status entry { ... on Page { title } } } }
  }`;
  type Answer = { sitetoolsRoute: SitetoolsRoute & { entry?: { title: string } } };

  it.each([
    ['custom with preview', 'DRAFT', 'Preview Changed', 'DRAFT'],
    ['custom with preview', 'PUBLISHED', 'Preview Original', 'PUBLISHED'],
    ['custom without preview', 'DRAFT', 'Preview Original', 'PUBLISHED'],
    ['read-only', 'DRAFT', 'Preview Original', 'PUBLISHED'],
    ['public', 'DRAFT', 'Preview Original', 'PUBLISHED'],
  ] as const)('%s asking for %s gets %s (%s)', async (caller, status, title, served) => {
    const res = await graphql(app.url)<Answer>(ROUTE, { path: PAGES.changed.live, status }, { token: tokens.get(caller) });
    expect(res.errors).toEqual([]);
    expect(res.data?.sitetoolsRoute).toMatchObject({ __typename: 'SitetoolsEntryRoute', status: served, entry: { title } });
  });
});
