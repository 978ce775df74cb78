import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetRedirectManifest, RedirectsUpdateEvent } from '../../addons/redirects/shared/contracts/redirects';
import type { UrlUpdateEvent } from '../../shared/contracts/events';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { BULK, PAGE_UID, seedPagesWithoutAliases, waitForJob, type SeededPage } from './support/bulk';
import { documents } from './support/documents';
import { startImport, waitForImport } from './support/path-import';
import { startTestApp, type TestApp } from './support/strapi';

// sitetools' webhook events, delivered by Strapi's webhook runner to a receiver on 127.0.0.1 for a
// webhook created through the admin API, as an app's operator would create it.

const URL_UPDATE = 'sitetools.url.update';
const REDIRECTS_UPDATE = 'sitetools.redirects.update';
const BULK_PAGES = 1000;
const IMPORTED_PAGES = 250;
/** Bulk generation and the paths import take 100 pages or lines per batch, one delivery each; a margin for a batch that is split. */
const deliveryBound = (pages: number) => Math.ceil(pages / 100) + 2;

type Delivery = { event: string; createdAt: string } & Partial<UrlUpdateEvent & RedirectsUpdateEvent>;

let app: TestApp;
let admin: string;
let receiver: Server;
const received: Delivery[] = [];
/** The pages bulk generation gave their first paths, which the regeneration then moves. */
const bulkPages: SeededPage[] = [];

/** Waits until a delivery after the first `from` satisfies `test`; throws after `timeout` ms. */
const waitForDelivery = async (from: number, test: (delivery: Delivery) => boolean, timeout = 15_000): Promise<Delivery> => {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const found = received.slice(from).find(test);
    if (found) return found;
    await sleep(20);
  }
  throw new Error(`no matching delivery within ${timeout} ms; received since: ${JSON.stringify(received.slice(from))}`);
};

const urlChangeOf = (documentId: string) => (delivery: Delivery) =>
  delivery.event === URL_UPDATE && (delivery.changes ?? []).some((change) => change.documentId === documentId);

/**
 * Makes a write that surely delivers (a new published page) and waits for it, then a little more:
 * Strapi sends up to five deliveries at once, so one queued before it may land just after it.
 */
const settleWithControl = async (name: string) => {
  const from = received.length;
  const control = await documents(app.strapi, PAGE_UID).create({ data: { title: name }, locale: 'en', status: 'published' });
  await waitForDelivery(from, urlChangeOf(control.documentId));
  await sleep(300);
};

const manifestVersion = async () =>
  (await api(app.url).get<GetRedirectManifest.Response>('/api/sitetools/redirects/manifest')).body.meta.version;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as Delivery);
      // No kept-alive connection: a delivery sent on one the receiver is closing would be lost
      // (Strapi does not retry), which would make the counts flaky.
      res.writeHead(204, { connection: 'close' }).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  const { port } = receiver.address() as AddressInfo;
  const created = await api(app.url).post(
    '/admin/webhooks',
    { name: 'front-end', url: `http://127.0.0.1:${port}/revalidate`, headers: {}, events: [URL_UPDATE, REDIRECTS_UPDATE] },
    { token: admin }
  );
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('webhook events', () => {
  it('are refused for a webhook only when unknown: the store lists the sitetools events', async () => {
    const res = await api(app.url).post(
      '/admin/webhooks',
      { name: 'typo', url: 'http://127.0.0.1:1/x', headers: {}, events: ['sitetools.url.updated'] },
      { token: admin }
    );
    expect(res.status).toBe(400);
  });

  it('delivers a page move once, with its old and new path, and its redirect with the manifest version', async () => {
    const pages = documents(app.strapi, PAGE_UID);
    let from = received.length;
    const page = await pages.create({ data: { title: 'Hook Before' }, locale: 'en', status: 'published' });
    const created = await waitForDelivery(from, urlChangeOf(page.documentId));
    expect(created.changes).toEqual([
      { contentType: PAGE_UID, documentId: page.documentId, locale: 'en', oldPath: null, newPath: '/pages/hook-before' },
    ]);

    // A draft-only edit and a page that is only a draft change no live path: nothing is delivered.
    from = received.length;
    await pages.update({ documentId: page.documentId, locale: 'en', data: { title: 'Hook After' } });
    const draft = await pages.create({ data: { title: 'Hook Draft Only' }, locale: 'en' });
    await settleWithControl('Hook Control One');
    const quiet = received
      .slice(from)
      .filter((delivery) => urlChangeOf(page.documentId)(delivery) || urlChangeOf(draft.documentId)(delivery));
    expect(quiet).toEqual([]);
    expect(received.slice(from).filter((delivery) => delivery.event === REDIRECTS_UPDATE)).toEqual([]);

    // The publish moves the live path.
    from = received.length;
    await pages.publish({ documentId: page.documentId, locale: 'en' });
    const moved = await waitForDelivery(from, urlChangeOf(page.documentId));
    expect(moved).toMatchObject({ event: URL_UPDATE, createdAt: expect.any(String) });
    expect(moved.changes).toEqual([
      { contentType: PAGE_UID, documentId: page.documentId, locale: 'en', oldPath: '/pages/hook-before', newPath: '/pages/hook-after' },
    ]);
    const redirect = await waitForDelivery(from, (delivery) => delivery.event === REDIRECTS_UPDATE);
    expect(redirect.redirects).toContainEqual({ from: '/pages/hook-before', locale: expect.toBeOneOf(['en', null]) });
    expect(redirect.version).toBe(await manifestVersion());
    await settleWithControl('Hook Control Two');
    expect(received.slice(from).filter(urlChangeOf(page.documentId))).toHaveLength(1);
    expect(received.slice(from).filter((delivery) => delivery.event === REDIRECTS_UPDATE)).toHaveLength(1);
  });

  it('delivers the documents one transaction publishes and unpublishes (as a release does) in one url.update', async () => {
    const pages = documents(app.strapi, PAGE_UID);
    const [first, second, leaving] = await Promise.all(
      ['Release One', 'Release Two', 'Release Leaving'].map((title, index) =>
        pages.create({ data: { title }, locale: 'en', ...(index === 2 ? { status: 'published' } : {}) })
      )
    );
    await settleWithControl('Release Control One');
    const from = received.length;
    await app.strapi.db.transaction(async () => {
      await pages.publish({ documentId: first.documentId, locale: 'en' });
      await pages.publish({ documentId: second.documentId, locale: 'en' });
      await pages.unpublish({ documentId: leaving.documentId, locale: 'en' });
    });
    const delivery = await waitForDelivery(from, urlChangeOf(first.documentId));
    expect(delivery.changes).toEqual(
      expect.arrayContaining([
        { contentType: PAGE_UID, documentId: first.documentId, locale: 'en', oldPath: null, newPath: '/pages/release-one' },
        { contentType: PAGE_UID, documentId: second.documentId, locale: 'en', oldPath: null, newPath: '/pages/release-two' },
        { contentType: PAGE_UID, documentId: leaving.documentId, locale: 'en', oldPath: '/pages/release-leaving', newPath: null },
      ])
    );
    await settleWithControl('Release Control Two');
    const batch = [first, second, leaving].map(({ documentId }) => urlChangeOf(documentId));
    expect(received.slice(from).filter((candidate) => batch.some((test) => test(candidate)))).toHaveLength(1);
  });

  it('delivers a published redirect written in the admin, and nothing for a draft redirect', async () => {
    const write = (from: string, publish: boolean) =>
      api(app.url).post(
        '/sitetools-addon-redirects/redirects',
        { data: { from, to: '/pages/about', status_code: 302 }, publish },
        { token: admin }
      );
    let from = received.length;
    expect((await write('/hook-draft', false)).status).toBe(201);
    const live = await write('/hook-live', true);
    expect(live.status).toBe(201);
    const delivered = await waitForDelivery(from, (delivery) => delivery.event === REDIRECTS_UPDATE);
    expect(delivered.redirects).toEqual([{ from: '/hook-live', locale: null }]);
    expect(delivered.version).toBe(await manifestVersion());
    await settleWithControl('Hook Control Three');
    expect(received.slice(from).filter((delivery) => delivery.event === REDIRECTS_UPDATE)).toHaveLength(1);

    from = received.length;
    const documentId = (live.body as { data: { documentId: string } }).data.documentId;
    expect((await api(app.url).delete(`/sitetools-addon-redirects/redirects/${documentId}`, { token: admin })).status).toBe(204);
    const deleted = await waitForDelivery(from, (delivery) => delivery.event === REDIRECTS_UPDATE);
    expect(deleted.redirects).toEqual([{ from: '/hook-live', locale: null }]);
    expect(deleted.version).toBe(await manifestVersion());
  });

  it(`delivers a bulk generation of ${BULK_PAGES} pages in a bounded number of deliveries`, { timeout: 120_000 }, async () => {
    const seeded = await seedPagesWithoutAliases(app.strapi, BULK_PAGES);
    const ours = new Set(seeded.map((page) => page.documentId));
    const from = received.length;
    const started = await api(app.url).post(BULK, { mode: 'missing', contentTypes: [PAGE_UID] }, { token: admin });
    expect(started.status).toBe(202);
    const job = await waitForJob(app.url, admin, (current) => current?.status !== 'running', { timeout: 100_000 });
    // The job also goes over the pages that already have their paths.
    const bound = deliveryBound(job.total);
    const bulkDeliveries = () =>
      received.slice(from).filter((delivery) => delivery.event === URL_UPDATE && delivery.changes?.some((c) => ours.has(c.documentId)));
    const covered = () =>
      new Set(
        bulkDeliveries().flatMap((delivery) =>
          delivery.changes!.flatMap((change) => (ours.has(change.documentId) ? [change.documentId] : []))
        )
      ).size;
    const deadline = Date.now() + 15_000;
    while (covered() < BULK_PAGES && Date.now() < deadline) await sleep(50);
    expect(covered()).toBe(BULK_PAGES);
    const count = bulkDeliveries().length;
    console.log(`bulk generation of ${job.total} pages (${BULK_PAGES} new paths): ${count} ${URL_UPDATE} deliveries (bound ${bound})`);
    expect(count).toBeLessThanOrEqual(bound);
    const sample = seeded[0];
    const change = bulkDeliveries()
      .flatMap((delivery) => delivery.changes!)
      .find((c) => c.documentId === sample.documentId);
    expect(change).toEqual({ contentType: PAGE_UID, documentId: sample.documentId, locale: 'en', oldPath: null, newPath: sample.path });
    bulkPages.push(...seeded);
  });

  it('delivers a regeneration that moves every page in a bounded number of deliveries of each event', { timeout: 150_000 }, async () => {
    expect(bulkPages).toHaveLength(BULK_PAGES);
    const saved = await api(app.url).post('/sitetools/patterns', { contenttype: PAGE_UID, pattern: '/docs/[slug]' }, { token: admin });
    expect(saved.status).toBe(201);
    const from = received.length;
    const started = await api(app.url).post(BULK, { mode: 'regenerate', contentTypes: [PAGE_UID] }, { token: admin });
    expect(started.status).toBe(202);
    const job = await waitForJob(app.url, admin, (current) => current?.status !== 'running', { timeout: 140_000 });
    const ours = new Set(bulkPages.map((page) => page.documentId));
    const moves = () =>
      received.slice(from).filter((delivery) => delivery.event === URL_UPDATE && delivery.changes?.some((c) => ours.has(c.documentId)));
    const moved = () =>
      new Set(
        moves().flatMap((delivery) => delivery.changes!.flatMap((change) => (ours.has(change.documentId) ? [change.documentId] : [])))
      ).size;
    const deadline = Date.now() + 15_000;
    while (moved() < BULK_PAGES && Date.now() < deadline) await sleep(50);
    expect(moved()).toBe(BULK_PAGES);
    await settleWithControl('Hook Control Four');
    const redirects = received.slice(from).filter((delivery) => delivery.event === REDIRECTS_UPDATE);
    const bound = deliveryBound(job.total);
    console.log(
      `regeneration of ${job.total} pages: ${moves().length} ${URL_UPDATE} and ${redirects.length} ${REDIRECTS_UPDATE} deliveries (bound ${bound} each)`
    );
    expect(moves().length).toBeLessThanOrEqual(bound);
    expect(redirects.length).toBeGreaterThan(0);
    expect(redirects.length).toBeLessThanOrEqual(bound);
    const sample = bulkPages[0];
    const change = moves()
      .flatMap((delivery) => delivery.changes!)
      .find((c) => c.documentId === sample.documentId);
    expect(change).toEqual({
      contentType: PAGE_UID,
      documentId: sample.documentId,
      locale: 'en',
      oldPath: sample.path,
      newPath: sample.path.replace(/^\/pages\//, '/docs/'),
    });
    expect(redirects.flatMap((delivery) => delivery.redirects!.map((redirect) => redirect.from))).toContain(sample.path);
    expect(redirects.at(-1)!.version).toBe(await manifestVersion());
  });
  it(`delivers a paths import of ${IMPORTED_PAGES} moved pages in one delivery of each event per batch`, { timeout: 120_000 }, async () => {
    expect(bulkPages).toHaveLength(BULK_PAGES);
    const moving = bulkPages.slice(0, IMPORTED_PAGES);
    const ours = new Set(moving.map((page) => page.documentId));
    const newPathOf = (page: SeededPage) => page.path.replace(/^\/pages\//, '/imported/');
    const content = ['contentType,documentId,path', ...moving.map((page) => `${PAGE_UID},${page.documentId},${newPathOf(page)}`)].join(
      '\n'
    );
    const from = received.length;
    await startImport(app.url, admin, content);
    const job = await waitForImport(app.url, admin, undefined, { timeout: 100_000, every: 250 });
    expect(job).toMatchObject({ status: 'done', done: IMPORTED_PAGES, result: { summary: { write: IMPORTED_PAGES } } });
    const moves = () =>
      received.slice(from).filter((delivery) => delivery.event === URL_UPDATE && delivery.changes?.some((c) => ours.has(c.documentId)));
    const moved = () => new Set(moves().flatMap((delivery) => delivery.changes!.map((change) => change.documentId))).size;
    const deadline = Date.now() + 15_000;
    while (moved() < IMPORTED_PAGES && Date.now() < deadline) await sleep(50);
    expect(moved()).toBe(IMPORTED_PAGES);
    await settleWithControl('Hook Control Import');
    const redirects = received.slice(from).filter((delivery) => delivery.event === REDIRECTS_UPDATE);
    const bound = deliveryBound(IMPORTED_PAGES);
    console.log(
      `paths import of ${IMPORTED_PAGES} lines: ${moves().length} ${URL_UPDATE} and ${redirects.length} ${REDIRECTS_UPDATE} deliveries (bound ${bound} each)`
    );
    expect(moves().length).toBeLessThanOrEqual(bound);
    expect(redirects.length).toBeGreaterThan(0);
    expect(redirects.length).toBeLessThanOrEqual(bound);
    const sample = moving[0];
    const oldPath = sample.path.replace(/^\/pages\//, '/docs/');
    const change = moves()
      .flatMap((delivery) => delivery.changes!)
      .find((c) => c.documentId === sample.documentId);
    expect(change).toEqual({ contentType: PAGE_UID, documentId: sample.documentId, locale: 'en', oldPath, newPath: newPathOf(sample) });
    expect(redirects.flatMap((delivery) => delivery.redirects!.map((redirect) => redirect.from))).toContain(oldPath);
  });
});
