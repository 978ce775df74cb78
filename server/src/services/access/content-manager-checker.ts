import type { Core } from '@strapi/strapi';

/** The Content Manager's action that reads a content type's entries. */
export const CONTENT_MANAGER_READ = 'plugin::content-manager.explorer.read';

/**
 * The Content Manager's permission checker (its `permission-checker` service, the same on every
 * supported Strapi release; bootstrap checks that it is there): the admin's permissions on one
 * content type, conditions and field lists included.
 */
export interface PermissionChecker {
  /** Whether the action is allowed on `entity`, or on the type when none is given (and on `field`). */
  can(action: string, entity?: object, field?: string): boolean;
  cannot(action: string, entity?: object): boolean;
  /** `query` with the filters of the action's conditions added (and the fields it may not use removed). */
  sanitizedQuery(query: object, action: string): Promise<{ filters?: Record<string, unknown> }>;
}

/** The Content Manager's permission checker for the admin's ability on content type `uid`. */
export const contentManagerChecker = (strapi: Core.Strapi, ability: unknown, uid: string): PermissionChecker =>
  strapi.plugin('content-manager').service('permission-checker').create({ userAbility: ability, model: uid });
