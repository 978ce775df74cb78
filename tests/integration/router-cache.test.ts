import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindByPath } from '../../shared/contracts/router';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import { documents } from './support/documents';
import { startOtherInstance, type OtherInstance } from './support/instance';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';
import { describeOnSharedDatabase, describeOnSqlite } from './support/database';

const PAGE_UID = 'api::page.page';
const ALIAS_UID = 'plugin::sitetools.url-alias';
const ALIAS_TABLE = 'sitetools_url_aliases';
// The default `routerCache.refreshMs`: how late another server's alias writes may reach this router.
const REFRESH_MS = 1000;

let app: TestApp;
const pages = () => documents(app.strapi, PAGE_UID);
const resolve = (base: string, path: string) => api(base).get<FindByPath.Response>(routerUrl(path));

/** The live path of a page, once its alias holds `expected`: a save's alias follows its commit. */
const aliasReaches = async (documentId: string, expected: string) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const alias = (await app.strapi.db.query(ALIAS_UID).findOne({ where: { entryDocumentId: documentId, locale: 'en' } })) as {
      url_path: string;
      live: boolean;
    } | null;
    if (alias?.url_path === expected && alias.live) return;
    if (Date.now() > deadline) throw new Error(`the alias of ${documentId} never reached ${expected}`);
    await sleep(20);
  }
};

/** Statements on the alias table while `run` runs. */
const aliasReadsDuring = async (run: () => Promise<unknown>) => {
  const statements: string[] = [];
  const listener = ({ sql }: { sql: string }) => {
    if (sql.includes(ALIAS_TABLE)) statements.push(sql);
  };
  app.strapi.db.connection.on('query', listener);
  try {
    await run();
  } finally {
    app.strapi.db.connection.off('query', listener);
  }
  return statements;
};

const publishPage = async (title: string) => {
  const page = await pages().create({ data: { title }, locale: 'en', status: 'published' });
  return page.documentId;
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, READ_ACTIONS);
});
afterAll(() => app?.stop());

describe('router cache: one server', () => {
  it('reads a path’s alias once, then serves it from memory', async () => {
    const id = await publishPage('Cached once');
    await aliasReaches(id, '/pages/cached-once');
    expect((await resolve(app.url, '/pages/cached-once')).status).toBe(200);
    const reads = await aliasReadsDuring(async () => {
      const res = await resolve(app.url, '/pages/cached-once');
      expect(res.body.data.documentId).toBe(id);
    });
    expect(reads).toEqual([]);
  });

  it('serves a new path and drops the old one as soon as the alias moves', async () => {
    const id = await publishPage('Before move');
    await aliasReaches(id, '/pages/before-move');
    expect((await resolve(app.url, '/pages/before-move')).status).toBe(200);
    await pages().update({ documentId: id, locale: 'en', data: { title: 'After move' }, status: 'published' });
    await aliasReaches(id, '/pages/after-move');
    expect((await resolve(app.url, '/pages/after-move')).body.data.documentId).toBe(id);
    expect((await resolve(app.url, '/pages/before-move')).status).toBe(404);
  });

  it('answers 404 at once for a page that was unpublished, and its alternates follow its locales', async () => {
    const id = await publishPage('Soon gone');
    await aliasReaches(id, '/pages/soon-gone');
    expect((await resolve(app.url, '/pages/soon-gone')).body.meta.alternates).toEqual([]);
    await pages().update({ documentId: id, locale: 'fr', data: { title: 'Bientôt parti' }, status: 'published' });
    const deadline = Date.now() + 10_000;
    while ((await resolve(app.url, '/pages/soon-gone')).body.meta.alternates.length === 0 && Date.now() < deadline) await sleep(20);
    expect((await resolve(app.url, '/pages/soon-gone')).body.meta.alternates).toEqual([{ locale: 'fr', path: '/pages/bientot-parti' }]);
    await pages().unpublish({ documentId: id, locale: 'en' });
    await expect.poll(() => app.strapi.db.query(ALIAS_UID).count({ where: { entryDocumentId: id, locale: 'en', live: true } })).toBe(0);
    expect((await resolve(app.url, '/pages/soon-gone')).status).toBe(404);
  });

  it('never keeps what a concurrent write replaced: reads racing a page’s moves end on its last path', async () => {
    const id = await publishPage('Race 0');
    await aliasReaches(id, '/pages/race-0');
    expect((await resolve(app.url, '/pages/race-0')).status).toBe(200);
    let writing = true;
    const reads = (async () => {
      while (writing) await Promise.all(Array.from({ length: 10 }, (_, i) => resolve(app.url, `/pages/race-${i}`)));
    })();
    for (let round = 1; round < 10; round += 1) {
      await pages().update({ documentId: id, locale: 'en', data: { title: `Race ${round}` }, status: 'published' });
      await aliasReaches(id, `/pages/race-${round}`);
      // Lets the reads find the page at its new path before it moves on.
      await sleep(30);
    }
    writing = false;
    await reads;
    expect((await resolve(app.url, '/pages/race-9')).body.data.documentId).toBe(id);
    for (let round = 0; round < 9; round += 1) expect((await resolve(app.url, `/pages/race-${round}`)).status).toBe(404);
  });
});

describeOnSqlite('router cache: one server on SQLite', () => {
  it('has every live path in memory soon after its first request', async () => {
    const ids = await Promise.all(['Loaded one', 'Loaded two'].map(publishPage));
    await aliasReaches(ids[1], '/pages/loaded-two');
    await app.restart();
    await setPublicPermissions(app.strapi, READ_ACTIONS);
    expect((await resolve(app.url, '/pages/loaded-one')).status).toBe(200);
    const deadline = Date.now() + 10_000;
    let reads = await aliasReadsDuring(() => resolve(app.url, '/pages/loaded-two'));
    while (reads.length > 0 && Date.now() < deadline) {
      await sleep(100);
      reads = await aliasReadsDuring(() => resolve(app.url, '/pages/about'));
    }
    expect(reads).toEqual([]);
    expect(await aliasReadsDuring(() => resolve(app.url, '/pages/loaded-two'))).toEqual([]);
  });

  it('keeps the other entries’ paths when one entry’s alias moves', async () => {
    const [kept, moved] = await Promise.all(['Stays put', 'Moves away'].map(publishPage));
    await aliasReaches(moved, '/pages/moves-away');
    for (const path of ['/pages/stays-put', '/pages/moves-away']) expect((await resolve(app.url, path)).status).toBe(200);
    await pages().update({ documentId: moved, locale: 'en', data: { title: 'Moved away' }, status: 'published' });
    await aliasReaches(moved, '/pages/moved-away');
    expect(
      await aliasReadsDuring(async () => expect((await resolve(app.url, '/pages/stays-put')).body.data.documentId).toBe(kept))
    ).toEqual([]);
    expect((await resolve(app.url, '/pages/moves-away')).status).toBe(404);
    expect((await resolve(app.url, '/pages/moved-away')).body.data.documentId).toBe(moved);
  });
  it('loads nothing in advance when the site has more live paths than it holds, and keeps the paths asked for', async () => {
    await app.restart();
    await setPublicPermissions(app.strapi, READ_ACTIONS);
    const settings = app.strapi.config.get('plugin::sitetools.routerCache') as { entries: number; refreshMs: number };
    const live = await app.strapi.db.query(ALIAS_UID).count({ where: { live: true } });
    app.strapi.config.set('plugin::sitetools.routerCache', { ...settings, entries: live - 1 });
    const cache = app.strapi.plugin('sitetools').service('router-cache');
    try {
      expect((await resolve(app.url, '/pages/stays-put')).status).toBe(200);
      // A preload would have read the live aliases by id, in the background, within this time.
      await sleep(500);
      // The path and its breadcrumbs' prefixes, each read once: nothing else was loaded.
      const first = cache.stats();
      expect(first).toMatchObject({ limit: live - 1, hits: 0, paths: first.misses });
      expect(first.paths).toBeLessThan(live - 1);
      expect(await aliasReadsDuring(() => resolve(app.url, '/pages/stays-put'))).toEqual([]);
      expect(cache.stats()).toEqual({ ...first, hits: first.misses });
    } finally {
      app.strapi.config.set('plugin::sitetools.routerCache', settings);
    }
  });
});

describeOnSharedDatabase('router cache: two servers on one database', () => {
  let other: OtherInstance;
  beforeAll(async () => {
    other = await startOtherInstance();
  }, 120_000);
  afterAll(() => other?.stop());

  it('serves another server’s move within the refresh interval', async () => {
    const token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const id = await publishPage('Elsewhere before');
    await aliasReaches(id, '/pages/elsewhere-before');
    // Both servers have the path in memory.
    for (const base of [app.url, other.url]) expect((await resolve(base, '/pages/elsewhere-before')).status).toBe(200);
    const published = await api(other.url).post(
      `/content-manager/collection-types/${PAGE_UID}/${id}/actions/publish?locale=en`,
      { title: 'Elsewhere after' },
      { token }
    );
    expect(published.status).toBe(200);
    await aliasReaches(id, '/pages/elsewhere-after');
    const moved = Date.now();
    while ((await resolve(app.url, '/pages/elsewhere-before')).status !== 404) {
      expect(Date.now() - moved).toBeLessThan(REFRESH_MS + 2000);
      await sleep(50);
    }
    expect((await resolve(app.url, '/pages/elsewhere-after')).body.data.documentId).toBe(id);
    expect((await resolve(other.url, '/pages/elsewhere-before')).status).toBe(404);
  });
});
