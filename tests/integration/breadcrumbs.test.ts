import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitetoolsRoute } from '../../shared/contracts/graphql';
import type { Breadcrumb, FindByPath } from '../../shared/contracts/router';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import { documents } from './support/documents';
import { graphql } from './support/graphql';
import { READ_ACTIONS, createApiToken, createUserToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const ARTICLE = 'api::article.article';
const ALIAS = 'plugin::sitetools.url-alias';

let app: TestApp;
const pages = () => documents(app.strapi, PAGE);
const ids: Record<string, string> = {};

const get = (url: string, token?: string) => api(app.url).get<FindByPath.Response>(url, token ? { token } : {});
const trail = async (path: string, extra = '', token?: string) => {
  const res = await get(routerUrl(path, extra), token);
  expect(res.status).toBe(200);
  return res.body.meta.breadcrumbs;
};
const crumb = (path: string, title: string, documentId: string, contentType = PAGE): Breadcrumb => ({
  path,
  title,
  contentType,
  documentId,
});

/** Gives the alias of an entry in `locale` a hand-written path (and its visibility). */
const placeAt = (entryDocumentId: string, locale: string, url_path: string, live?: boolean) =>
  app.strapi.db
    .query(ALIAS)
    .update({ where: { entryDocumentId, locale }, data: { url_path, generated: null, ...(live === undefined ? {} : { live }) } });

/** Publishes a page in English and French under `parent`; its documentId is kept as `ids[key]`. */
const publishPage = async (key: string, en: string, fr: string, parent?: string) => {
  const page = await pages().create({ data: { title: en, ...(parent && { parent }) }, locale: 'en', status: 'published' });
  await pages().update({ documentId: page.documentId, locale: 'fr', data: { title: fr, ...(parent && { parent }) }, status: 'published' });
  ids[key] = page.documentId;
};

const pathOf = async (documentId: string, locale: string) =>
  ((await app.strapi.db.query(ALIAS).findOne({ where: { entryDocumentId: documentId, locale } })) as { url_path: string }).url_path;

beforeAll(async () => {
  app = await startTestApp();
  const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  const saved = await api(app.url).post(
    '/sitetools/patterns',
    { contenttype: PAGE, pattern: '/[parent.url_path]/[title]' },
    { token: admin }
  );
  expect(saved.status).toBe(201);
  // Three levels in two locales, the paths following the parents.
  await publishPage('docs', 'Docs', 'Documentation');
  await publishPage('start', 'Start', 'Demarrer', ids.docs);
  await publishPage('install', 'Install', 'Installer', ids.start);
  // The English front page.
  const home = await pages().create({ data: { title: 'Home' }, locale: 'en', status: 'published' });
  ids.home = home.documentId;
  await placeAt(home.documentId, 'en', '/');
  // A page under an ancestor that is only a draft (its path reserved, not live).
  const hidden = await pages().create({ data: { title: 'Hidden' }, locale: 'en' });
  await placeAt(hidden.documentId, 'en', '/docs/hidden', false);
  const leaf = await pages().create({ data: { title: 'Leaf' }, locale: 'en', status: 'published' });
  await placeAt(leaf.documentId, 'en', '/docs/hidden/leaf');
  // Pages in both locales under an article (a type that is not localized).
  const blog = await documents(app.strapi, ARTICLE).create({ data: { title: 'Field notes' }, status: 'published' });
  ids.blog = blog.documentId;
  await app.strapi.db.query(ALIAS).update({ where: { entryDocumentId: blog.documentId }, data: { url_path: '/notes', generated: null } });
  const post = await pages().create({ data: { title: 'First note' }, locale: 'en', status: 'published' });
  await pages().update({ documentId: post.documentId, locale: 'fr', data: { title: 'Premiere note' }, status: 'published' });
  await placeAt(post.documentId, 'en', '/notes/first');
  await placeAt(post.documentId, 'fr', '/notes/premiere');
  await setPublicPermissions(app.strapi, READ_ACTIONS);
}, 180_000);
afterAll(() => app?.stop());

describe('breadcrumbs in the router', () => {
  it('the hierarchy has the paths of its parents', async () => {
    expect(await pathOf(ids.install, 'en')).toBe('/docs/start/install');
    expect(await pathOf(ids.install, 'fr')).toBe('/documentation/demarrer/installer');
  });

  it('lists the live ancestors root first, the front page included, in the entry’s locale', async () => {
    expect(await trail('/docs/start/install')).toEqual([
      crumb('/', 'Home', ids.home),
      crumb('/docs', 'Docs', ids.docs),
      crumb('/docs/start', 'Start', ids.start),
    ]);
    // French has no front page: the prefix nobody owns is left out.
    expect(await trail('/documentation/demarrer/installer', 'locale=fr')).toEqual([
      crumb('/documentation', 'Documentation', ids.docs),
      crumb('/documentation/demarrer', 'Demarrer', ids.start),
    ]);
  });

  it('gives the front page none, and a top-level page the front page', async () => {
    expect(await trail('/')).toEqual([]);
    expect(await trail('/docs')).toEqual([crumb('/', 'Home', ids.home)]);
  });

  it('leaves out an ancestor that is only a draft', async () => {
    expect(await trail('/docs/hidden/leaf')).toEqual([crumb('/', 'Home', ids.home), crumb('/docs', 'Docs', ids.docs)]);
  });

  it('shows an ancestor of a type that is not localized in every locale, to callers who may read that type', async () => {
    const reader = await createUserToken(app.strapi, READ_ACTIONS);
    expect(await trail('/notes/first', '', reader)).toEqual([
      crumb('/', 'Home', ids.home),
      crumb('/notes', 'Field notes', ids.blog, ARTICLE),
    ]);
    expect(await trail('/notes/premiere', 'locale=fr', reader)).toEqual([crumb('/notes', 'Field notes', ids.blog, ARTICLE)]);
  });

  it('leaves out an ancestor whose type the caller may not read', async () => {
    const pageReader = await createUserToken(
      app.strapi,
      READ_ACTIONS.filter((action) => !action.startsWith(ARTICLE))
    );
    expect(await trail('/notes/first', '', pageReader)).toEqual([crumb('/', 'Home', ids.home)]);
    expect(await trail('/notes/premiere', 'locale=fr', pageReader)).toEqual([]);
  });

  it('takes the title from the configured field of the type', async () => {
    const key = 'plugin::sitetools.breadcrumbs.titleField';
    app.strapi.config.set(key, { [ARTICLE]: 'slug' });
    try {
      const slug = (await documents(app.strapi, ARTICLE).findOne({ documentId: ids.blog }))?.slug as string;
      expect(await trail('/notes/first')).toContainEqual(crumb('/notes', slug, ids.blog, ARTICLE));
    } finally {
      app.strapi.config.set(key, {});
    }
  });

  it.each([
    [{ 'api::category.category': 'name' }, 'api::category.category is not a content type with URL aliases'],
    [{ [PAGE]: 'parent' }, 'parent is not a text, number or date field of api::page.page'],
    [{ [PAGE]: 'subtitle' }, 'subtitle is not a text, number or date field of api::page.page'],
  ])('refuses a title field %o at start-up', (titleField, message) => {
    const key = 'plugin::sitetools.breadcrumbs.titleField';
    app.strapi.config.set(key, titleField);
    try {
      expect(() => app.strapi.plugin('sitetools').service('breadcrumbs').check()).toThrow(`breadcrumbs.titleField: ${message}`);
    } finally {
      app.strapi.config.set(key, {});
    }
  });

  it('shows an ancestor’s new title on the next request once it is published', async () => {
    // The published title changes without the path (a hand-written path, which a title leaves alone).
    await placeAt(ids.start, 'en', '/docs/start');
    const pages = documents(app.strapi, PAGE);
    await trail('/docs/start/install');
    await pages.update({ documentId: ids.start, locale: 'en', data: { title: 'Getting started' } });
    expect(await trail('/docs/start/install')).toContainEqual(crumb('/docs/start', 'Start', ids.start));
    await pages.publish({ documentId: ids.start, locale: 'en' });
    expect(await trail('/docs/start/install')).toContainEqual(crumb('/docs/start', 'Getting started', ids.start));
  });

  it('shows a title written outside the Document Service within routerCache.refreshMs', async () => {
    const { refreshMs } = app.strapi.config.get('plugin::sitetools.routerCache') as { refreshMs: number };
    await trail('/docs/start/install');
    await app.strapi.db.query(PAGE).updateMany({ where: { documentId: ids.start, locale: 'en' }, data: { title: 'First steps' } });
    await new Promise((resolve) => setTimeout(resolve, refreshMs + 50));
    expect(await trail('/docs/start/install')).toContainEqual(crumb('/docs/start', 'First steps', ids.start));
  });

  it('leaves breadcrumbs out with breadcrumbs=false, and refuses another value', async () => {
    const res = await get(routerUrl('/docs/start/install', 'breadcrumbs=false'));
    expect(res.status).toBe(200);
    expect(res.body.meta).not.toHaveProperty('breadcrumbs');
    const bad = await get(routerUrl('/docs/start/install', 'breadcrumbs=maybe'));
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ name: 'ValidationError', details: { key: 'breadcrumbs' } });
  });

  it('leaves breadcrumbs out when the config turns them off', async () => {
    const key = 'plugin::sitetools.breadcrumbs.enabled';
    app.strapi.config.set(key, false);
    try {
      expect((await get(routerUrl('/docs/start/install'))).body.meta).not.toHaveProperty('breadcrumbs');
    } finally {
      app.strapi.config.set(key, true);
    }
  });

  it('gives a preview the published ancestors of the draft’s path', async () => {
    const preview = await createApiToken(app.strapi, 'custom', [...READ_ACTIONS, 'plugin::sitetools.router.preview']);
    await pages().update({ documentId: ids.install, locale: 'en', data: { title: 'Setup' } });
    const res = await get(routerUrl('/docs/start/setup', 'status=draft'), preview);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Setup' });
    expect(res.body.meta.breadcrumbs?.map(({ path }) => path)).toEqual(['/', '/docs', '/docs/start']);
  });
});

describe('breadcrumbs in GraphQL', () => {
  const QUERY = `query ($path: String!, $locale: I18NLocaleCode) {
    sitetoolsRoute(path: $path, locale: $locale) {
      ... on SitetoolsEntryRoute { path breadcrumbs { path title contentType documentId } }
    }
  }`;
  const route = async (path: string, locale?: string) => {
    const res = await graphql(app.url)<{ sitetoolsRoute: SitetoolsRoute }>(QUERY, { path, locale });
    expect(res.errors).toEqual([]);
    return res.data?.sitetoolsRoute as Extract<SitetoolsRoute, { __typename: 'SitetoolsEntryRoute' }>;
  };

  it('gives the same breadcrumbs as the REST router', async () => {
    expect((await route('/documentation/demarrer/installer', 'fr')).breadcrumbs).toEqual(
      await trail('/documentation/demarrer/installer', 'locale=fr')
    );
    expect((await route('/notes/first')).breadcrumbs).toEqual([
      crumb('/', 'Home', ids.home),
      crumb('/notes', 'Field notes', ids.blog, ARTICLE),
    ]);
  });

  it('gives null when the config turns them off', async () => {
    const key = 'plugin::sitetools.breadcrumbs.enabled';
    app.strapi.config.set(key, false);
    try {
      expect((await route('/docs/start/install')).breadcrumbs).toBeNull();
    } finally {
      app.strapi.config.set(key, true);
    }
  });
});

describe('breadcrumb titles and private fields', () => {
  it("never titles a crumb with a private field, even as the type's main field: the first public text field stands in", async () => {
    await pages().update({ documentId: ids.docs, locale: 'en', data: { editorNote: 'secret plan' }, status: 'published' });
    const before = await trail('/docs/start/install');
    const contentTypes = app.strapi.plugin('content-manager').service('content-types');
    const schema = app.strapi.contentType(PAGE);
    const configuration = await contentTypes.findConfiguration(schema);
    await contentTypes.updateConfiguration(schema, { ...configuration, settings: { ...configuration.settings, mainField: 'editorNote' } });
    try {
      // The main field is kept for a few seconds: a restart reads the new one.
      await app.restart();
      // The title field stands in for the private main field: the same crumbs as before.
      expect(await trail('/docs/start/install')).toEqual(before);
      expect((before ?? []).map(({ title }) => title)).toContain('Docs');
      const graphql = await api(app.url).post<{ data: { sitetoolsRoute: { breadcrumbs: Array<{ title: string | null }> } } }>('/graphql', {
        query: '{ sitetoolsRoute(path: "/docs/start/install") { ... on SitetoolsEntryRoute { breadcrumbs { title } } } }',
      });
      expect(JSON.stringify(graphql.body)).not.toContain('secret plan');
    } finally {
      await contentTypes.updateConfiguration(schema, configuration);
    }
  });
});
