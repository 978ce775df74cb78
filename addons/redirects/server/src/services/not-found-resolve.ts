import type { Core } from '@strapi/strapi';
import { chunks } from 'sitetools-kit/statements';

export const NOT_FOUND_UID = 'plugin::sitetools-addon-redirects.not-found';

/**
 * Resolves the 404 inbox rows of paths a redirect now starts at: they leave the inbox. The
 * redirect engine calls it in the transaction of the redirect write (admin form, import, alias
 * change alike), so a row never outlives the redirect that answers it. A plain module, not a
 * service: the intake asks the engine about redirects, so the engine must not depend on it.
 */
export const resolveNotFound = async (strapi: Core.Strapi, paths: string[]): Promise<void> => {
  for (const batch of chunks([...new Set(paths)])) {
    await strapi.db.query(NOT_FOUND_UID).deleteMany({ where: { path: { $in: batch } } });
  }
};
