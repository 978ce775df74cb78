'use strict';

const PAGE_UID = 'api::page.page';
const ARTICLE_UID = 'api::article.article';
const ALIAS_UID = 'plugin::sitetools.url-alias';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';

/** The URL path the plugin generates for bench page `i` (its slug is `bench-<i>`). */
const pathOf = (i) => `/pages/bench-${i}`;

// The digits 0 to 9 as a derived table: crossed with itself, the numbers of a series.
const DIGITS = `(${Array.from({ length: 10 }, (_, d) => `SELECT ${d} AS d`).join(' UNION ALL ')})`;

/**
 * `count` rows of `uid` in one INSERT ... SELECT over the numbers 0 to count - 1 (`i`), made by
 * crossing the digits with themselves: no recursive CTE, whose syntax and depth limits differ on
 * MySQL. `values(i)` maps attribute names to SQL of `i` and its bindings; text is joined with
 * CONCAT, which SQLite, PostgreSQL and MySQL all have (`||` is OR on MySQL).
 */
const insertSeries = async (strapi, uid, count, values) => {
  if (count <= 0) return;
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const entries = Object.entries(values);
  const columns = entries.map(([name]) => attributes[name].columnName ?? name);
  const selects = entries.map(([, [sql]]) => sql);
  const bindings = entries.flatMap(([, [, ...params]]) => params);
  const places = Math.max(1, Math.ceil(Math.log10(count)));
  const digits = Array.from({ length: places }, (_, k) => `d${k}`);
  const number = digits.map((name, k) => `${10 ** k} * ${name}.d`).join(' + ');
  await strapi.db.connection.raw(
    `INSERT INTO ?? (${columns.map(() => '??').join(', ')}) SELECT ${selects.join(', ')} ` +
      `FROM (SELECT ${number} AS i FROM ${digits.map((name) => `${DIGITS} ${name}`).join(' CROSS JOIN ')}) n WHERE n.i < ?`,
    [tableName, ...columns, ...bindings, count]
  );
};

/** SQL text joining `parts` (SQL expressions). */
const concat = (...parts) => `CONCAT(${parts.join(', ')})`;
const text = (value) => `'${value}'`;
const constant = (value) => ['?', value];

// The seeded types: the playground's localized pages and its articles, which are not localized
// (no locale column; their aliases are stored in the default locale). `columns(n, locale)` gives
// the SQL of the type's own columns for the entry numbered by the SQL `n`.
const TYPES = {
  pages: {
    uid: PAGE_UID,
    key: 'page',
    pathOf,
    columns: (n, locale, suffix) => ({
      title: [concat(text('Bench '), n)],
      slug: [concat(text('bench-'), n, text(suffix))],
      body: [concat(text('Benchmark page '), n, text('.'))],
      locale: constant(locale),
    }),
  },
  articles: {
    uid: ARTICLE_UID,
    key: 'article',
    pathOf: (i) => `/articles/bench-${i}`,
    columns: (n) => ({
      title: [concat(text('Bench '), n)],
      slug: [concat(text('bench-'), n)],
      content: [concat(text('Benchmark article '), n, text('.'))],
    }),
  },
};

/** The document id of bench entry `i` of `type` (the same in every locale), as a JS string and as SQL of `n`. */
const documentIdOf = (type, i) => `bench-${type.key}-${i}`;
const documentIdSql = (type, n) => concat(text(`bench-${type.key}-`), n);

/**
 * Both rows (draft and published) of `count` entries of `type` in `locale`, numbered from `first`:
 * the drafts in one statement, then the published rows.
 */
const insertEntries = async (strapi, type, count, first, { locale = 'en', suffix = '' } = {}) => {
  const now = new Date();
  const n = `(i + ${first})`;
  for (const publishedAt of [['NULL'], constant(now)]) {
    await insertSeries(strapi, type.uid, count, {
      documentId: [documentIdSql(type, n)],
      ...type.columns(n, locale, suffix),
      createdAt: constant(now),
      updatedAt: constant(now),
      publishedAt,
    });
  }
};

/**
 * The live alias the plugin's alias sync writes for each of `count` published entries of `type`
 * in `locale`, numbered from `first`; an alias type has no draft & publish, so Strapi stores it
 * with publishedAt set.
 */
const insertAliases = (strapi, type, count, first, { locale = 'en', suffix = '' } = {}) => {
  const now = new Date();
  const n = `(i + ${first})`;
  const prefix = type.pathOf('');
  return insertSeries(strapi, ALIAS_UID, count, {
    documentId: [concat(text(`bench-alias-${type.key}-${locale}-`), n)],
    url_path: [concat(text(prefix), n, text(suffix))],
    generated: constant(true),
    contenttype: constant(type.uid),
    entryDocumentId: [documentIdSql(type, n)],
    locale: constant(locale),
    live: constant(true),
    createdAt: constant(now),
    updatedAt: constant(now),
    publishedAt: constant(now),
  });
};

/** Links every row of `type` that has no alias link yet to its entry's alias, through the `url_alias` join table, in one statement. */
const linkAliases = async (strapi, type) => {
  const entries = strapi.db.metadata.get(type.uid);
  const aliases = strapi.db.metadata.get(ALIAS_UID);
  const { joinTable } = entries.attributes.url_alias;
  const column = (meta, name) => meta.attributes[name].columnName ?? name;
  const [join, inverse] = [joinTable.joinColumn.name, joinTable.inverseJoinColumn.name];
  // The query API has no handle on join tables; knex writes them directly.
  await strapi.db.connection.raw(
    'INSERT INTO ?? (??, ??) SELECT e.id, a.id FROM ?? e JOIN ?? a ON a.?? = ? AND a.?? = e.?? ' +
      'WHERE NOT EXISTS (SELECT 1 FROM ?? j WHERE j.?? = e.id)',
    [
      joinTable.name,
      join,
      inverse,
      entries.tableName,
      aliases.tableName,
      column(aliases, 'contenttype'),
      type.uid,
      column(aliases, 'entryDocumentId'),
      column(entries, 'documentId'),
      joinTable.name,
      join,
    ]
  );
};

/**
 * Writes `count` published entries of `kind` (a key of TYPES) straight into the database, with
 * their aliases unless `aliases` is false: the rows the plugin would write, or those of an app
 * without the plugin (or before bulk generation), numbered from `first`. A few INSERT ... SELECT
 * statements (insertSeries): a million entries in a minute, where the Query Engine took 20
 * minutes and the Document Service, at 15-30 ms an entry, hours. Returns
 * the `{ path, documentId }` of every entry, `path` being the one it has or would get.
 */
const seedEntries = async (kind, strapi, count, { aliases = true, first = 0 } = {}) => {
  const type = TYPES[kind];
  await insertEntries(strapi, type, count, first);
  if (aliases) {
    await insertAliases(strapi, type, count, first);
    await linkAliases(strapi, type);
  }
  return Array.from({ length: count }, (_, k) => ({ path: type.pathOf(first + k), documentId: documentIdOf(type, first + k) }));
};

/** Published English pages (see seedEntries). */
const seedPages = (strapi, count, options) => seedEntries('pages', strapi, count, options);

/** Published articles, a type that is not localized (see seedEntries). */
const seedArticles = (strapi, count, options) => seedEntries('articles', strapi, count, options);

/**
 * `count` published URLs as pages in English and French (`count / 2` documents, rounded up, each
 * with an alias per locale: `/pages/bench-<i>` and `/pages/bench-<i>-fr`), for the sitemap. The
 * `url_alias` links are left out: the sitemap reads the alias table, never the relation.
 */
const seedPagesInTwoLocales = async (strapi, count) => {
  const pages = Math.ceil(count / 2);
  const locales = [
    { locale: 'en', suffix: '' },
    { locale: 'fr', suffix: '-fr' },
  ];
  for (const options of locales) {
    await insertEntries(strapi, TYPES.pages, pages, 0, options);
    await insertAliases(strapi, TYPES.pages, pages, 0, options);
  }
  return Array.from({ length: pages }, (_, i) =>
    locales.map(({ suffix }) => ({ path: `${pathOf(i)}${suffix}`, documentId: documentIdOf(TYPES.pages, i) }))
  ).flat();
};

/**
 * Writes `count` published 301 redirects (`/old/<i>` to `/pages/bench-<i>`) straight into the
 * database, each with its draft row, as the addon writes them (the drafts in one statement, then
 * the published rows); a redirect type has no i18n, so `locale` stays null. Returns their
 * `{ from, to }`.
 */
const seedRedirects = async (strapi, count) => {
  const now = new Date();
  for (const publishedAt of [['NULL'], constant(now)]) {
    await insertSeries(strapi, REDIRECT_UID, count, {
      documentId: [concat(text('bench-redirect-'), 'i')],
      from: [concat(text('/old/'), 'i')],
      to: [concat(text('/pages/bench-'), 'i')],
      status_code: constant(301),
      createdAt: constant(now),
      updatedAt: constant(now),
      publishedAt,
    });
  }
  return Array.from({ length: count }, (_, i) => ({ from: `/old/${i}`, to: pathOf(i) }));
};

/**
 * The rows of the lists at scale: `count` live aliases of pages (`/pages/bench-<i>`, without their
 * entries, which the lists never read) and `count` published redirects (`/old/<i>`).
 */
const seedListRows = async (strapi, count) => {
  await insertAliases(strapi, TYPES.pages, count, 0);
  await seedRedirects(strapi, count);
};

/**
 * `count` published pages three levels deep, for breadcrumbs: the first is `/docs`, the second
 * `/docs/section`, every other one `/docs/section/bench-<i>` (the items, each with two live
 * ancestors and the front page's prefix, which nobody owns). One SQL statement moves the paths
 * (CONCAT and substr, which the three databases share).
 */
const seedPagesThreeLevels = async (strapi, count) => {
  const pages = await seedPages(strapi, count + 2);
  const { tableName } = strapi.db.metadata.get(ALIAS_UID);
  const knex = strapi.db.connection;
  await knex(tableName)
    .where('url_path', 'like', '/pages/bench-%')
    .update({ url_path: knex.raw("CONCAT('/docs/section/', substr(url_path, 8))") });
  const [top, section] = pages;
  await strapi.db.query(ALIAS_UID).update({ where: { entryDocumentId: top.documentId }, data: { url_path: '/docs' } });
  await strapi.db.query(ALIAS_UID).update({ where: { entryDocumentId: section.documentId }, data: { url_path: '/docs/section' } });
  return pages.slice(2).map(({ path, documentId }) => ({ path: `/docs/section/${path.slice(7)}`, documentId }));
};

module.exports = {
  ALIAS_UID,
  PAGE_UID,
  REDIRECT_UID,
  seedArticles,
  seedListRows,
  seedPages,
  seedPagesInTwoLocales,
  seedPagesThreeLevels,
  seedRedirects,
};
