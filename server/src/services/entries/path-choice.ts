import type { Core } from '@strapi/strapi';
import { MANUAL_PATH_ATTRIBUTE } from '../../../../shared/contracts/entry-alias';
import { getService } from '../get-service';

/**
 * Writes a path choice on the entry's rows in `locale` (draft and published alike, so that it
 * holds at once: an admin action, not an edit waiting for a publish) and reconciles the entry: a
 * path becomes its hand-written path, '' hands its path back to the generator. The move is an
 * alias change like any other: announced, so that the redirects addon leaves a redirect behind.
 */
export const choosePath = async (strapi: Core.Strapi, uid: string, documentId: string, locale: string, choice: string) => {
  const localized = getService(strapi, 'content-types').localized(uid) === true;
  await strapi.db.query(uid).updateMany({
    where: { documentId, ...(localized ? { locale } : {}) },
    data: { [MANUAL_PATH_ATTRIBUTE]: choice },
  });
  await getService(strapi, 'alias-changes').reconcile(uid, documentId);
};
