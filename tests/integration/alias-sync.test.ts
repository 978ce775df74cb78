import { ALIAS_CHANGED_EVENT, ALIAS_CHANGING_EVENT } from 'sitetools-kit/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AliasChangedEvent } from '../../shared/contracts/events';
import { api, routerUrl, type DocumentResponse, type DocumentListResponse } from './support/api';
import { READ_ACTIONS, createApiToken, setPublicPermissions } from './support/permissions';
import { documents } from './support/documents';
import { startTestApp, type TestApp } from './support/strapi';
import type { FindByPath } from '../../shared/contracts/router';
import type { FindUrlAliases } from '../../shared/contracts/url-alias';

let app: TestApp;
let writeToken: string;

const pages = () => documents(app.strapi, 'api::page.page');

/** The stored aliases of one entry, by locale. */
const aliasesOf = async (documentId: string) => {
  const rows = await app.strapi.db.query('plugin::sitetools.url-alias').findMany({
    where: { entryDocumentId: documentId },
    orderBy: { locale: 'asc' },
  });
  return rows.map(({ url_path, locale, live, generated }) => ({ url_path, locale, live: Boolean(live), generated }));
};

const routed = (path: string, extra = '') => api(app.url).get<FindByPath.Response>(routerUrl(path, extra));

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, READ_ACTIONS);
  writeToken = await createApiToken(app.strapi, 'full-access');
});
afterAll(() => app?.stop());

describe('alias generation on create, publish and edit', () => {
  it('reserves the path of a new draft without making it live', async () => {
    const page = await pages().create({ data: { title: 'Draft only' }, locale: 'en' });
    expect(await aliasesOf(page.documentId)).toEqual([{ url_path: '/pages/draft-only', locale: 'en', live: false, generated: true }]);
    expect((await routed('/pages/draft-only')).status).toBe(404);
  });

  it('makes the path live on publish', async () => {
    const page = await pages().create({ data: { title: 'Launch' }, locale: 'en' });
    await pages().publish({ documentId: page.documentId, locale: 'en' });
    expect(await aliasesOf(page.documentId)).toEqual([{ url_path: '/pages/launch', locale: 'en', live: true, generated: true }]);
    expect((await routed('/pages/launch')).body.data.title).toBe('Launch');
  });

  it('moves the live path only when the edited draft is published', async () => {
    const page = await pages().create({ data: { title: 'Old name' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'en', data: { title: 'New name' } });
    expect((await aliasesOf(page.documentId))[0].url_path).toBe('/pages/old-name');

    await pages().publish({ documentId: page.documentId, locale: 'en' });
    expect((await aliasesOf(page.documentId))[0].url_path).toBe('/pages/new-name');
    expect((await routed('/pages/new-name')).body.data.title).toBe('New name');
    expect((await routed('/pages/old-name')).status).toBe(404);
  });

  it('uses the uid field when it is filled and transliterates titles', async () => {
    const custom = await pages().create({ data: { title: 'Whatever', slug: 'chosen-slug' }, status: 'published' });
    expect((await aliasesOf(custom.documentId))[0].url_path).toBe('/pages/chosen-slug');
    const accented = await pages().create({ data: { title: 'Crème brûlée à Paris' }, status: 'published' });
    expect((await aliasesOf(accented.documentId))[0].url_path).toBe('/pages/creme-brulee-a-paris');
  });

  it('reads the fields it needs when a creation returns only some of them', async () => {
    const res = await api(app.url).post<DocumentResponse>(
      '/api/pages?status=published&fields[0]=title',
      { data: { title: 'Partial answer', slug: 'from-the-slug' } },
      { token: writeToken }
    );
    expect(res.status).toBe(201);
    expect(res.body.data.slug).toBeUndefined();
    expect(await aliasesOf(res.body.data.documentId)).toEqual([
      { url_path: '/pages/from-the-slug', locale: 'en', live: true, generated: true },
    ]);
  });

  it('falls back to the documentId when the title has nothing readable', async () => {
    const page = await pages().create({ data: { title: '!!!' }, status: 'published' });
    expect((await aliasesOf(page.documentId))[0].url_path).toBe(`/pages/${page.documentId}`);
  });

  it('gives two entries with the same title distinct paths', async () => {
    const first = await pages().create({ data: { title: 'Twins' }, status: 'published' });
    const second = await pages().create({ data: { title: 'Twins' }, status: 'published' });
    expect((await aliasesOf(first.documentId))[0].url_path).toBe('/pages/twins');
    expect((await aliasesOf(second.documentId))[0].url_path).toBe('/pages/twins-2');
    expect((await routed('/pages/twins-2')).body.data.documentId).toBe(second.documentId);
  });

  it('keeps numbering past the candidates looked up by exact value', async () => {
    const paths: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const page = await pages().create({ data: { title: 'Popular' }, status: 'published' });
      paths.push((await aliasesOf(page.documentId))[0].url_path);
    }
    expect(paths).toEqual(['/pages/popular', ...Array.from({ length: 39 }, (_, i) => `/pages/popular-${i + 2}`)]);
  });

  /** Stores aliases of entries that do not exist at `/pages/<slug>` and its suffixes `suffixes`. */
  const takeSuffixes = (slug: string, suffixes: number[]) =>
    app.strapi.db.query('plugin::sitetools.url-alias').createMany({
      data: [1, ...suffixes].map((n) => ({
        url_path: n === 1 ? `/pages/${slug}` : `/pages/${slug}-${n}`,
        contenttype: 'api::page.page',
        entryDocumentId: `${slug}-${n}`,
        locale: 'en',
        generated: true,
        live: false,
      })),
    });
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it('past the first candidates, takes the next suffix after as many as are taken', async () => {
    // 37 suffixes taken, 33 free: the window starts at 39, past the last one taken.
    await takeSuffixes('holey', [...range(2, 32), ...range(34, 39)]);
    const page = await pages().create({ data: { title: 'Holey' }, status: 'published' });
    expect((await aliasesOf(page.documentId))[0].url_path).toBe('/pages/holey-40');
  });

  it('reads every suffix when the window after the count is taken too', async () => {
    // 63 suffixes taken: 2-32 and 65-96, so the window 65-96 is full and 33 is the first free one.
    await takeSuffixes('sparse', [...range(2, 32), ...range(65, 96)]);
    const page = await pages().create({ data: { title: 'Sparse' }, status: 'published' });
    expect((await aliasesOf(page.documentId))[0].url_path).toBe('/pages/sparse-33');
  });

  it('continues a shared title after its last suffix, and past a window another server filled', async () => {
    /**
     * Creates a page titled Shared: the path it gets, whether its save read any alias path (rather
     * than writing the path it guessed), and whether it counted the taken suffixes.
     */
    const createdCounting = async () => {
      const statements: string[] = [];
      const listener = ({ sql }: { sql: string }) => statements.push(sql);
      app.strapi.db.connection.on('query', listener);
      let documentId: string;
      try {
        ({ documentId } = await pages().create({ data: { title: 'Shared' }, status: 'published' }));
      } finally {
        app.strapi.db.connection.off('query', listener);
      }
      return {
        path: (await aliasesOf(documentId))[0].url_path,
        read: statements.some((sql) => /^select/i.test(sql) && sql.includes('sitetools_url_aliases')),
        counted: statements.some((sql) => /count\(/i.test(sql)),
      };
    };
    await takeSuffixes('shared', range(2, 33));
    // Past the first candidates: counted, then remembered, so the next one is guessed right.
    expect(await createdCounting()).toEqual({ path: '/pages/shared-34', read: true, counted: true });
    expect(await createdCounting()).toEqual({ path: '/pages/shared-35', read: false, counted: false });
    // Another server takes the 32 paths after the remembered one: the guess is refused, and the
    // lookup falls back to the count.
    await app.strapi.db.query('plugin::sitetools.url-alias').createMany({
      data: range(36, 67).map((n) => ({
        url_path: `/pages/shared-${n}`,
        contenttype: 'api::page.page',
        entryDocumentId: `elsewhere-${n}`,
        locale: 'en',
        generated: true,
        live: false,
      })),
    });
    expect(await createdCounting()).toEqual({ path: '/pages/shared-68', read: true, counted: true });
    expect(await createdCounting()).toEqual({ path: '/pages/shared-69', read: false, counted: false });
  });

  it('gives 20 concurrent REST creates of the same title 20 distinct paths', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(app.url).post<DocumentResponse>('/api/pages', { data: { title: 'Crowd' } }, { token: writeToken })
      )
    );
    expect(created.map((res) => res.status)).toEqual(Array(20).fill(201));
    const paths = (await Promise.all(created.map((res) => aliasesOf(res.body.data.documentId)))).map((aliases) => aliases[0].url_path);
    expect(new Set(paths).size).toBe(20);
    expect(paths).toContain('/pages/crowd');
    for (const path of paths) expect(path).toMatch(/^\/pages\/crowd(-\d+)?$/);
  });

  it('gives a cloned entry its own alias and links, leaving the source as it was', async () => {
    const source = await pages().create({ data: { title: 'Original' }, status: 'published' });
    const { documentId } = await pages().clone({ documentId: source.documentId, locale: 'en', data: { title: 'Copied' } });
    expect(await aliasesOf(source.documentId)).toEqual([{ url_path: '/pages/original', locale: 'en', live: true, generated: true }]);
    expect(await aliasesOf(documentId as string)).toEqual([{ url_path: '/pages/copied', locale: 'en', live: false, generated: true }]);
    const draft = await pages().findOne({ documentId: documentId as string, locale: 'en', populate: ['url_alias'] });
    expect((draft?.url_alias as { url_path?: string } | undefined)?.url_path).toBe('/pages/copied');
  });

  it('links entries to their alias so that populate=url_alias works natively', async () => {
    const res = await api(app.url).get<DocumentListResponse>('/api/articles?populate=url_alias');
    expect(res.status).toBe(200);
    expect(res.body.data[0].url_alias).toMatchObject({ url_path: '/articles/hello-world', locale: 'en' });
  });
});

describe('alias changes on unpublish and delete', () => {
  it('takes the path off the router and the list on unpublish, keeping it reserved', async () => {
    const page = await pages().create({ data: { title: 'Seasonal' }, status: 'published' });
    await pages().unpublish({ documentId: page.documentId });
    expect(await aliasesOf(page.documentId)).toEqual([{ url_path: '/pages/seasonal', locale: 'en', live: false, generated: true }]);
    expect((await routed('/pages/seasonal')).status).toBe(404);
    const listed = await api(app.url).get<FindUrlAliases.Response>('/api/sitetools/url-alias?filters[url_path][$eq]=/pages/seasonal');
    expect(listed.body.data).toEqual([]);
  });

  it('frees the path on delete', async () => {
    const page = await pages().create({ data: { title: 'Short lived' }, status: 'published' });
    await pages().delete({ documentId: page.documentId });
    expect(await aliasesOf(page.documentId)).toEqual([]);
    const again = await pages().create({ data: { title: 'Short lived' }, status: 'published' });
    expect((await aliasesOf(again.documentId))[0].url_path).toBe('/pages/short-lived');
  });

  it('deleting over REST removes the alias', async () => {
    const page = await pages().create({ data: { title: 'Via rest' }, status: 'published' });
    const res = await api(app.url).delete(`/api/pages/${page.documentId}`, { token: writeToken });
    expect(res.status).toBe(204);
    expect(await aliasesOf(page.documentId)).toEqual([]);
  });
});

describe('localized entries', () => {
  it('keeps one alias per locale and deletes only the deleted locale', async () => {
    const page = await pages().create({ data: { title: 'Services' }, locale: 'en', status: 'published' });
    await pages().update({
      documentId: page.documentId,
      locale: 'fr',
      data: { title: 'Prestations' },
      status: 'published',
    });
    expect(await aliasesOf(page.documentId)).toEqual([
      { url_path: '/pages/services', locale: 'en', live: true, generated: true },
      { url_path: '/pages/prestations', locale: 'fr', live: true, generated: true },
    ]);
    expect((await routed('/pages/prestations')).body.data).toMatchObject({ locale: 'fr', title: 'Prestations' });

    await pages().delete({ documentId: page.documentId, locale: 'fr' });
    expect((await aliasesOf(page.documentId)).map((a) => a.locale)).toEqual(['en']);
    expect((await routed('/pages/prestations')).status).toBe(404);
  });

  it('lets the same path exist once per locale', async () => {
    const page = await pages().create({ data: { title: 'Menu' }, locale: 'en', status: 'published' });
    await pages().update({ documentId: page.documentId, locale: 'fr', data: { title: 'Menu' }, status: 'published' });
    expect((await aliasesOf(page.documentId)).map((a) => a.url_path)).toEqual(['/pages/menu', '/pages/menu']);
  });

  it('stores aliases of a type that is not localized in the default locale', async () => {
    const article = await documents(app.strapi, 'api::article.article').create({ data: { title: 'Plain' }, status: 'published' });
    expect(await aliasesOf(article.documentId)).toEqual([{ url_path: '/articles/plain', locale: 'en', live: true, generated: true }]);
  });
});

describe('hand-written aliases', () => {
  it('are never overwritten by generation', async () => {
    const page = await pages().create({ data: { title: 'Hand made' }, status: 'published' });
    await app.strapi.db
      .query('plugin::sitetools.url-alias')
      .update({ where: { entryDocumentId: page.documentId }, data: { url_path: '/handmade', generated: null } });

    await pages().update({ documentId: page.documentId, data: { title: 'Hand made again' } });
    await pages().publish({ documentId: page.documentId });
    expect(await aliasesOf(page.documentId)).toEqual([{ url_path: '/handmade', locale: 'en', live: true, generated: null }]);
    expect((await routed('/handmade')).body.data.title).toBe('Hand made again');
  });
});

describe('alias change events', () => {
  it('announces path and visibility changes on the event hub', async () => {
    const events: AliasChangedEvent[] = [];
    const off = app.strapi.eventHub.on(ALIAS_CHANGED_EVENT, async (event: AliasChangedEvent) => {
      events.push(event);
    });
    try {
      const page = await pages().create({ data: { title: 'Announced' }, status: 'published' });
      await pages().update({ documentId: page.documentId, data: { title: 'Announced again' } });
      await pages().publish({ documentId: page.documentId });
      await pages().unpublish({ documentId: page.documentId });
      await pages().delete({ documentId: page.documentId });
      const mine = events.filter((event) => event.entryDocumentId === page.documentId);
      expect(mine.map(({ before, after }) => [before, after])).toEqual([
        [null, { url_path: '/pages/announced', live: true }],
        [
          { url_path: '/pages/announced', live: true },
          { url_path: '/pages/announced-again', live: true },
        ],
        [
          { url_path: '/pages/announced-again', live: true },
          { url_path: '/pages/announced-again', live: false },
        ],
        [{ url_path: '/pages/announced-again', live: false }, null],
      ]);
      expect(mine[0]).toMatchObject({ contenttype: 'api::page.page', locale: 'en' });
    } finally {
      off();
    }
  });

  it('announces first in the transaction that wrote the alias, then once it has committed', async () => {
    const seen: Array<[string, boolean]> = [];
    const offs = [ALIAS_CHANGING_EVENT, ALIAS_CHANGED_EVENT].map((name) =>
      app.strapi.eventHub.on(name, async (event: AliasChangedEvent) => {
        if (event.after?.url_path === '/pages/in-two-steps') seen.push([name, app.strapi.db.inTransaction()]);
      })
    );
    try {
      await pages().create({ data: { title: 'In two steps' }, status: 'published' });
      // A creation on SQLite is reconciled inside its save's transaction, elsewhere after the commit.
      const inSave = app.strapi.db.dialect.client === 'sqlite';
      expect(seen).toEqual([
        [ALIAS_CHANGING_EVENT, inSave],
        [ALIAS_CHANGED_EVENT, false],
      ]);
    } finally {
      for (const off of offs) off();
    }
  });
});

describe('saves inside a caller transaction', () => {
  it('updates aliases once the transaction commits, and not at all when it rolls back', async () => {
    const page = await pages().create({ data: { title: 'In a transaction' }, locale: 'en' });
    await app.strapi.db.transaction(async () => {
      await pages().update({ documentId: page.documentId, locale: 'en', data: { title: 'Committed title' } });
      await pages().publish({ documentId: page.documentId, locale: 'en' });
    });
    await expect
      .poll(() => aliasesOf(page.documentId))
      .toEqual([{ url_path: '/pages/committed-title', locale: 'en', live: true, generated: true }]);

    await app.strapi.db
      .transaction(async () => {
        await pages().update({ documentId: page.documentId, locale: 'en', data: { title: 'Rolled back' } });
        await pages().publish({ documentId: page.documentId, locale: 'en' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await new Promise((resume) => setTimeout(resume, 200));
    expect((await aliasesOf(page.documentId))[0].url_path).toBe('/pages/committed-title');
  });
});

describe('a creation whose alias cannot be written', () => {
  it('is rolled back with it on SQLite, where the alias is written in its transaction, and kept elsewhere', async () => {
    const generator = app.strapi.plugin('sitetools').service('alias-generator');
    const { basePath } = generator;
    generator.basePath = () => Promise.reject(new Error('no path today'));
    try {
      await expect(pages().create({ data: { title: 'Unlucky' }, status: 'published' })).rejects.toThrow('no path today');
    } finally {
      generator.basePath = basePath;
    }
    const rows = await app.strapi.db.query('api::page.page').findMany({ where: { title: 'Unlucky' } });
    expect(rows).toHaveLength(app.strapi.db.dialect.client === 'sqlite' ? 0 : 2);
  });
});

describe('races and settings', () => {
  it('keeps one alias per entry and locale when two reconciles of one entry race', async () => {
    const page = await pages().create({ data: { title: 'Raced' }, status: 'published' });
    await app.strapi.db.query('plugin::sitetools.url-alias').deleteMany({ where: { entryDocumentId: page.documentId } });
    const sync = app.strapi.plugin('sitetools').service('alias-sync');
    await Promise.all([sync.reconcile('api::page.page', page.documentId), sync.reconcile('api::page.page', page.documentId)]);
    expect(await aliasesOf(page.documentId)).toEqual([{ url_path: '/pages/raced', locale: 'en', live: true, generated: true }]);
  });

  it('does not move aliases of a type that is not localized when the default locale changes', async () => {
    const articles = documents(app.strapi, 'api::article.article');
    const article = await articles.create({ data: { title: 'Steady' }, status: 'published' });
    const locales = app.strapi.plugin('i18n').service('locales');
    await locales.setDefaultLocale({ code: 'fr' });
    try {
      await articles.update({ documentId: article.documentId, data: { content: 'edited' }, status: 'published' });
      expect(await aliasesOf(article.documentId)).toEqual([{ url_path: '/articles/steady', locale: 'en', live: true, generated: true }]);
    } finally {
      await locales.setDefaultLocale({ code: 'en' });
    }
  });
});
