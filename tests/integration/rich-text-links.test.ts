import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindBrokenLinks } from '../../shared/contracts/internal-link';
import { ACTIONS } from '../../shared/contracts/permissions';
import { adminSession, adminToken, contentTypePermission, createAdminRole } from './support/admin';
import { api } from './support/api';
import { documents, type Entry } from './support/documents';
import { graphql } from './support/graphql';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';

let app: TestApp;
let superToken: string;

const pages = () => documents(app.strapi, PAGE);
const blocksLinkingTo = (url: string) => [
  { type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', text: 'the target' }] }] },
];
type Written = { content: Array<{ children: Array<{ url: string }> }>; notes: string };
const written = async (documentId: string, locale = 'en'): Promise<{ blocks: string; markdown: string }> => {
  const res = await api(app.url).get<{ data: Written }>(`/api/pages/${documentId}?locale=${locale}`);
  expect(res.status).toBe(200);
  return { blocks: res.body.data.content[0]?.children[0]?.url ?? '', markdown: res.body.data.notes };
};

/** A published target and a published page linking to it from Blocks and Markdown. */
const linkedPair = async (title: string, query = '') => {
  const target = await pages().create({ data: { title: `${title} target` }, locale: 'en', status: 'published' });
  // Strapi's Blocks validator accepts web links only: Blocks hold the https://sitetools.invalid form.
  const url = `sitetools://${target.documentId}${query}`;
  const webUrl = `https://sitetools.invalid/${target.documentId}${query}`;
  const holder = await pages().create({
    data: { title: `${title} holder`, content: blocksLinkingTo(webUrl), notes: `See [it](${url}) and \`${url}\`.` },
    locale: 'en',
    status: 'published',
  });
  return { target, holder, url, webUrl };
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, READ_ACTIONS);
  superToken = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('sitetools:// links in Blocks and Markdown', () => {
  it("are written out as the target's live path and follow it when it moves", async () => {
    const { target, holder, url } = await linkedPair('Rich moves');
    expect(await written(holder.documentId)).toEqual({
      blocks: '/pages/rich-moves-target',
      markdown: `See [it](/pages/rich-moves-target) and \`${url}\`.`,
    });
    await pages().update({ documentId: target.documentId, locale: 'en', data: { slug: 'rich-moved' }, status: 'published' });
    expect((await written(holder.documentId)).blocks).toBe('/pages/rich-moved');
    const stored = (await pages().findOne({ documentId: holder.documentId, locale: 'en' })) as Entry;
    expect(stored.notes).toBe(`See [it](${url}) and \`${url}\`.`);
  });

  it('keep their URL as written while the target is unpublished or deleted', async () => {
    const { target, holder, url, webUrl } = await linkedPair('Rich gone');
    await pages().unpublish({ documentId: target.documentId, locale: 'en' });
    expect((await written(holder.documentId)).blocks).toBe(webUrl);
    await pages().delete({ documentId: target.documentId });
    expect((await written(holder.documentId)).markdown).toBe(`See [it](${url}) and \`${url}\`.`);
  });

  it('honour ?locale=, and give absolute URLs on a front-end base', async () => {
    const { target, holder } = await linkedPair('Rich locale', '?locale=fr');
    await pages().update({ documentId: target.documentId, locale: 'fr', data: { title: 'Cible riche' }, status: 'published' });
    app.strapi.config.set('plugin::sitetools.frontendUrls', { fr: 'https://example.fr' });
    try {
      expect((await written(holder.documentId)).blocks).toBe('https://example.fr/pages/cible-riche');
    } finally {
      app.strapi.config.set('plugin::sitetools.frontendUrls', {});
    }
  });

  it('are written out in GraphQL answers', async () => {
    const { holder } = await linkedPair('Rich graphql');
    const answer = await graphql(app.url)<{ page: { notes: string } }>(
      'query($id: ID!) { page(documentId: $id, locale: "en") { notes } }',
      { id: holder.documentId }
    );
    expect(answer.errors).toEqual([]);
    expect(answer.data?.page.notes).toContain('[it](/pages/rich-graphql-target)');
  });
});

describe('GET /sitetools/broken-links', () => {
  it('lists the published entries holding links to unpublished or deleted targets, by field', async () => {
    const unpublished = await linkedPair('Report unpublished');
    const deleted = await linkedPair('Report deleted');
    const fine = await linkedPair('Report fine');
    const field = await pages().create({
      data: { title: 'Report field', related: { contentType: PAGE, documentId: deleted.target.documentId } },
      locale: 'en',
      status: 'published',
    });
    await pages().unpublish({ documentId: unpublished.target.documentId, locale: 'en' });
    await pages().delete({ documentId: deleted.target.documentId });

    const res = await api(app.url).get<FindBrokenLinks.Response>('/sitetools/broken-links', { token: superToken });
    expect(res.status).toBe(200);
    const rows = res.body.data.map((row) => `${row.title} ${row.field} -> ${row.target.documentId}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        `Report unpublished holder content -> ${unpublished.target.documentId}`,
        `Report unpublished holder notes -> ${unpublished.target.documentId}`,
        `Report deleted holder content -> ${deleted.target.documentId}`,
        `Report field related -> ${deleted.target.documentId}`,
      ])
    );
    expect(res.body.data.some((row) => row.documentId === fine.holder.documentId)).toBe(false);
    expect(res.body.data.some((row) => row.documentId === field.documentId && row.locale === 'en')).toBe(true);
    expect(res.body.meta.truncated).toBe(false);
  });

  it('lists the links in components and dynamic zone entries by their path, and not the live ones', async () => {
    const gone = await pages().create({ data: { title: 'Report part gone' }, locale: 'en', status: 'published' });
    const live = await pages().create({ data: { title: 'Report part live' }, locale: 'en', status: 'published' });
    const link = (target: Entry) => ({ contentType: PAGE, documentId: target.documentId });
    const holder = await pages().create({
      data: {
        title: 'Report parts',
        hero: { label: 'Gone', link: link(gone) },
        sections: [
          { __component: 'sections.call-to-action', label: 'Live', link: link(live) },
          {
            __component: 'sections.text',
            body: blocksLinkingTo(`https://sitetools.invalid/${gone.documentId}`),
            notes: `[live](sitetools://${live.documentId}) and [gone](sitetools://${gone.documentId})`,
            link: link(live),
          },
        ],
      },
      locale: 'en',
      status: 'published',
    });
    await pages().delete({ documentId: gone.documentId });

    const statements: string[] = [];
    const listener = ({ sql }: { sql: string }) => statements.push(sql);
    app.strapi.db.connection.on('query', listener);
    let res;
    try {
      res = await api(app.url).get<FindBrokenLinks.Response>('/sitetools/broken-links', { token: superToken });
    } finally {
      app.strapi.db.connection.off('query', listener);
    }
    expect(res.status).toBe(200);
    const rows = res.body.data.filter((row) => row.documentId === holder.documentId);
    expect(rows.map((row) => `${row.title} ${row.field} -> ${row.target.documentId}`)).toEqual([
      `Report parts hero.link -> ${gone.documentId}`,
      `Report parts sections[1].body -> ${gone.documentId}`,
      `Report parts sections[1].notes -> ${gone.documentId}`,
    ]);
    // Batched: one read of a component's table per batch of 200 pages, not one per page.
    const batches = Math.ceil((await app.strapi.db.query(PAGE).count({ where: { publishedAt: { $notNull: true } } })) / 200);
    const componentReads = statements.filter((sql) => /^select/i.test(sql) && sql.includes('components_sections_texts'));
    expect(componentReads).toHaveLength(batches);
  });

  const read = (options: { fields?: string[]; conditions?: string[] } = {}) =>
    contentTypePermission('plugin::content-manager.explorer.read', PAGE, options);
  const SITETOOLS_READ = { action: ACTIONS.read, subject: null };
  const ALL = ['own content titled', 'own related titled', 'other content titled', 'other related titled'];
  it.each([
    { who: 'an editor without the sitetools read permission', permissions: [read()], status: 403, sees: [] },
    { who: 'an editor with it', permissions: [read(), SITETOOLS_READ], status: 200, sees: ALL },
    {
      who: 'an editor with it who may read the pages they created',
      permissions: [read({ conditions: ['admin::is-creator'] }), SITETOOLS_READ],
      status: 200,
      sees: ['own content titled', 'own related titled'],
    },
    {
      who: 'an editor with it who may read the Internal link of pages, not their titles or rich text',
      permissions: [read({ fields: ['slug', 'related'] }), SITETOOLS_READ],
      status: 200,
      sees: ['own related untitled', 'other related untitled'],
    },
    { who: 'an editor with it who may not read pages', permissions: [SITETOOLS_READ], status: 200, sees: [] },
  ])('answers $who with $status and the broken links they may read', async ({ permissions, status, sees }) => {
    const editor = await adminSession(app.strapi, app.url, await createAdminRole(app.strapi, permissions));
    const target = await pages().create({ data: { title: 'Report permission target' }, locale: 'en', status: 'published' });
    const links = {
      content: blocksLinkingTo(`https://sitetools.invalid/${target.documentId}`),
      related: { contentType: PAGE, documentId: target.documentId },
    };
    const holders = new Map<string, string>();
    for (const [who, createdBy] of [
      ['own', editor.id],
      ['other', null],
    ] as const) {
      const holder = await pages().create({ data: { title: `Report ${who}`, ...links, createdBy }, locale: 'en', status: 'published' });
      holders.set(holder.documentId, who);
    }
    await pages().delete({ documentId: target.documentId });

    const res = await api(app.url).get<FindBrokenLinks.Response>('/sitetools/broken-links', { token: editor.token });
    expect(res.status).toBe(status);
    const rows = status === 200 ? res.body.data.filter((row) => holders.has(row.documentId)) : [];
    const seen = rows.map((row) => `${holders.get(row.documentId)} ${row.field} ${row.title === null ? 'untitled' : 'titled'}`);
    expect(seen.sort()).toEqual([...sees].sort());
  });

  it('refuses a caller who is not an admin with 401', async () => {
    expect((await api(app.url).get('/sitetools/broken-links')).status).toBe(401);
  });
});
