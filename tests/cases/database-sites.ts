/** Lines of source and whether each reaches the database past the Query Engine. */
export const siteLineCases: Array<{ line: string; site: boolean }> = [
  { line: 'const rows = await strapi.db.connection(table).select();', site: true },
  { line: '      .getConnection(tableName)', site: true },
  { line: 'await strapi.db.transaction(async ({ trx }) => {', site: true },
  { line: "if (strapi.db.dialect.client === 'mysql') return;", site: true },
  { line: "[hits]: trx.raw('?? + ?', [column, 1]),", site: true },
  { line: 'builder.transacting(trx)', site: true },
  { line: "await builder(trx).where({ key }).forUpdate().select('id');", site: true },
  { line: "import type { Knex } from 'knex';", site: true },
  { line: 'const aliases = await knex(`${table} as l`)', site: true },
  { line: 'const query = tableIn(strapi, table, trx);', site: true },
  { line: 'const trx = await transactionOf(strapi, given);', site: true },
  { line: "await strapi.db.query('plugin::sitetools.url-alias').findMany({ where });", site: false },
  { line: "await strapi.documents('api::page.page').update({ documentId, data });", site: false },
  { line: '// strapi.db.transaction() would hold the one SQLite connection here', site: false },
  { line: ' * rows are read with knex(table) in one statement', site: false },
];
