import type { Core } from '@strapi/strapi';

export const NOT_FOUND_UID = 'plugin::sitetools-addon-redirects.not-found';
// Paths per IN list: under every database's bound-parameter limit.
const BATCH = 500;

/**
 * Resolves the 404 inbox rows of paths a redirect now starts at: they leave the inbox. The
 * redirect engine calls it in the transaction of the redirect write (admin form, import, alias
 * change alike), so a row never outlives the redirect that answers it. A plain module, not a
 * service: the intake asks the engine about redirects, so the engine must not depend on it.
 */
export const resolveNotFound = async (strapi: Core.Strapi, paths: string[]): Promise<void> => {
  const unique = [...new Set(paths)];
  for (let start = 0; start < unique.length; start += BATCH) {
    await strapi.db.query(NOT_FOUND_UID).deleteMany({ where: { path: { $in: unique.slice(start, start + BATCH) } } });
  }
};
