import type { Core } from '@strapi/strapi';
import { InvalidPathError } from 'sitetools-kit/path';
import { storedPath, type PathPolicy } from 'sitetools-kit/path-policy';
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

/**
 * The published title of an entry in `locale` (its main field), or null when empty or when the
 * caller may not read that field in the Content Manager.
 */
export const readableTitle = async (strapi: Core.Strapi, caller: ToolCaller, uid: string, documentId: string, locale: string) => {
  const types = getService(strapi, 'content-types');
  const field = await types.mainField(uid);
  if (!contentManagerChecker(strapi, caller.userAbility, uid).can(CONTENT_MANAGER_READ, undefined, field)) return null;
  const row = (await strapi.db.query(uid as never).findOne({
    select: ['documentId', field],
    where: { documentId, publishedAt: { $notNull: true }, ...(types.localized(uid) === true ? { locale } : {}) },
  })) as Record<string, unknown> | null;
  const title = row?.[field];
  return title === undefined || title === null || title === '' ? null : String(title);
};

/** A `path` argument as the router reads it (stored form of `policy`); a malformed one is refused naming the argument. */
export const readPathArgument = (path: string, policy: PathPolicy): string => {
  try {
    return storedPath(path, policy);
  } catch (error) {
    if (error instanceof InvalidPathError) throw new errors.ValidationError(`path: ${error.message}`, { key: 'path' });
    throw error;
  }
};

/** Whether the caller holds an admin action without a subject, checked as Strapi's MCP server checks a tool's own. */
export const adminCan =
  (caller: ToolCaller) =>
  (action: string): boolean =>
    (caller.userAbility as unknown as { can(action: string): boolean }).can(action);
