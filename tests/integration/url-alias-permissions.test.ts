import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindUrlAliases } from '../../shared/contracts/url-alias';
import { api, routerUrl } from './support/api';
import { graphql } from './support/graphql';
import { createApiToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// The URL list (REST and GraphQL) shows only the aliases of types the caller may `find`: a path
// usually carries the title, and `entryDocumentId` names the entry. Pagination counts what the
// caller sees.

const ALIASES = 'plugin::sitetools.url-alias.find';
const ROUTER = 'plugin::sitetools.router.find';
const PAGE = 'api::page.page';
const ARTICLE = 'api::article.article';

type Caller = 'public' | 'read-only' | 'full-access' | 'pages' | 'articles' | 'aliases only' | 'findOne only';

interface Row {
  caller: Caller;
  /** The types whose paths the caller sees. */
  sees: string[];
}

const TABLE: Row[] = [
  { caller: 'public', sees: [ARTICLE] },
  { caller: 'read-only', sees: [ARTICLE, PAGE] },
  { caller: 'full-access', sees: [ARTICLE, PAGE] },
  { caller: 'pages', sees: [PAGE] },
  { caller: 'articles', sees: [ARTICLE] },
  { caller: 'aliases only', sees: [] },
  { caller: 'findOne only', sees: [ARTICLE] },
];

const LIST_QUERY = `query L($pageSize: Int) {
  sitetoolsUrlAliases(pagination: { pageSize: $pageSize }) { nodes { url_path contenttype } pageInfo { total } }
}`;

let app: TestApp;
const tokens = new Map<Caller, string | undefined>();
/** How many live aliases of each type the app has, counted by a caller who sees everything. */
const totals = new Map<string, number>();

const restList = (caller: Caller, query: string) =>
  api(app.url).get<FindUrlAliases.Response>(`/api/sitetools/url-alias?${query}`, { token: tokens.get(caller) });

const graphqlList = async (caller: Caller, pageSize: number) => {
  type List = { sitetoolsUrlAliases: { nodes: Array<{ url_path: string; contenttype: string }>; pageInfo: { total: number } } };
  const res = await graphql(app.url)<List>(LIST_QUERY, { pageSize }, { token: tokens.get(caller) });
  expect(res.errors).toEqual([]);
  const list = res.data?.sitetoolsUrlAliases;
  return { types: list?.nodes.map((node) => node.contenttype) ?? [], total: list?.pageInfo.total };
};

const expectedTotal = (types: string[]) => types.reduce((sum, type) => sum + (totals.get(type) ?? 0), 0);
const distinct = (types: string[]) => [...new Set(types)].sort();

beforeAll(async () => {
  app = await startTestApp();
  const { strapi } = app;
  // The Public role may list URLs and read articles, but not pages.
  await setPublicPermissions(strapi, [ALIASES, ROUTER, `${ARTICLE}.find`, `${ARTICLE}.findOne`]);
  tokens.set('public', undefined);
  tokens.set('read-only', await createApiToken(strapi, 'read-only'));
  tokens.set('full-access', await createApiToken(strapi, 'full-access'));
  tokens.set('pages', await createApiToken(strapi, 'custom', [ALIASES, ROUTER, `${PAGE}.find`, `${PAGE}.findOne`]));
  tokens.set('articles', await createApiToken(strapi, 'custom', [ALIASES, `${ARTICLE}.find`]));
  tokens.set('aliases only', await createApiToken(strapi, 'custom', [ALIASES]));
  // `findOne` alone does not list a type: the list is a `find`.
  tokens.set('findOne only', await createApiToken(strapi, 'custom', [ALIASES, `${ARTICLE}.find`, `${PAGE}.findOne`]));
  // More pages than one small page of results, so that totals are counted, not the rows returned.
  for (const title of ['Listed one', 'Listed two', 'Listed three']) {
    await strapi.documents(PAGE).create({ data: { title }, locale: 'en', status: 'published' });
  }
  const everything = await restList('full-access', 'pagination[pageSize]=100');
  for (const { contenttype } of everything.body.data) totals.set(String(contenttype), (totals.get(String(contenttype)) ?? 0) + 1);
});
afterAll(() => app?.stop());

describe('URL list permissions', () => {
  it('the app has live paths of both types', () => {
    expect(totals.get(PAGE)).toBeGreaterThanOrEqual(7);
    expect(totals.get(ARTICLE)).toBeGreaterThanOrEqual(1);
  });

  it.each(TABLE)('REST: $caller sees the paths of $sees', async ({ caller, sees }) => {
    const all = await restList(caller, 'pagination[pageSize]=100');
    expect(all.status).toBe(200);
    expect(distinct(all.body.data.map((alias) => String(alias.contenttype)))).toEqual(sees);
    expect(all.body.meta.pagination.total).toBe(expectedTotal(sees));
    const small = await restList(caller, 'pagination[pageSize]=2&sort=id:asc');
    expect(small.body.meta.pagination).toMatchObject({ total: expectedTotal(sees), pageCount: Math.ceil(expectedTotal(sees) / 2) });
  });

  it.each(TABLE)('GraphQL: $caller sees the paths of $sees', async ({ caller, sees }) => {
    const all = await graphqlList(caller, 100);
    expect(distinct(all.types)).toEqual(sees);
    expect(all.total).toBe(expectedTotal(sees));
    expect((await graphqlList(caller, 2)).total).toBe(expectedTotal(sees));
  });

  it('an exact path filter finds nothing in a type the caller may not read', async () => {
    const visible = await restList('pages', 'filters[url_path][$eq]=/pages/about');
    expect(visible.body.meta.pagination.total).toBe(1);
    const hidden = await restList('articles', 'filters[url_path][$eq]=/pages/about');
    expect(hidden.body.data).toEqual([]);
    expect(hidden.body.meta.pagination.total).toBe(0);
    expect((await restList('public', 'url_path=/pages/about')).body.data).toEqual([]);
  });

  it('the router still answers 403 for a path of such a type', async () => {
    const res = await api(app.url).get(routerUrl('/pages/about'));
    expect(res.status).toBe(403);
    expect(res.error?.name).toBe('ForbiddenError');
  });
});
