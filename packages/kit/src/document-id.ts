import type { Core } from '@strapi/strapi';

/**
 * The generator Strapi gives the documents of `uid` their ids, for rows written without the
 * Document Service (bulk inserts, planned redirects) that must get the ids it would give.
 */
export const documentIdGenerator = (strapi: Core.Strapi, uid: string): (() => string) =>
  // Strapi's documentId attribute carries its id generator as `default`, which the type omits.
  (strapi.db.metadata.get(uid).attributes.documentId as unknown as { default: () => string }).default;
