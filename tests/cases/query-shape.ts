import { MAX_DEPTH, MAX_VALUES, type ShapeContext } from 'sitetools-kit/query-shape';

/** The three content API routes; a case runs against the routes it names, or all of them. */
export type ContentApiRoute = 'router' | 'url-alias' | 'redirects';

/**
 * A query, as the query-string parser hands it to a controller (`filters[$or]=x` is
 * `{ filters: { $or: 'x' } }`), that must be refused naming `key`, the parameter at fault.
 */
export interface BadQueryCase {
  readonly name: string;
  readonly query: Readonly<Record<string, unknown>>;
  readonly key: string;
  /** Cases about relations run on the router only: the two lists have no relations. */
  readonly routes?: readonly ContentApiRoute[];
}

/** A query every route must keep answering (200). */
export interface GoodQueryCase {
  readonly name: string;
  readonly query: Readonly<Record<string, unknown>>;
}

const ROUTER_ONLY: readonly ContentApiRoute[] = ['router'];
/** The router reads no top-level `filters`: filters on attributes are checked on the lists. */
const LISTS: readonly ContentApiRoute[] = ['url-alias', 'redirects'];

/** `filters` wrapped in `$and` until it nests one level deeper than allowed. */
const tooDeep = () => {
  let filters: unknown = { id: 'x' };
  const path = ['filters'];
  for (let level = 0; level < MAX_DEPTH / 2; level += 1) {
    filters = { $and: [filters] };
    path.push('$and', '0');
  }
  return { query: { filters }, key: path.join('.') };
};

/** Chains of seven values: about 150 parameters hold more values than allowed, in a short URL. */
const tooLarge = () => {
  const chains = Math.ceil(MAX_VALUES / 7) + 10;
  const filters = Object.fromEntries(Array.from({ length: chains }, (_, i) => [`k${i}`, { b: { c: { d: { e: { f: { g: 'x' } } } } } }]));
  return { filters };
};

const deep = tooDeep();

export const badQueryCases: ReadonlyArray<BadQueryCase> = [
  // filters: the root
  { name: 'filters as a word', query: { filters: 'abc' }, key: 'filters' },
  { name: 'filters as a number', query: { filters: '1' }, key: 'filters' },
  { name: 'filters as an array (filters[]=a)', query: { filters: ['a'] }, key: 'filters' },
  { name: 'filters as an array of objects', query: { filters: [{ id: '1' }] }, key: 'filters' },
  { name: 'filters as null (filters without =)', query: { filters: null }, key: 'filters' },
  // filters: groups
  { name: '$and as a word', query: { filters: { $and: 'x' } }, key: 'filters.$and' },
  { name: '$or as a word', query: { filters: { $or: 'x' } }, key: 'filters.$or' },
  { name: '$not as a word', query: { filters: { $not: 'x' } }, key: 'filters.$not' },
  { name: '$and holding a word', query: { filters: { $and: ['x'] } }, key: 'filters.$and.0' },
  { name: '$or as an object', query: { filters: { $or: { x: { id: '1' } } } }, key: 'filters.$or' },
  { name: 'a nested $or as a word', query: { filters: { $or: [{ $or: 'x' }] } }, key: 'filters.$or.0.$or' },
  { name: '$or inside $not as a word', query: { filters: { $not: { $or: 'x' } } }, key: 'filters.$not.$or' },
  { name: 'an attribute operator at the root', query: { filters: { $eq: '1' } }, key: 'filters.$eq' },
  { name: 'an unknown operator at the root', query: { filters: { $nope: '1' } }, key: 'filters.$nope' },
  // filters: attribute operators
  { name: '$between with one value', query: { filters: { id: { $between: 'a' } } }, key: 'filters.id.$between' },
  { name: '$between with one value in an array', query: { filters: { id: { $between: ['1'] } } }, key: 'filters.id.$between' },
  { name: '$between with three values', query: { filters: { id: { $between: ['1', '2', '3'] } } }, key: 'filters.id.$between' },
  { name: '$between holding an object', query: { filters: { id: { $between: ['1', { a: '2' }] } } }, key: 'filters.id.$between' },
  { name: '$in as an object', query: { filters: { id: { $in: { x: '1' } } } }, key: 'filters.id.$in' },
  { name: '$in holding objects', query: { filters: { id: { $in: [{ a: '1' }] } } }, key: 'filters.id.$in' },
  { name: '$notIn as an object', query: { filters: { id: { $notIn: { x: '1' } } } }, key: 'filters.id.$notIn' },
  { name: '$eq as an object', query: { filters: { id: { $eq: { a: 'b' } } } }, key: 'filters.id.$eq' },
  { name: '$containsi as an object', query: { filters: { documentId: { $containsi: { x: '1' } } } }, key: 'filters.documentId.$containsi' },
  { name: '$null as an object', query: { filters: { id: { $null: { a: '1' } } } }, key: 'filters.id.$null' },
  { name: 'an unknown operator on an attribute', query: { filters: { id: { $nope: '1' } } }, key: 'filters.id.$nope' },
  { name: 'a group operator on an attribute', query: { filters: { id: { $and: ['1'] } } }, key: 'filters.id.$and' },
  { name: 'the internal $jsonSupersetOf', query: { filters: { id: { $jsonSupersetOf: '1' } } }, key: 'filters.id.$jsonSupersetOf' },
  { name: 'an unknown operator inside $not', query: { filters: { id: { $not: { $nope: '1' } } } }, key: 'filters.id.$not.$nope' },
  { name: 'an attribute given an array of objects', query: { filters: { id: [{ a: '1' }] } }, key: 'filters.id' },
  // filters and populate through relations (the router's page type has `parent` and `url_alias`)
  {
    name: 'a relation filter with $or as a word',
    query: { populate: { parent: { filters: { $or: 'x' } } } },
    key: 'populate.parent.filters.$or',
    routes: ROUTER_ONLY,
  },
  {
    name: 'a populate two relations deep with $or as a word',
    query: { populate: { parent: { populate: { parent: { filters: { $or: 'x' } } } } } },
    key: 'populate.parent.populate.parent.filters.$or',
    routes: ROUTER_ONLY,
  },
  {
    name: 'populate filters as a word',
    query: { populate: { parent: { filters: 'x' } } },
    key: 'populate.parent.filters',
    routes: ROUTER_ONLY,
  },
  {
    name: 'a relation filter mixing an operator and an attribute',
    query: { populate: { parent: { filters: { parent: { $eq: '1', title: 'x' } } } } },
    key: 'populate.parent.filters.parent',
    routes: ROUTER_ONLY,
  },
  {
    name: 'a relation filter with two operators',
    query: { populate: { parent: { filters: { parent: { $eq: '1', $ne: '2' } } } } },
    key: 'populate.parent.filters.parent',
    routes: ROUTER_ONLY,
  },
  {
    name: 'a relation filter with $not holding filters',
    query: { populate: { parent: { filters: { parent: { $not: { title: 'x' } } } } } },
    key: 'populate.parent.filters.parent.$not',
    routes: ROUTER_ONLY,
  },
  {
    name: 'a scalar attribute given nested keys',
    query: { populate: { parent: { filters: { title: { a: 'b' } } } } },
    key: 'populate.parent.filters.title',
    routes: ROUTER_ONLY,
  },
  { name: 'a populated relation as a word', query: { populate: { url_alias: 'x' } }, key: 'populate.url_alias', routes: ROUTER_ONLY },
  {
    name: 'an unknown populate option',
    query: { populate: { url_alias: { nope: '1' } } },
    key: 'populate.url_alias.nope',
    routes: ROUTER_ONLY,
  },
  {
    name: 'populate fields as an object',
    query: { populate: { parent: { fields: { a: 'b' } } } },
    key: 'populate.parent.fields',
    routes: ROUTER_ONLY,
  },
  {
    name: 'populate sort holding arrays',
    query: { populate: { parent: { sort: [['title']] } } },
    key: 'populate.parent.sort.0',
    routes: ROUTER_ONLY,
  },
  {
    name: 'populate count as a word',
    query: { populate: { parent: { count: 'maybe' } } },
    key: 'populate.parent.count',
    routes: ROUTER_ONLY,
  },
  { name: 'populate on as a word', query: { populate: { parent: { on: 'x' } } }, key: 'populate.parent.on', routes: ROUTER_ONLY },
  // filters: values the query engine cannot cast to the attribute's type (a 500 there, or SQL that PostgreSQL refuses)
  {
    name: 'a date filter that is not a date',
    query: { filters: { createdAt: { $gt: 'notadate' } } },
    key: 'filters.createdAt.$gt',
    routes: LISTS,
  },
  { name: 'a date given as a plain word', query: { filters: { createdAt: 'notadate' } }, key: 'filters.createdAt', routes: LISTS },
  { name: 'a date in month 13', query: { filters: { updatedAt: { $lt: '2020-13-45' } } }, key: 'filters.updatedAt.$lt', routes: LISTS },
  { name: 'an empty date', query: { filters: { createdAt: { $gte: '' } } }, key: 'filters.createdAt.$gte', routes: LISTS },
  {
    name: 'a bad date in an $in list',
    query: { filters: { createdAt: { $in: ['2020-01-01', 'x'] } } },
    key: 'filters.createdAt.$in.1',
    routes: LISTS,
  },
  {
    name: 'a bad date in $between',
    query: { filters: { createdAt: { $between: ['2020-01-01', 'later'] } } },
    key: 'filters.createdAt.$between.1',
    routes: LISTS,
  },
  {
    name: 'a bad date under $not',
    query: { filters: { createdAt: { $not: { $gt: 'x' } } } },
    key: 'filters.createdAt.$not.$gt',
    routes: LISTS,
  },
  {
    name: 'a bad date inside $or',
    query: { filters: { $or: [{ createdAt: { $lt: 'soon' } }] } },
    key: 'filters.$or.0.createdAt.$lt',
    routes: LISTS,
  },
  {
    name: 'a text match on a date',
    query: { filters: { createdAt: { $contains: '2020' } } },
    key: 'filters.createdAt.$contains',
    routes: LISTS,
  },
  { name: 'an id that is not a number', query: { filters: { id: 'abc' } }, key: 'filters.id', routes: LISTS },
  { name: 'an id in exponent notation', query: { filters: { id: { $gt: '1e999' } } }, key: 'filters.id.$gt', routes: LISTS },
  { name: 'an id beyond an integer column', query: { filters: { id: { $eq: '99999999999' } } }, key: 'filters.id.$eq', routes: LISTS },
  { name: 'an empty id in an $in list', query: { filters: { id: { $in: ['1', ''] } } }, key: 'filters.id.$in.1', routes: LISTS },
  { name: 'a text match on an id', query: { filters: { id: { $startsWith: '1' } } }, key: 'filters.id.$startsWith', routes: LISTS },
  {
    name: 'a status code that is not a number',
    query: { filters: { status_code: { $eq: 'abc' } } },
    key: 'filters.status_code.$eq',
    routes: ['redirects'],
  },
  {
    name: 'a decimal status code',
    query: { filters: { status_code: { $gt: '2.5' } } },
    key: 'filters.status_code.$gt',
    routes: ['redirects'],
  },
  {
    name: 'a text match on a status code',
    query: { filters: { status_code: { $contains: '30' } } },
    key: 'filters.status_code.$contains',
    routes: ['redirects'],
  },
  {
    name: 'a text match on a boolean',
    query: { filters: { generated: { $endsWith: 'e' } } },
    key: 'filters.generated.$endsWith',
    routes: ['url-alias'],
  },
  {
    name: 'a populate filter on a date that is not a date',
    query: { populate: { parent: { filters: { createdAt: { $gt: 'notadate' } } } } },
    key: 'populate.parent.filters.createdAt.$gt',
    routes: ROUTER_ONLY,
  },
  {
    name: 'a populate filter on a relation id that is not a number',
    query: { populate: { parent: { filters: { parent: 'abc' } } } },
    key: 'populate.parent.filters.parent',
    routes: ROUTER_ONLY,
  },
  // populate, fields, sort: empty names (`fields=`, `populate=`) reach the query engine as a column named ""
  { name: 'an empty fields', query: { fields: '' }, key: 'fields' },
  { name: 'an empty field in the fields array', query: { fields: [''] }, key: 'fields.0' },
  { name: 'an empty field after a comma', query: { fields: 'createdAt,' }, key: 'fields' },
  { name: 'an empty field among others', query: { fields: ['createdAt', ' '] }, key: 'fields.1' },
  { name: 'an empty populate', query: { populate: '' }, key: 'populate' },
  { name: 'an empty populate in its array', query: { populate: [''] }, key: 'populate.0' },
  { name: 'an empty populate after a comma', query: { populate: ',' }, key: 'populate' },
  { name: 'an empty sort', query: { sort: '' }, key: 'sort' },
  { name: 'an empty sort in its array', query: { sort: [''] }, key: 'sort.0' },
  { name: 'an empty sort direction', query: { sort: { createdAt: '' } }, key: 'sort.createdAt' },
  { name: 'empty populate fields', query: { populate: { parent: { fields: '' } } }, key: 'populate.parent.fields', routes: ROUTER_ONLY },
  {
    name: 'an empty nested populate',
    query: { populate: { parent: { populate: '' } } },
    key: 'populate.parent.populate',
    routes: ROUTER_ONLY,
  },
  // populate, fields, sort
  { name: 'populate holding an object in its array', query: { populate: [{ a: 'b' }] }, key: 'populate.0' },
  { name: 'populate holding an array in its array', query: { populate: [['a']] }, key: 'populate.0' },
  { name: 'fields as an object', query: { fields: { url_path: '1' } }, key: 'fields' },
  { name: 'fields holding an object', query: { fields: [{ a: 'b' }] }, key: 'fields.0' },
  { name: 'sort with an unknown direction', query: { sort: 'id:up' }, key: 'sort' },
  { name: 'sort with an empty field', query: { sort: ':asc' }, key: 'sort' },
  { name: 'sort holding an array', query: { sort: [['id']] }, key: 'sort.0' },
  { name: 'sort with an unknown direction in its array', query: { sort: ['id:sideways'] }, key: 'sort.0' },
  { name: 'sort as an object with an unknown direction', query: { sort: { id: 'up' } }, key: 'sort.id' },
  // pagination
  { name: 'pagination as a word', query: { pagination: '1' }, key: 'pagination' },
  { name: 'a page that is not a number', query: { pagination: { page: 'x' } }, key: 'pagination.page' },
  { name: 'page 0', query: { pagination: { page: '0' } }, key: 'pagination.page' },
  { name: 'a negative page size', query: { pagination: { pageSize: '-5' } }, key: 'pagination.pageSize' },
  { name: 'a page size in exponent notation', query: { pagination: { pageSize: '1e3' } }, key: 'pagination.pageSize' },
  { name: 'a decimal page size', query: { pagination: { pageSize: '2.5' } }, key: 'pagination.pageSize' },
  { name: 'a limit of eleven digits', query: { pagination: { limit: '99999999999' } }, key: 'pagination.limit' },
  { name: 'a negative start', query: { pagination: { start: '-1' } }, key: 'pagination.start' },
  { name: 'page mixed with start', query: { pagination: { page: '1', start: '0' } }, key: 'pagination' },
  { name: 'an unknown pagination key', query: { pagination: { nope: '1' } }, key: 'pagination.nope' },
  { name: 'a page as an object', query: { pagination: { page: { a: '1' } } }, key: 'pagination.page' },
  { name: 'withCount as a word', query: { pagination: { withCount: 'maybe' } }, key: 'pagination.withCount' },
  { name: 'a top-level start that is not a number', query: { start: 'x' }, key: 'start' },
  { name: 'a top-level limit that is not a number', query: { limit: 'abc' }, key: 'limit' },
  // locale, status, search
  { name: 'a repeated locale', query: { locale: ['en', 'fr'] }, key: 'locale' },
  { name: 'an empty locale', query: { locale: '' }, key: 'locale' },
  { name: 'locale as an object', query: { locale: { a: 'b' } }, key: 'locale' },
  { name: 'an unknown status', query: { status: 'weird' }, key: 'status' },
  { name: 'a repeated status', query: { status: ['draft'] }, key: 'status' },
  { name: 'an empty status', query: { status: '' }, key: 'status' },
  { name: '_q as an object', query: { _q: { a: 'b' } }, key: '_q' },
  // limits
  { name: `filters nested more than ${MAX_DEPTH} levels`, query: deep.query, key: deep.key },
  { name: `a query of more than ${MAX_VALUES} values`, query: tooLarge(), key: 'filters' },
];

export const goodQueryCases: ReadonlyArray<GoodQueryCase> = [
  { name: 'no parameters', query: {} },
  { name: '$in with values', query: { filters: { id: { $in: ['1', '2'] } } } },
  { name: '$in with one value', query: { filters: { id: { $in: '1' } } } },
  { name: '$between with two values', query: { filters: { id: { $between: ['1', '900'] } } } },
  { name: '$or of two attribute filters', query: { filters: { $or: [{ id: { $eq: '1' } }, { id: { $gt: '2' } }] } } },
  { name: '$not around a filter', query: { filters: { $not: { id: { $eq: '3' } } } } },
  { name: '$not on an attribute', query: { filters: { id: { $not: { $eq: '3' } } } } },
  { name: '$eq with several values', query: { filters: { id: { $eq: ['1', '2'] } } } },
  { name: '$notNull', query: { filters: { createdAt: { $notNull: 'true' } } } },
  { name: 'sort as a string', query: { sort: 'id:desc' } },
  { name: 'sort as an array', query: { sort: ['createdAt:asc', 'id'] } },
  { name: 'sort as an object', query: { sort: { id: 'DESC' } } },
  { name: 'fields as an array', query: { fields: ['createdAt'] } },
  { name: 'page-based pagination with a count', query: { pagination: { page: '1', pageSize: '5', withCount: 'true' } } },
  { name: 'offset-based pagination', query: { pagination: { start: '0', limit: '5' } } },
  { name: 'status=published', query: { status: 'published' } },
  { name: 'status=draft (published only where there are drafts)', query: { status: 'draft' } },
  { name: 'locale=en', query: { locale: 'en' } },
  { name: 'populate=*', query: { populate: '*' } },
  { name: 'a date filter with an ISO date', query: { filters: { createdAt: { $gt: '2020-01-01' } } } },
  { name: 'a date filter with a date and time', query: { filters: { createdAt: { $lt: '2999-12-31T23:59:59.999Z' } } } },
  { name: 'a date filter with a timestamp in milliseconds', query: { filters: { createdAt: { $gt: '1700000000000' } } } },
  { name: 'a date filter with $between', query: { filters: { updatedAt: { $between: ['2020-01-01', '2999-01-01'] } } } },
  { name: 'a case-insensitive text match on a date', query: { filters: { createdAt: { $containsi: '20' } } } },
  { name: 'an id filter with spaces around the number', query: { filters: { id: { $gte: ' 1 ' } } } },
  { name: 'fields as a comma-separated list', query: { fields: 'createdAt,updatedAt' } },
];

/**
 * A page-like type for the unit tests: a relation to itself and to an alias, and a private
 * field, as the router's playground types have.
 */
export const pageContext: ShapeContext = (() => {
  const models: Record<string, ShapeContext['model']> = {
    'api::page.page': {
      attributes: {
        title: { type: 'string' },
        parent: { type: 'relation', target: 'api::page.page' },
        url_alias: { type: 'relation', target: 'plugin::sitetools.url-alias' },
        secret: { type: 'string', private: true },
        createdAt: { type: 'datetime' },
        // The typed attributes the list rows of the table filter on (the URL list's and the redirects').
        updatedAt: { type: 'datetime' },
        status_code: { type: 'integer' },
        generated: { type: 'boolean' },
      },
    },
    'plugin::sitetools.url-alias': { attributes: { url_path: { type: 'string' }, live: { type: 'boolean', private: true } } },
  };
  return { model: models['api::page.page'], getModel: (uid: string) => models[uid] };
})();

/**
 * Queries on unknown or private attributes: the shape check leaves them to Strapi's own
 * validation, which must answer a 400 (never a 500, never data).
 */
export const strapiRefusedCases: ReadonlyArray<{
  name: string;
  query: Readonly<Record<string, unknown>>;
  routes?: readonly ContentApiRoute[];
}> = [
  { name: 'an unknown attribute with a malformed filter', query: { filters: { nope: { $or: 'x' } } }, routes: ['url-alias', 'redirects'] },
  { name: 'the private live flag with a malformed filter', query: { filters: { live: { $or: 'x' } } }, routes: ['url-alias'] },
  { name: 'the private live flag', query: { filters: { live: { $eq: 'false' } } }, routes: ['url-alias'] },
  { name: 'a sort on the private live flag', query: { sort: { live: 'up' } }, routes: ['url-alias'] },
  { name: 'a populate of an unknown relation', query: { populate: { nope: 'x' } } },
  { name: 'a populate of the private creator', query: { populate: { createdBy: { filters: { $or: 'x' } } } } },
];

/**
 * Per attribute type, filter values the query engine casts (so they pass) and values it cannot
 * cast (so the shape check refuses them before the engine answers 500): the types the table's
 * rows do not reach through the playground's content types.
 */
export const typedFilterCases: ReadonlyArray<{
  type: string;
  good: readonly (string | number)[];
  bad: readonly (string | number | boolean)[];
}> = [
  { type: 'date', good: ['2024-02-29', '2024-02-29T10:00:00Z'], bad: ['2023-02-29', '2024-13-01', '29/02/2024', '2024', ''] },
  { type: 'time', good: ['10:30:00', '23:59:59.999'], bad: ['24:00:00', '10:30', 'noon', ''] },
  {
    type: 'datetime',
    good: ['2024-02-29T10:00:00.000Z', '2024-02-29', '1700000000000', 1700000000000],
    bad: ['yesterday', '2024-02-30', ''],
  },
  { type: 'timestamp', good: ['2024-02-29T10:00:00Z'], bad: ['never'] },
  { type: 'integer', good: ['-2147483648', '2147483647', ' 7 ', 7], bad: ['2147483648', '1.5', '1e3', 'abc', '', true, Number.NaN] },
  { type: 'biginteger', good: ['9223372036854775807', '-9223372036854775808'], bad: ['9223372036854775808', '1.0', 'x'] },
  { type: 'float', good: ['1.5', '-2e3', 0.25], bad: ['abc', '', '1e999', Number.POSITIVE_INFINITY] },
  { type: 'decimal', good: ['10.25'], bad: ['ten'] },
];
