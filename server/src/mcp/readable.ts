import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import { CONTENT_MANAGER_READ, contentManagerChecker } from '../services/access';
import { getService } from '../services/get-service';
import type { ToolCaller } from 'sitetools-kit/mcp';

/**
 * Refuses a content type that has no URL aliases, or whose entries the caller may not read in the
 * Content Manager (the tools show its entries' paths, as the Content Manager shows its entries).
 */
export const assertReadableType = (strapi: Core.Strapi, caller: ToolCaller, uid: string): void => {
  getService(strapi, 'entry-alias').assertEnabled(uid);
  if (contentManagerChecker(strapi, caller.userAbility, uid).cannot(CONTENT_MANAGER_READ)) {
    throw new errors.ForbiddenError(`Reading ${uid} needs the Content Manager's read permission on it`);
  }
};

/** Whether the caller may read entries of `uid` in the Content Manager (before conditions on the entry). */
export const canReadType = (strapi: Core.Strapi, caller: ToolCaller, uid: string): boolean =>
  contentManagerChecker(strapi, caller.userAbility, uid).can(CONTENT_MANAGER_READ);
