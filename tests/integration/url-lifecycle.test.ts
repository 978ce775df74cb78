import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GetBulkGeneration } from '../../shared/contracts/bulk-generation';
import type { FindRemovedUrls } from '../../addons/redirects/shared/contracts/removed-urls';
import { adminToken, createAdminRole } from './support/admin';
import { api } from './support/api';
import { documents } from './support/documents';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const CONFIG = 'plugin::sitetools-addon-redirects';

let app: TestApp;
let admin: string;

const pages = () => documents(app.strapi, PAGE);
const policy = (contentTypes: Record<string, string>, byDefault?: string) =>
  app.strapi.config.set(`${CONFIG}.removal`, { contentTypes, ...(byDefault === undefined ? {} : { default: byDefault }) });
/** The published rule from `from`: its target and status, or undefined. */
const ruleFrom = async (from: string) => {
  const row = await app.strapi.db
    .query('plugin::sitetools-addon-redirects.redirect')
    .findOne({ where: { from, publishedAt: { $notNull: true } }, select: ['to', 'status_code', 'locale'] });
  return row === null ? undefined : { to: row.to, status_code: row.status_code, locale: row.locale };
};
const CM = `/content-manager/collection-types/${PAGE}`;
const liveAt = async (path: string) =>
  (await app.strapi.db.query('plugin::sitetools.url-alias').count({ where: { url_path: path, live: true } })) > 0;
/** A page published at a hand-written path, as an editor gives one in the Content Manager. */
const pageAt = async (path: string) => {
  const body = { title: `Policy ${path}`, sitetools: { generated: false, path } };
  const created = await api(app.url).post<{ data: { documentId: string } }>(`${CM}?locale=en`, body, { token: admin });
  expect(created.status, JSON.stringify(created.error)).toBe(201);
  const { documentId } = created.body.data;
  expect((await api(app.url).post(`${CM}/${documentId}/actions/publish?locale=en`, body, { token: admin })).status).toBe(200);
  await expect.poll(() => liveAt(path)).toBe(true);
  return { documentId };
};
const failuresOf = async (documentId: string) =>
  (await api(app.url).get<GetBulkGeneration.Response>('/sitetools/bulk-generation', { token: admin })).body.meta.failures.filter(
    (failure) => failure.documentId === documentId
  );

const livePathOf = async (documentId: string, locale: string) =>
  (
    (await app.strapi.db
      .query('plugin::sitetools.url-alias')
      .findOne({ where: { entryDocumentId: documentId, locale, live: true }, select: ['url_path'] })) as { url_path: string } | null
  )?.url_path;

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterEach(() => policy({}));
afterAll(() => app?.stop());

describe('the removal policy decides what a removed path becomes', () => {
  it('gone: an unpublished page and a deleted one answer 410', async () => {
    policy({ [PAGE]: 'gone' });
    const unpublished = await pageAt('/removal/gone-one');
    await pages().unpublish({ documentId: unpublished.documentId });
    expect(await ruleFrom('/removal/gone-one')).toEqual({ to: null, status_code: 410, locale: null });
    const deleted = await pageAt('/removal/gone-two');
    await pages().delete({ documentId: deleted.documentId });
    expect(await ruleFrom('/removal/gone-two')).toEqual({ to: null, status_code: 410, locale: null });
  });

  it('parent: a redirect to the nearest live path above, skipping those removed in the same transaction', async () => {
    policy({ [PAGE]: 'parent' });
    await pageAt('/guide');
    const middle = await pageAt('/guide/setup');
    const leaf = await pageAt('/guide/setup/linux');
    const other = await pageAt('/guide/faq');
    await pages().unpublish({ documentId: other.documentId });
    expect(await ruleFrom('/guide/faq')).toEqual({ to: '/guide', status_code: 301, locale: null });

    // A release publishes and unpublishes its documents in one transaction.
    await app.strapi.db.transaction(async () => {
      await pages().unpublish({ documentId: leaf.documentId });
      await pages().unpublish({ documentId: middle.documentId });
    });
    // The core follows a caller's transaction once it commits: the rules come right after it.
    await expect.poll(() => ruleFrom('/guide/setup/linux')).toEqual({ to: '/guide', status_code: 301, locale: null });
    await expect.poll(() => ruleFrom('/guide/setup')).toEqual({ to: '/guide', status_code: 301, locale: null });
  });

  it('parent: with no live path above, the path answers 404 and the URLs page says why', async () => {
    policy({ [PAGE]: 'parent' });
    const orphan = await pageAt('/removal-orphan/child');
    await pages().unpublish({ documentId: orphan.documentId });
    expect(await ruleFrom('/removal-orphan/child')).toBeUndefined();
    expect(await failuresOf(orphan.documentId)).toEqual([
      expect.objectContaining({ source: 'redirect', skipped: true, reason: expect.stringMatching(/no live path above it/) }),
    ]);
  });

  it("a path for the type, the default for the others, and a type's none over the default", async () => {
    policy({}, '/pages/about');
    const first = await pageAt('/removal/to-default');
    await pages().unpublish({ documentId: first.documentId });
    expect(await ruleFrom('/removal/to-default')).toEqual({ to: '/pages/about', status_code: 301, locale: null });

    policy({ [PAGE]: '/pages/contact' }, 'gone');
    const second = await pageAt('/removal/to-type');
    await pages().delete({ documentId: second.documentId });
    expect(await ruleFrom('/removal/to-type')).toEqual({ to: '/pages/contact', status_code: 301, locale: null });

    policy({ [PAGE]: 'none' }, 'gone');
    const third = await pageAt('/removal/none');
    await pages().unpublish({ documentId: third.documentId });
    expect(await ruleFrom('/removal/none')).toBeUndefined();
  });

  it('applies per locale: a locale unpublished alone leaves the others served', async () => {
    policy({ [PAGE]: 'gone' });
    const page = await pages().create({ data: { title: 'Policy locale en' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'fr', data: { title: 'Policy locale fr' }, status: 'published' });
    await pages().unpublish({ documentId: page.documentId, locale: 'fr' });
    expect(await ruleFrom('/pages/policy-locale-fr')).toEqual({ to: null, status_code: 410, locale: null });
    expect(await ruleFrom('/pages/policy-locale-en')).toBeUndefined();
  });

  it("applies to the Content Manager's bulk unpublish and bulk delete", async () => {
    policy({ [PAGE]: 'gone' });
    const unpublished = await Promise.all(['/removal/bulk-a', '/removal/bulk-b'].map(pageAt));
    const res = await api(app.url).post(
      `/content-manager/collection-types/${PAGE}/actions/bulkUnpublish`,
      { documentIds: unpublished.map(({ documentId }) => documentId) },
      { token: admin }
    );
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(await ruleFrom('/removal/bulk-a')).toMatchObject({ to: null, status_code: 410 });
    expect(await ruleFrom('/removal/bulk-b')).toMatchObject({ to: null, status_code: 410 });

    const deleted = await pageAt('/removal/bulk-c');
    const removed = await api(app.url).post(
      `/content-manager/collection-types/${PAGE}/actions/bulkDelete`,
      { documentIds: [deleted.documentId] },
      { token: admin }
    );
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    expect(await ruleFrom('/removal/bulk-c')).toMatchObject({ to: null, status_code: 410 });
  });
});

describe("the removed pages' queue", () => {
  const QUEUE = '/sitetools-addon-redirects/removed-urls';
  const queued = async (q: string, token = admin) =>
    api(app.url).get<FindRemovedUrls.Response>(`${QUEUE}?q=${encodeURIComponent(q)}`, { token });

  it('lists a path left to answer 404 (the none policy) with its 404 reports, until a redirect starts there', async () => {
    const page = await pageAt('/queue/left');
    await pages().unpublish({ documentId: page.documentId });
    // A front-end's reports of the path, as the 404 inbox holds them.
    const now = new Date();
    await app.strapi.db
      .query('plugin::sitetools-addon-redirects.not-found')
      .create({ data: { path: '/queue/left', locale: '', hits: 3, firstSeen: now, lastSeen: now } });
    const listed = await queued('/queue/left');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        path: '/queue/left',
        locale: 'en',
        contenttype: PAGE,
        entryDocumentId: page.documentId,
        hits: 3,
        lastSeen: now.toISOString(),
      }),
    ]);
    expect(listed.body.meta.pagination.total).toBe(1);

    const redirected = await api(app.url).post(
      '/sitetools-addon-redirects/redirects',
      { data: { from: '/queue/left', to: '/pages/about', status_code: 301 }, publish: true },
      { token: admin }
    );
    expect(redirected.status).toBe(201);
    expect((await queued('/queue/left')).body.data).toEqual([]);
  });

  it('drops a path that is live again, and one an admin dismisses; a gone or redirect policy queues nothing', async () => {
    const back = await pageAt('/queue/back');
    await pages().unpublish({ documentId: back.documentId });
    expect((await queued('/queue/back')).body.data).toHaveLength(1);
    await pages().publish({ documentId: back.documentId });
    expect((await queued('/queue/back')).body.data).toEqual([]);

    const dismissed = await pageAt('/queue/dismissed');
    await pages().delete({ documentId: dismissed.documentId });
    const [row] = (await queued('/queue/dismissed')).body.data;
    expect((await api(app.url).delete(`${QUEUE}/${row.id}`, { token: admin })).status).toBe(204);
    expect((await queued('/queue/dismissed')).body.data).toEqual([]);
    expect((await api(app.url).delete(`${QUEUE}/${row.id}`, { token: admin })).status).toBe(404);

    policy({ [PAGE]: 'gone' });
    const gone = await pageAt('/queue/gone');
    await pages().unpublish({ documentId: gone.documentId });
    expect((await queued('/queue/gone')).body.data).toEqual([]);
  });

  it('is read and dismissed with the 404 inbox permissions', async () => {
    const reader = await adminToken(
      app.strapi,
      app.url,
      await createAdminRole(app.strapi, [{ action: 'plugin::sitetools-addon-redirects.read' }])
    );
    expect((await queued('', reader)).status).toBe(403);
    expect((await api(app.url).delete(`${QUEUE}/1`, { token: reader })).status).toBe(403);
    expect((await api(app.url).get(`${QUEUE}?sort=hits:up`, { token: admin })).status).toBe(400);
  });
});

describe('a locale added to the app', () => {
  it('gives each entry its path in the new locale as its translations are written, with no bulk run', async () => {
    const added = await api(app.url).post('/i18n/locales', { code: 'de', name: 'German (de)', isDefault: false }, { token: admin });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    const originals = await Promise.all(
      ['Neue Sprache eins', 'Neue Sprache zwei', 'Neue Sprache drei'].map((title) =>
        pages().create({ data: { title: `${title} en` }, locale: 'en', status: 'published' })
      )
    );
    // As a batch of translations arrives (by hand, or from Strapi's AI translations through the
    // Document Service): several documents written in the new locale in one transaction.
    await app.strapi.db.transaction(async () => {
      for (const [index, page] of originals.entries()) {
        await pages().update({ documentId: page.documentId, locale: 'de', data: { title: `Neue Sprache ${index}` }, status: 'published' });
      }
    });
    for (const [index, page] of originals.entries()) {
      await expect.poll(() => livePathOf(page.documentId, 'de')).toBe(`/pages/neue-sprache-${index}`);
    }
    const routed = await api(app.url).get<{ data: { documentId: string } }>('/api/sitetools/router?path=/pages/neue-sprache-1&locale=de');
    expect(routed.status).toBe(200);
    expect(routed.body.data.documentId).toBe(originals[1].documentId);
  });
});
