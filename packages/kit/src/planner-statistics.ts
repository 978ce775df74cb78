import type { Core } from '@strapi/strapi';

/**
 * Gives SQLite's query planner the statistics of a table (ANALYZE, with the samples of its STAT4
 * build, which see that half the rows share `published_at IS NULL`). Without them it takes any
 * indexed equality for a rare value: the admin's Redirects search walked the drafts' index (the
 * one that also holds the page's order) through a million drafts, 0.5 s, where the source and
 * target indexes answer in under 1 ms (measured on 400,000 rows: 110 ms before, 0.5 ms after).
 * Neither Strapi nor SQLite runs it on its own. PostgreSQL and MySQL keep their statistics up to
 * date themselves. At startup, once per table: about a second per million rows.
 */
export const analyzeOnSqlite = async (strapi: Core.Strapi, table: string): Promise<void> => {
  if (strapi.db.dialect.client !== 'sqlite') return;
  await strapi.db.connection.raw('ANALYZE ??', [table]);
};
