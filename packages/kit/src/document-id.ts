import type { Core } from '@strapi/strapi';
import { unsupportedStrapi } from './strapi-internals';

/**
 * The generator Strapi gives the documents of `uid` their ids, for rows written without the
 * Document Service (bulk inserts, planned redirects) that must get the ids it would give. Each
 * plugin asks for it once at bootstrap too, so that a Strapi without it stops at start-up.
 */
export const documentIdGenerator = (strapi: Core.Strapi, uid: string): (() => string) => {
  // Strapi's documentId attribute carries its id generator as `default`, which the type omits.
  const attribute = strapi.db.metadata.get(uid).attributes.documentId as unknown as { default?: unknown } | undefined;
  if (typeof attribute?.default !== 'function') throw unsupportedStrapi(strapi, `the documentId generator of ${uid}`);
  return attribute.default as () => string;
};
