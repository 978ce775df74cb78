import type { Core } from '@strapi/strapi';

/**
 * Makes a string column compare case-sensitively on MySQL and MariaDB, whose default collation
 * ignores case: without it `/About` and `/about` collide in a unique index and match each other
 * in lookups, while paths are case-sensitive everywhere else. Other databases compare bytes
 * already. Strapi's schema sync does not look at collations, so this survives restarts.
 */
export const makeColumnCaseSensitive = async (strapi: Core.Strapi, table: string, column: string, length: number) => {
  if (strapi.db.dialect.client !== 'mysql') return;
  const knex = strapi.db.connection;
  const [rows] = await knex.raw(
    'SELECT COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME = ?',
    [table, column]
  );
  if ((rows as Array<{ collation: string }>)[0]?.collation === 'utf8mb4_bin') return;
  await knex.raw(`ALTER TABLE ?? MODIFY ?? VARCHAR(${Number(length)}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL`, [table, column]);
};
