// Finds the source files that reach the database past Strapi's Query Engine: knex builders, raw
// SQL, transactions and `dialect.client` branches. tests/unit/database-specific.test.ts holds the
// list of integration files that run on PostgreSQL and MySQL/MariaDB to these files.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The source folders of both plugins and the kit they share. */
export const SOURCE_ROOTS = ['server/src', 'addons/redirects/server/src', 'packages/kit/src'];

const SITE =
  /strapi\.db\.(connection|dialect)|\.getConnection\(|\.transaction\(|\.raw\(|\.transacting\(|\.forUpdate\(|\bKnex\b|\bknex[(.]|\btrx[(.]|\b(tableIn|transactionOf)\(/;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/** Whether a line of code is such a site (comment lines never are). */
export const isSiteLine = (line) => !COMMENT.test(line) && SITE.test(line);

/** The files under `SOURCE_ROOTS` of `root` with at least one site, as paths from `root`, sorted. */
export const siteFiles = (root) =>
  SOURCE_ROOTS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(root, folder, file))
      .filter((file) => readFileSync(file, 'utf8').split('\n').some(isSiteLine))
      .map((file) => relative(root, file))
  ).sort();
