import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindLinkTargets, ResolvedLink } from '../../shared/contracts/internal-link';
import { adminSession, adminToken, contentTypePermission, createAdminRole } from './support/admin';
import { api } from './support/api';
import { documents } from './support/documents';
import { graphql } from './support/graphql';
import { READ_ACTIONS, createApiToken, createUserToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const ARTICLE = 'api::article.article';
const CM = `/content-manager/collection-types/${PAGE}`;

let app: TestApp;
let superToken: string;

const pages = () => documents(app.strapi, PAGE);
type PageBody = { data: { related: ResolvedLink | null } };
const related = async (documentId: string, locale = 'en') => {
  const res = await api(app.url).get<PageBody>(`/api/pages/${documentId}?locale=${locale}`);
  expect(res.status).toBe(200);
  return res.body.data.related;
};
const stored = async (documentId: string, locale = 'en') =>
  ((await app.strapi.db.query(PAGE).findOne({ where: { documentId, locale, publishedAt: { $notNull: true } } })) as { related: unknown })
    .related;

/** A published page linking to a published target; both created here. */
const linkedPair = async (title: string, link: Record<string, unknown> = {}) => {
  const target = await pages().create({ data: { title: `${title} target` }, locale: 'en', status: 'published' });
  const holder = await pages().create({
    data: { title: `${title} holder`, related: { contentType: PAGE, documentId: target.documentId, ...link } },
    locale: 'en',
    status: 'published',
  });
  return { target, holder };
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, READ_ACTIONS);
  superToken = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('the Internal link field in content API responses', () => {
  it("writes out the target's live path, and follows the target when it moves, the stored value unchanged", async () => {
    const { target, holder } = await linkedPair('Moves');
    expect(await related(holder.documentId)).toEqual({
      path: '/pages/moves-target',
      url: null,
      contentType: PAGE,
      documentId: target.documentId,
      locale: 'en',
    });
    await pages().update({ documentId: target.documentId, locale: 'en', data: { title: 'Moved', slug: 'moved' }, status: 'published' });
    expect((await related(holder.documentId))?.path).toBe('/pages/moved');
    expect(await stored(holder.documentId)).toEqual({ contentType: PAGE, documentId: target.documentId });
  });

  it('is null while the target is unpublished, and again live when it is published', async () => {
    const { target, holder } = await linkedPair('Unpublished');
    await pages().unpublish({ documentId: target.documentId, locale: 'en' });
    expect(await related(holder.documentId)).toBeNull();
    await pages().publish({ documentId: target.documentId, locale: 'en' });
    expect((await related(holder.documentId))?.path).toBe('/pages/unpublished-target');
  });

  it('is null once the target is deleted, the stored reference kept', async () => {
    const { target, holder } = await linkedPair('Deleted');
    await pages().delete({ documentId: target.documentId });
    expect(await related(holder.documentId)).toBeNull();
    expect(await stored(holder.documentId)).toEqual({ contentType: PAGE, documentId: target.documentId });
  });

  it("takes the holder's locale, then the target's default, and the locale the link names", async () => {
    const { target, holder } = await linkedPair('Locales');
    await pages().update({ documentId: target.documentId, locale: 'fr', data: { title: 'Cible' }, status: 'published' });
    await pages().update({ documentId: holder.documentId, locale: 'fr', data: { title: 'Porteur' }, status: 'published' });
    expect(await related(holder.documentId, 'fr')).toMatchObject({ path: '/pages/cible', locale: 'fr' });
    await pages().unpublish({ documentId: target.documentId, locale: 'fr' });
    expect(await related(holder.documentId, 'fr')).toMatchObject({ path: '/pages/locales-target', locale: 'en' });
    const { holder: french } = await linkedPair('Named locale', { locale: 'fr' });
    expect(await related(french.documentId)).toBeNull();
  });

  it('gives the absolute URL on the front-end base of the target locale', async () => {
    const { holder } = await linkedPair('Absolute');
    app.strapi.config.set('plugin::sitetools.frontendUrl', 'https://www.example.com');
    try {
      expect((await related(holder.documentId))?.url).toBe('https://www.example.com/pages/absolute-target');
    } finally {
      app.strapi.config.set('plugin::sitetools.frontendUrl', null);
    }
  });

  it('writes out a target of a type the caller may not read as its text alone, and its path to one who may', async () => {
    // Public reads pages, not the About single type.
    const about = await documents(app.strapi, 'api::about.about').create({
      data: { title: 'About us' },
      locale: 'en',
      status: 'published',
    });
    const holder = await pages().create({
      data: {
        title: 'Links to about',
        related: { contentType: 'api::about.about', documentId: about.documentId },
        notes: `[about](sitetools://${about.documentId})`,
      },
      locale: 'en',
      status: 'published',
    });
    const publicRead = await api(app.url).get<{ data: { related: ResolvedLink | null; notes: string } }>(
      `/api/pages/${holder.documentId}?locale=en`
    );
    expect(publicRead.body.data).toMatchObject({ related: null, notes: `[about](sitetools://${about.documentId})` });
    const router = await api(app.url).get<{ data: { related: ResolvedLink | null } }>('/api/sitetools/router?path=/pages/links-to-about');
    expect(router.body.data.related).toBeNull();

    const token = await createApiToken(app.strapi, 'custom', [`${PAGE}.findOne`, 'api::about.about.find']);
    const reader = await api(app.url).get<{ data: { related: ResolvedLink | null; notes: string } }>(
      `/api/pages/${holder.documentId}?locale=en`,
      { token }
    );
    expect(reader.body.data).toMatchObject({ related: expect.objectContaining({ path: '/about' }), notes: '[about](/about)' });
  });

  it('writes a malformed stored value out as null', async () => {
    const holder = await pages().create({ data: { title: 'Malformed', related: { documentId: 42 } }, locale: 'en', status: 'published' });
    expect(await related(holder.documentId)).toBeNull();
  });

  it('resolves every link of a list with one read of the alias table', async () => {
    const holders = [];
    for (const title of ['List one', 'List two', 'List three']) holders.push((await linkedPair(title)).holder);
    const query = holders.map(({ documentId }, index) => `filters[documentId][$in][${index}]=${documentId}`).join('&');
    const statements: string[] = [];
    const listener = ({ sql }: { sql: string }) => statements.push(sql);
    app.strapi.db.connection.on('query', listener);
    let res;
    try {
      res = await api(app.url).get<{ data: Array<{ related: ResolvedLink | null }> }>(`/api/pages?${query}&sort=title&locale=en`);
    } finally {
      app.strapi.db.connection.off('query', listener);
    }
    expect(res.body.data.map((page) => page.related?.path)).toEqual([
      '/pages/list-one-target',
      '/pages/list-three-target',
      '/pages/list-two-target',
    ]);
    expect(statements.filter((sql) => /^select/i.test(sql) && sql.includes('sitetools_url_aliases'))).toHaveLength(1);
  });

  it('is written out by the router and by GraphQL', async () => {
    const { holder } = await linkedPair('Everywhere');
    const routed = await api(app.url).get<PageBody>('/api/sitetools/router?path=/pages/everywhere-holder');
    expect(routed.body.data.related?.path).toBe('/pages/everywhere-target');
    const answer = await graphql(app.url)<{ page: { related: ResolvedLink | null } }>(
      'query($id: ID!) { page(documentId: $id, locale: "en") { related } }',
      { id: holder.documentId }
    );
    expect(answer.errors).toEqual([]);
    expect(answer.data?.page.related?.path).toBe('/pages/everywhere-target');
  });

  it('is written out in an entry that populate brings', async () => {
    const { holder } = await linkedPair('Populated');
    const child = await pages().create({
      data: { title: 'Populated child', parent: { connect: [{ documentId: holder.documentId, locale: 'en' }] } },
      locale: 'en',
      status: 'published',
    });
    const res = await api(app.url).get<{ data: { parent: { related: ResolvedLink | null } } }>(
      `/api/pages/${child.documentId}?locale=en&populate[parent]=true`
    );
    expect(res.body.data.parent.related?.path).toBe('/pages/populated-target');
  });

  it('is written out by GraphQL in what a relation brings: fields, rich text, components, dynamic zones', async () => {
    const { target, holder } = await linkedPair('Graph relation');
    const link = { contentType: PAGE, documentId: target.documentId };
    const blocks = [
      {
        type: 'paragraph',
        children: [{ type: 'link', url: `https://sitetools.invalid/${target.documentId}`, children: [{ type: 'text', text: 'it' }] }],
      },
    ];
    await pages().update({
      documentId: holder.documentId,
      locale: 'en',
      data: {
        content: blocks,
        notes: `[it](sitetools://${target.documentId})`,
        hero: { label: 'Hero', link },
        sections: [{ __component: 'sections.text', body: blocks, link }],
      },
      status: 'published',
    });
    await pages().update({
      documentId: holder.documentId,
      locale: 'fr',
      data: { title: 'Relation porteur', related: link },
      status: 'published',
    });
    const child = await pages().create({
      data: { title: 'Graph relation child', parent: { connect: [{ documentId: holder.documentId, locale: 'en' }] }, hero: { link } },
      locale: 'en',
      status: 'published',
    });
    const answer = await graphql(app.url)<Record<string, unknown>>(
      `query($id: ID!) { page(documentId: $id, locale: "en") {
        hero { link }
        parent {
          related content notes hero { link } sections { ... on ComponentSectionsText { body link } }
          localizations_connection { nodes { related } }
        }
      } }`,
      { id: child.documentId }
    );
    expect(answer.errors).toEqual([]);
    const path = '/pages/graph-relation-target';
    const written = { path, url: null, contentType: PAGE, documentId: target.documentId, locale: 'en' };
    const writtenBlocks = [{ ...blocks[0], children: [{ ...blocks[0]?.children[0], url: path }] }];
    expect(answer.data).toEqual({
      page: {
        hero: { link: written },
        parent: {
          related: written,
          content: writtenBlocks,
          notes: `[it](${path})`,
          hero: { link: written },
          sections: [{ body: writtenBlocks, link: written }],
          // The French version links to the English target: the target has no French version.
          localizations_connection: { nodes: [{ related: written }] },
        },
      },
    });

    // A query that selects no link there looks none up.
    const statements: string[] = [];
    const listener = ({ sql }: { sql: string }) => statements.push(sql);
    app.strapi.db.connection.on('query', listener);
    try {
      const titles = await graphql(app.url)<Record<string, unknown>>(
        'query($id: ID!) { page(documentId: $id, locale: "en") { hero { label } parent { title } } }',
        { id: child.documentId }
      );
      expect(titles.data).toEqual({ page: { hero: { label: null }, parent: { title: 'Graph relation holder' } } });
    } finally {
      app.strapi.db.connection.off('query', listener);
    }
    expect(statements.filter((sql) => sql.includes('sitetools_url_aliases'))).toEqual([]);
  });

  it('leaves the Content Manager the stored reference', async () => {
    const { target, holder } = await linkedPair('Admin');
    const res = await api(app.url).get<PageBody>(`${CM}/${holder.documentId}?locale=en`, { token: superToken });
    expect(res.status).toBe(200);
    expect(res.body.data.related).toEqual({ contentType: PAGE, documentId: target.documentId });
  });
});

describe('GET /sitetools/link-targets (the picker)', () => {
  const targets = (query: string, token?: string) =>
    api(app.url).get<FindLinkTargets.Response>(`/sitetools/link-targets?${query}`, token ? { token } : {});
  const read = (subject: string, options: { fields?: string[]; conditions?: string[] } = {}) =>
    contentTypePermission('plugin::content-manager.explorer.read', subject, options);
  let runs = 0;

  it('finds entries by title and by path, with their live path', async () => {
    const page = await pages().create({ data: { title: 'Picker findable' }, locale: 'en', status: 'published' });
    const byTitle = await targets('q=findable&locale=en', superToken);
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.data).toContainEqual({
      contentType: PAGE,
      contentTypeName: 'Page',
      documentId: page.documentId,
      locale: 'en',
      title: 'Picker findable',
      path: '/pages/picker-findable',
    });
    await pages().update({ documentId: page.documentId, locale: 'en', data: { slug: 'elsewhere-xyz' }, status: 'published' });
    const byPath = await targets('q=elsewhere-xyz&locale=en', superToken);
    expect(byPath.body.data.map((target) => target.documentId)).toEqual([page.documentId]);
  });

  it("labels an entry found in another locale with that locale and that locale's path", async () => {
    const res = await targets('q=propos&locale=fr', superToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual(expect.objectContaining({ title: 'À propos', locale: 'fr', path: '/pages/a-propos' }));
    expect(res.body.data.filter((target) => target.locale !== 'fr')).toEqual([]);
  });

  it.each([
    { who: 'an editor who may read pages', permissions: [read(PAGE), read(ARTICLE)], status: 200, sees: ['own', 'other'], titled: true },
    { who: 'an editor who may read articles only', permissions: [read(ARTICLE)], status: 200, sees: [], titled: true },
    {
      who: 'an editor who may read the pages they created',
      permissions: [read(PAGE, { conditions: ['admin::is-creator'] })],
      status: 200,
      sees: ['own'],
      titled: true,
    },
    {
      who: 'an editor who may read the slugs of pages, not their titles',
      permissions: [read(PAGE, { fields: ['slug'] })],
      status: 200,
      sees: ['own', 'other'],
      titled: false,
    },
    {
      who: 'an editor who may read no type with URLs',
      permissions: [read('api::category.category')],
      status: 403,
      sees: [],
      titled: false,
    },
  ])('answers $who with $status and the pages they may read', async ({ permissions, status, sees, titled }) => {
    const editor = await adminSession(app.strapi, app.url, await createAdminRole(app.strapi, permissions));
    const name = `permission-table-${++runs}`;
    const created = {
      own: await pages().create({ data: { title: `${name} own`, createdBy: editor.id }, locale: 'en', status: 'published' }),
      other: await pages().create({ data: { title: `${name} other` }, locale: 'en', status: 'published' }),
    };
    // The name is in the titles and in the paths: a role that may not read titles finds pages by path.
    const res = await targets(`q=${name}&locale=en`, editor.token);
    expect(res.status).toBe(status);
    if (status !== 200) return expect(res.error?.name).toBe('ForbiddenError');
    const listed = (Object.keys(created) as Array<keyof typeof created>).flatMap((key) => {
      const target = res.body.data.find(({ documentId }) => documentId === created[key].documentId);
      return target ? [`${key}: ${target.title}`] : [];
    });
    expect(listed).toEqual(sees.map((key) => `${key}: ${titled ? `${name} ${key}` : null}`));
  });

  it.each([
    { who: 'no one', token: async () => undefined },
    { who: 'a malformed bearer', token: async () => 'not-a-token' },
    { who: 'a Users & Permissions user who may read pages', token: () => createUserToken(app.strapi, READ_ACTIONS) },
    { who: 'a full-access API token', token: () => createApiToken(app.strapi, 'full-access') },
  ])('refuses $who with 401', async ({ token }) => {
    const res = await targets('q=x', await token());
    expect(res.status).toBe(401);
    expect(res.error?.name).toBe('UnauthorizedError');
  });

  it('refuses a query that is too long with 400', async () => {
    const res = await targets(`q=${'x'.repeat(300)}`, superToken);
    expect(res.status).toBe(400);
    expect(res.error?.name).toBe('ValidationError');
  });
});
