import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetBulkGeneration } from '../../shared/contracts/bulk-generation';
import type { BulkJob, JobsService } from '../../server/src/services/jobs/jobs';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { api } from './support/api';
import { pagesUnderTheirParent } from './support/parent-pattern';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const BULK = '/sitetools/bulk-generation';

let app: TestApp;
let admin: string;

const pages = () => documents(app.strapi, PAGE);
const jobs = () => app.strapi.plugin('sitetools').service('jobs') as JobsService;

const pathsOf = async (documentIds: string[]) => {
  const rows = (await app.strapi.db
    .query('plugin::sitetools.url-alias')
    .findMany({ where: { entryDocumentId: { $in: documentIds }, locale: 'en' } })) as Array<{ entryDocumentId: string; url_path: string }>;
  return new Map(rows.map((row) => [row.entryDocumentId, row.url_path]));
};

/** Creates `count` published children of `parent` titled `<prefix> <i>`; resolves with their ids. */
const createChildren = async (parent: string, prefix: string, count: number) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push((await pages().create({ data: { title: `${prefix} ${i}`, parent }, status: 'published' })).documentId);
  }
  return ids;
};

/** Polls `check` until it gives no complaint, or fails with the last one after `ms`. */
const eventually = async (check: () => Promise<string | null>, ms = 60_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const complaint = await check();
    if (complaint === null) return;
    if (Date.now() > deadline) throw new Error(complaint);
    await new Promise((resume) => setTimeout(resume, 250));
  }
};

/** Waits until every entry has the path `expected` gives it. */
const settled = (ids: string[], expected: (id: string, index: number) => string) =>
  eventually(async () => {
    const paths = await pathsOf(ids);
    const wrong = ids.filter((id, i) => paths.get(id) !== expected(id, i));
    return wrong.length === 0 ? null : `${wrong.length} entries did not follow, e.g. ${paths.get(wrong[0])}`;
  });

/** Waits until the published redirect from `from` points at `to`: it is written just after the move. */
const redirected = (from: string, to: string) =>
  eventually(async () => {
    const rows = (await app.strapi.db
      .query('plugin::sitetools-addon-redirects.redirect')
      .findMany({ where: { from, publishedAt: { $notNull: true } } })) as Array<{ to: string }>;
    return rows.length === 1 && rows[0].to === to ? null : `${from} redirects to ${JSON.stringify(rows.map((row) => row.to))}`;
  });

const moveTo = async (documentId: string, title: string) => {
  await pages().update({ documentId, data: { title } });
  await pages().publish({ documentId });
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  await pagesUnderTheirParent(app, admin);
}, 180_000);
afterAll(() => app?.stop());

describe('inline cascades', () => {
  it("have moved the children when the parent's publish in the Content Manager answers", async () => {
    const parent = await pages().create({ data: { title: 'Hall' }, status: 'published' });
    const children = await createChildren(parent.documentId, 'Room', 3);
    const cm = `/content-manager/collection-types/${PAGE}/${parent.documentId}/actions/publish?locale=en`;
    const published = await api(app.url).post(cm, { title: 'Lobby' }, { token: admin });
    expect(published.status).toBe(200);
    // Read at once: no polling.
    const paths = await pathsOf([parent.documentId, ...children]);
    expect(children.map((id) => paths.get(id))).toEqual(['/lobby/room-0', '/lobby/room-1', '/lobby/room-2']);
    expect(paths.get(parent.documentId)).toBe('/lobby');
  });
});

describe('cascades too large to run inline', () => {
  it('queues the children into a job another instance runs, and they follow once it is taken over', async () => {
    const parent = await pages().create({ data: { title: 'Shelf' }, status: 'published' });
    const children = await createChildren(parent.documentId, 'Book', 55);
    // Another live instance runs a job right now: the cascade cannot start one of its own.
    const now = new Date().toISOString();
    await jobs().updateJob((job) => ({
      ...((job ?? {}) as BulkJob),
      id: 'elsewhere',
      mode: 'missing',
      contentTypes: ['api::article.article'],
      segments: [{ uid: 'api::article.article', mode: 'missing' }],
      cursor: { segment: 0, after: '' },
      status: 'running',
      total: 1,
      done: 0,
      failed: 0,
      owner: 'other-instance',
      heartbeatAt: now,
      startedAt: now,
    }));
    await moveTo(parent.documentId, 'Bookcase');

    const queued = await jobs().job();
    expect(queued?.segments).toContainEqual(expect.objectContaining({ uid: PAGE, mode: 'regenerate' }));
    expect(queued?.total).toBeGreaterThan(55);
    expect((await pathsOf(children)).get(children[0])).toBe('/shelf/book-0');

    // The other instance stops writing its heartbeat: this one takes the job over and drains it.
    await jobs().updateJob((job) => ({ ...(job as BulkJob), heartbeatAt: new Date(Date.now() - 60_000).toISOString() }));
    await settled(children, (_, i) => `/bookcase/book-${i}`);
    await redirected('/shelf/book-54', '/bookcase/book-54');
    await eventually(async () => {
      const res = await api(app.url).get<GetBulkGeneration.Response>(BULK, { token: admin });
      return res.body.data?.status === 'done' ? null : `the job is ${res.body.data?.status}`;
    });
    const res = await api(app.url).get<GetBulkGeneration.Response>(BULK, { token: admin });
    expect(res.body.data).toMatchObject({ id: 'elsewhere', status: 'done', failed: 0 });
  }, 120_000);

  it('a three-level hierarchy with more than 50 entries at each level follows a move of its root', async () => {
    const root = await pages().create({ data: { title: 'Atlas' }, status: 'published' });
    const children = await createChildren(root.documentId, 'Region', 51);
    const grandchildren = await createChildren(children[0], 'Town', 51);
    expect((await pathsOf(grandchildren)).get(grandchildren[0])).toBe('/atlas/region-0/town-0');

    await moveTo(root.documentId, 'World');
    await settled(children, (_, i) => `/world/region-${i}`);
    await settled(grandchildren, (_, i) => `/world/region-0/town-${i}`);
    await redirected('/atlas/region-0/town-7', '/world/region-0/town-7');
    await redirected('/atlas/region-50', '/world/region-50');
  }, 180_000);

  it('a parent cycle with more than 50 children stops after as many hops as an inline cascade', async () => {
    const a = await pages().create({ data: { title: 'Loop A' }, status: 'published' });
    const b = await pages().create({ data: { title: 'Loop B', parent: a.documentId }, status: 'published' });
    await createChildren(b.documentId, 'Spin', 51);
    // The job of the tests above may still run: this test counts the segments of its own.
    await eventually(async () => ((await jobs().job())?.status === 'running' ? 'the job of the tests above still runs' : null));
    const before = (await jobs().job())?.id;
    // A under B closes the cycle: every move of one moves the other, and B's children go to the job.
    await pages().update({ documentId: a.documentId, data: { parent: b.documentId } });
    await pages().publish({ documentId: a.documentId });

    await eventually(async () => {
      const job = await jobs().job();
      return job?.id !== before && job?.status === 'done' ? null : `the job is ${job?.status} after ${job?.segments.length} segments`;
    });
    // Each segment is one more hop of the cycle; inline cascades stop at the depth of 10.
    expect((await jobs().job())?.segments.length).toBeLessThanOrEqual(10);
  }, 120_000);
});
