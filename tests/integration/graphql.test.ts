import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlList, SitetoolsRoute } from '../../shared/contracts/graphql';
import type { UrlAlias } from '../../shared/contracts/url-alias';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { documents } from './support/documents';
import { graphql, type GraphqlResponse } from './support/graphql';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// The sitetools queries of the GraphQL API (`@strapi/plugin-graphql`, which the playground installs).

let app: TestApp;
let query: ReturnType<typeof graphql>;

const ROUTE = `query Route($path: String!, $locale: I18NLocaleCode) {
  sitetoolsRoute(path: $path, locale: $locale) {
    __typename
    ... on SitetoolsEntryRoute {
      contentType path locale alternates { locale path }
      entry { __typename ... on Page { documentId title parent { title } } ... on Article { title category { name } } }
    }
    ... on SitetoolsRedirectRoute { to statusCode locale }
    ... on SitetoolsNotFound { path }
  }
}`;
const route = async (path: string, locale?: string) => {
  const res = await query<{ sitetoolsRoute: SitetoolsRoute }>(ROUTE, { path, locale });
  expect(res.errors).toEqual([]);
  return res.data?.sitetoolsRoute;
};

type Aliases = { sitetoolsUrlAliases: GraphqlList<Partial<UrlAlias>> };
const ALIASES = `query Aliases($filters: SitetoolsUrlAliasFiltersInput, $sort: [String], $pagination: PaginationArg, $locale: I18NLocaleCode) {
  sitetoolsUrlAliases(filters: $filters, sort: $sort, pagination: $pagination, locale: $locale) {
    nodes { url_path contenttype locale entryDocumentId } pageInfo { total page pageSize pageCount }
  }
}`;
const paths = (res: GraphqlResponse<Aliases>) => res.data?.sitetoolsUrlAliases.nodes.map((node) => node.url_path);

beforeAll(async () => {
  app = await startTestApp();
  query = graphql(app.url);
  await setPublicPermissions(app.strapi, [
    ...READ_ACTIONS,
    'api::category.category.find',
    'plugin::sitetools-addon-redirects.redirect.find',
  ]);
});
afterAll(() => app?.stop());

describe('sitetoolsRoute', () => {
  it('gives the published entry as its own type, with the REST meta', async () => {
    expect(await route('/pages/about')).toEqual({
      __typename: 'SitetoolsEntryRoute',
      contentType: 'api::page.page',
      path: '/pages/about',
      locale: 'en',
      alternates: [{ locale: 'fr', path: '/pages/a-propos' }],
      entry: { __typename: 'Page', documentId: expect.any(String), title: 'About', parent: null },
    });
  });

  it('normalises the path as the REST router does, and picks a locale', async () => {
    expect(await route('//pages/%61bout/')).toMatchObject({ path: '/pages/about', locale: 'en' });
    expect(await route('/pages/contact', 'fr')).toMatchObject({ locale: 'fr', entry: { title: 'Contact' } });
  });

  it('resolves relations the native way, and gives no locale for a type that is not localized', async () => {
    expect(await route('/articles/hello-world')).toMatchObject({
      contentType: 'api::article.article',
      locale: null,
      entry: { __typename: 'Article', title: 'Hello world', category: { name: 'News' } },
    });
  });

  it('resolves only published relations', async () => {
    const pages = documents(app.strapi, 'api::page.page');
    const parent = await pages.create({ data: { title: 'Parent' }, locale: 'en', status: 'published' });
    await pages.create({ data: { title: 'Child', parent: parent.documentId }, locale: 'en', status: 'published' });
    expect(await route('/pages/child')).toMatchObject({ entry: { parent: { title: 'Parent' } } });
    await pages.unpublish({ documentId: parent.documentId, locale: 'en' });
    expect(await route('/pages/child')).toMatchObject({ entry: { title: 'Child', parent: null } });
  });

  it('names the published redirect from a path no entry owns', async () => {
    expect(await route('/about-us/')).toEqual({ __typename: 'SitetoolsRedirectRoute', to: '/pages/about', statusCode: 301, locale: null });
  });

  it('finds nothing at a draft, a path without an alias, or a type without URL aliases', async () => {
    const category = await documents(app.strapi, 'api::category.category').create({ data: { name: 'Hidden' } });
    await app.strapi.db.query('plugin::sitetools.url-alias').create({
      data: {
        url_path: '/categories/hidden',
        generated: null,
        contenttype: 'api::category.category',
        entryDocumentId: category.documentId,
        locale: 'en',
        live: true,
      },
    });
    for (const path of ['/pages/coming-soon', '/pages/nothing-here', '/categories/hidden']) {
      expect(await route(path)).toEqual({ __typename: 'SitetoolsNotFound', path });
    }
  });
});

describe('sitetoolsUrlAliases', () => {
  it('lists the live aliases of enabled types, with native filters, sort and pagination', async () => {
    const all = await query<Aliases>(ALIASES, { sort: ['url_path:asc', 'locale:asc'] });
    expect(all.errors).toEqual([]);
    expect(paths(all)).toEqual(expect.arrayContaining(['/articles/hello-world', '/pages/about', '/pages/a-propos']));
    expect(paths(all)).not.toContain('/pages/coming-soon');
    expect(paths(all)).not.toContain('/categories/hidden');

    const filtered = await query<Aliases>(ALIASES, {
      filters: { url_path: { startsWith: '/pages/c' } },
      sort: ['url_path:asc', 'locale:asc'],
    });
    expect(filtered.data?.sitetoolsUrlAliases.nodes).toEqual([
      expect.objectContaining({ url_path: '/pages/child', locale: 'en' }),
      expect.objectContaining({ url_path: '/pages/contact', locale: 'en' }),
      expect.objectContaining({ url_path: '/pages/contact', locale: 'fr' }),
    ]);
    const french = await query<Aliases>(ALIASES, { locale: 'fr', sort: ['url_path:asc'] });
    expect(paths(french)).toEqual(['/pages/a-propos', '/pages/contact']);
  });

  it('pages by page/pageSize and by start/limit', async () => {
    const total = (await query<Aliases>(ALIASES, {})).data?.sitetoolsUrlAliases.pageInfo.total ?? 0;
    const page = await query<Aliases>(ALIASES, { sort: ['url_path:asc', 'locale:asc'], pagination: { page: 2, pageSize: 2 } });
    expect(page.data?.sitetoolsUrlAliases.pageInfo).toEqual({ total, page: 2, pageSize: 2, pageCount: Math.ceil(total / 2) });
    const offset = await query<Aliases>(ALIASES, { sort: ['url_path:asc', 'locale:asc'], pagination: { start: 2, limit: 2 } });
    expect(paths(offset)).toEqual(paths(page));
    expect(offset.data?.sitetoolsUrlAliases.pageInfo).toEqual(page.data?.sitetoolsUrlAliases.pageInfo);
  });
});

type Redirects = { sitetoolsRedirects: GraphqlList<{ from: string; to: string; status_code: number; locale: string | null }> };

describe('sitetoolsRedirects', () => {
  it('lists published redirects only, with native filters', async () => {
    const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const draft = await api(app.url).post(
      '/sitetools-addon-redirects/redirects',
      { data: { from: '/draft-redirect', to: '/pages/about', status_code: 302 }, publish: false },
      { token: admin }
    );
    expect(draft.status).toBe(201);
    const REDIRECTS = `query R($filters: SitetoolsAddonRedirectsRedirectFiltersInput) {
      sitetoolsRedirects(filters: $filters) { nodes { from to status_code locale } pageInfo { total } } }`;
    const all = await query<Redirects>(REDIRECTS);
    expect(all.data?.sitetoolsRedirects).toEqual({
      nodes: [{ from: '/about-us', to: '/pages/about', status_code: 301, locale: null }],
      pageInfo: { total: 1 },
    });
    const none = await query<Redirects>(REDIRECTS, { filters: { status_code: { eq: 302 } } });
    expect(none.data?.sitetoolsRedirects.nodes).toEqual([]);
  });

  it("gives a redirect scoped to a locale its locale, in the list and in that locale's route only", async () => {
    const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const scoped = await api(app.url).post(
      '/sitetools-addon-redirects/redirects',
      { data: { from: '/graphql-scoped', to: '/pages/contact', status_code: 302, locale: 'fr' }, publish: true },
      { token: admin }
    );
    expect(scoped.status).toBe(201);
    const REDIRECTS = `query R($filters: SitetoolsAddonRedirectsRedirectFiltersInput) {
      sitetoolsRedirects(filters: $filters) { nodes { from to status_code locale } } }`;
    const french = await query<Redirects>(REDIRECTS, { filters: { locale: { eq: 'fr' } } });
    expect(french.errors).toEqual([]);
    expect(french.data?.sitetoolsRedirects.nodes).toEqual([
      { from: '/graphql-scoped', to: '/pages/contact', status_code: 302, locale: 'fr' },
    ]);
    expect(await route('/graphql-scoped', 'fr')).toEqual({
      __typename: 'SitetoolsRedirectRoute',
      to: '/pages/contact',
      statusCode: 302,
      locale: 'fr',
    });
    for (const locale of ['en', undefined]) {
      expect(await route('/graphql-scoped', locale)).toEqual({ __typename: 'SitetoolsNotFound', path: '/graphql-scoped' });
    }
  });
});

describe('schema', () => {
  it('has no native query, mutation or type for the plugins internal content types', async () => {
    const res = await query<{
      __schema: {
        queryType: { fields: Array<{ name: string }> };
        mutationType: { fields: Array<{ name: string }> };
        types: Array<{ name: string }>;
      };
    }>('{ __schema { queryType { fields { name } } mutationType { fields { name } } types { name } } }');
    const schema = res.data?.__schema;
    const operations = [...(schema?.queryType.fields ?? []), ...(schema?.mutationType.fields ?? [])].map((field) => field.name);
    expect(operations).toEqual(expect.arrayContaining(['sitetoolsRoute', 'sitetoolsUrlAliases', 'sitetoolsRedirects', 'pages']));
    expect(operations.filter((name) => /sitetools/i.test(name))).toEqual(['sitetoolsRoute', 'sitetoolsUrlAliases', 'sitetoolsRedirects']);
    const types = (schema?.types ?? []).map((type) => type.name);
    for (const internal of [
      'SitetoolsUrlPattern',
      'SitetoolsJob',
      'SitetoolsUrlHistory',
      'SitetoolsAddonRedirectsRedirectVersion',
      'SitetoolsAddonRedirectsNotFound',
      'SitetoolsAddonRedirectsRemovedUrl',
      'SitetoolsAddonRedirectsRedirectHit',
    ])
      expect(types).not.toContain(internal);
  });
});
