import type { Core } from '@strapi/strapi';

/**
 * The database column of attribute `name` of content type `uid`, for statements written with
 * knex. Strapi computes a column name for every scalar attribute; its metadata type leaves it out.
 */
export const columnOf = (strapi: Core.Strapi, uid: string, name: string): string =>
  (strapi.db.metadata.get(uid).attributes[name] as unknown as { columnName?: string }).columnName ?? name;
