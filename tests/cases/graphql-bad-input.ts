import { MAX_DEPTH, MAX_VALUES } from 'sitetools-kit/query-shape';
import { invalidPathCases } from './path';

/**
 * Bad arguments of the sitetools GraphQL queries, and the error code each must give: a client
 * error every time, never `INTERNAL_SERVER_ERROR`. `BAD_USER_INPUT` comes from sitetools' checks
 * (a `ValidationError` naming the argument in `details.key`) or from Apollo when a variable does
 * not fit its type; `GRAPHQL_VALIDATION_FAILED` is the schema refusing the document itself.
 */
export interface GraphqlBadInputCase {
  readonly name: string;
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly code: 'BAD_USER_INPUT' | 'GRAPHQL_VALIDATION_FAILED' | 'GRAPHQL_PARSE_FAILED';
  /** The argument a sitetools check names at the start of `extensions.error.details.key`. */
  readonly key?: string;
}

const ROUTE = 'query Route($path: String!, $locale: I18NLocaleCode) { sitetoolsRoute(path: $path, locale: $locale) { __typename } }';
const ALIASES =
  'query Aliases($filters: SitetoolsUrlAliasFiltersInput, $sort: [String], $pagination: PaginationArg) { sitetoolsUrlAliases(filters: $filters, sort: $sort, pagination: $pagination) { pageInfo { total } } }';
const REDIRECTS =
  'query Redirects($filters: SitetoolsAddonRedirectsRedirectFiltersInput, $sort: [String]) { sitetoolsRedirects(filters: $filters, sort: $sort) { pageInfo { total } } }';

/** `{ and: [{ and: [ ... { <field>: { eq: "/a" } } ] }] }`, `depth` levels deep. */
const nestedAnd = (depth: number, field = 'url_path'): Record<string, unknown> =>
  depth === 0 ? { [field]: { eq: '/a' } } : { and: [nestedAnd(depth - 1, field)] };

/** A selection of the page's parent, `depth` times (the playground allows 10 levels). */
const nestedParents = (depth: number): string => (depth === 0 ? 'title' : `title parent { ${nestedParents(depth - 1)} }`);

/** Every path `normalizePath` refuses that a GraphQL `String!` can carry. */
const pathCases: GraphqlBadInputCase[] = invalidPathCases
  .filter((c) => typeof c.input === 'string')
  .map((c) => ({ name: `path: ${c.name}`, query: ROUTE, variables: { path: c.input }, code: 'BAD_USER_INPUT', key: 'path' }));

export const graphqlBadInputCases: ReadonlyArray<GraphqlBadInputCase> = [
  ...pathCases,
  {
    name: 'path: longer than a path may be',
    query: ROUTE,
    variables: { path: `/${'a'.repeat(5000)}` },
    code: 'BAD_USER_INPUT',
    key: 'path',
  },
  { name: 'path: a number in a variable', query: ROUTE, variables: { path: 42 }, code: 'BAD_USER_INPUT' },
  { name: 'path: an object in a variable', query: ROUTE, variables: { path: { path: '/a' } }, code: 'BAD_USER_INPUT' },
  { name: 'path: a list in a variable', query: ROUTE, variables: { path: ['/a', '/b'] }, code: 'BAD_USER_INPUT' },
  { name: 'path: missing', query: ROUTE, variables: {}, code: 'BAD_USER_INPUT' },
  { name: 'path: a number literal', query: '{ sitetoolsRoute(path: 42) { __typename } }', code: 'GRAPHQL_VALIDATION_FAILED' },
  { name: 'path: no argument', query: '{ sitetoolsRoute { __typename } }', code: 'GRAPHQL_VALIDATION_FAILED' },
  {
    name: 'locale: unknown, in a variable',
    query: ROUTE,
    variables: { path: '/a', locale: 'zz-nowhere' },
    code: 'BAD_USER_INPUT',
    key: 'locale',
  },
  { name: 'locale: a number in a variable', query: ROUTE, variables: { path: '/a', locale: 7 }, code: 'BAD_USER_INPUT', key: 'locale' },
  {
    name: 'locale: huge, in a variable',
    query: ROUTE,
    variables: { path: '/a', locale: 'x'.repeat(10_000) },
    code: 'BAD_USER_INPUT',
    key: 'locale',
  },
  {
    name: 'locale: unknown literal',
    query: '{ sitetoolsRoute(path: "/a", locale: "zz-nowhere") { __typename } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  { name: 'an unknown field of the union', query: '{ sitetoolsRoute(path: "/a") { title } }', code: 'GRAPHQL_VALIDATION_FAILED' },
  { name: 'a document that does not parse', query: '{ sitetoolsRoute(path: "/a" { __typename } }', code: 'GRAPHQL_PARSE_FAILED' },
  {
    name: 'relations nested deeper than the depth limit',
    query: `{ sitetoolsRoute(path: "/pages/about") { ... on SitetoolsEntryRoute { entry { ... on Page { ${nestedParents(12)} } } } } }`,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  { name: 'filters: an unknown field', query: ALIASES, variables: { filters: { nope: { eq: 'x' } } }, code: 'BAD_USER_INPUT' },
  { name: 'filters: a private field', query: ALIASES, variables: { filters: { live: { eq: true } } }, code: 'BAD_USER_INPUT' },
  { name: 'filters: an unknown operator', query: ALIASES, variables: { filters: { url_path: { like: '/a' } } }, code: 'BAD_USER_INPUT' },
  { name: 'filters: a string for an object', query: ALIASES, variables: { filters: 'url_path' }, code: 'BAD_USER_INPUT' },
  {
    name: 'filters: nested deeper than a query may be',
    query: ALIASES,
    variables: { filters: nestedAnd(MAX_DEPTH + 4) },
    code: 'BAD_USER_INPUT',
    key: 'filters',
  },
  {
    name: 'filters: more values than a query may hold',
    query: ALIASES,
    variables: { filters: { url_path: { in: Array.from({ length: MAX_VALUES + 1 }, (_, i) => `/p${i}`) } } },
    code: 'BAD_USER_INPUT',
    key: 'filters',
  },
  {
    name: 'filters: an unknown literal field',
    query: '{ sitetoolsUrlAliases(filters: { nope: { eq: "x" } }) { pageInfo { total } } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  { name: 'sort: an unknown field', query: ALIASES, variables: { sort: ['nope:asc'] }, code: 'BAD_USER_INPUT' },
  { name: 'sort: a private field', query: ALIASES, variables: { sort: ['live:asc'] }, code: 'BAD_USER_INPUT' },
  { name: 'sort: an unknown direction', query: ALIASES, variables: { sort: ['url_path:sideways'] }, code: 'BAD_USER_INPUT' },
  {
    name: 'pagination: page and start mixed',
    query: ALIASES,
    variables: { pagination: { page: 1, start: 0 } },
    code: 'BAD_USER_INPUT',
    key: 'pagination',
  },
  {
    name: 'pagination: a negative page',
    query: ALIASES,
    variables: { pagination: { page: -1 } },
    code: 'BAD_USER_INPUT',
    key: 'pagination',
  },
  {
    name: 'pagination: a negative limit',
    query: ALIASES,
    variables: { pagination: { limit: -5 } },
    code: 'BAD_USER_INPUT',
    key: 'pagination',
  },
  { name: 'pagination: beyond a GraphQL Int', query: ALIASES, variables: { pagination: { pageSize: 2 ** 40 } }, code: 'BAD_USER_INPUT' },
  { name: 'pagination: an unknown key', query: ALIASES, variables: { pagination: { size: 3 } }, code: 'BAD_USER_INPUT' },
  {
    name: 'redirects: a filter on an unknown field',
    query: REDIRECTS,
    variables: { filters: { nope: { eq: 'x' } } },
    code: 'BAD_USER_INPUT',
  },
  { name: 'redirects: a sort on an unknown field', query: REDIRECTS, variables: { sort: ['nope:asc'] }, code: 'BAD_USER_INPUT' },
  // Case-sensitive text matches on columns that hold no text (PostgreSQL has no LIKE for them: a 500).
  {
    name: 'filters: a text match on a boolean',
    query: ALIASES,
    variables: { filters: { generated: { contains: true } } },
    code: 'BAD_USER_INPUT',
    key: 'filters',
  },
  {
    name: 'filters: a text match on a date',
    query: ALIASES,
    variables: { filters: { createdAt: { startsWith: '2024-01-01T00:00:00.000Z' } } },
    code: 'BAD_USER_INPUT',
    key: 'filters',
  },
  {
    name: 'redirects: a text match on a status code',
    query: REDIRECTS,
    variables: { filters: { status_code: { contains: 30 } } },
    code: 'BAD_USER_INPUT',
    key: 'filters',
  },
  {
    name: 'redirects: filters nested too deep',
    query: REDIRECTS,
    variables: { filters: nestedAnd(MAX_DEPTH + 4, 'from') },
    code: 'BAD_USER_INPUT',
    key: 'filters',
  },
];
