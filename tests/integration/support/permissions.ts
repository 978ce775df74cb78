import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

const { PUBLIC_ACTIONS } = createRequire(import.meta.url)('../../../playground/src/seed.js') as {
  PUBLIC_ACTIONS: string[];
};

/**
 * The read actions the playground grants the Public role, for sitetools and the two enabled
 * types; tests remove one at a time.
 */
export const READ_ACTIONS: readonly string[] = PUBLIC_ACTIONS.filter((action) =>
  /^(plugin::sitetools\.|api::(page|article)\.)/.test(action)
);

const setRolePermissions = async (strapi: Core.Strapi, roleId: number, actions: readonly string[]) => {
  await strapi.db.query(PERMISSION_UID).deleteMany({ where: { role: roleId } });
  for (const action of actions) {
    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: roleId } });
  }
};

/** Gives the Public role exactly these actions (Users & Permissions reads them per request). */
export const setPublicPermissions = async (strapi: Core.Strapi, actions: readonly string[]) => {
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'public' } });
  await setRolePermissions(strapi, role.id, actions);
};

/** Creates a user in a new role with exactly these actions and returns its JWT. */
export const createUserToken = async (strapi: Core.Strapi, actions: readonly string[]): Promise<string> => {
  const suffix = randomBytes(4).toString('hex');
  const role = await strapi.db.query(ROLE_UID).create({
    data: { name: `role-${suffix}`, description: 'test role', type: `test-${suffix}` },
  });
  await setRolePermissions(strapi, role.id, actions);
  const user = await strapi.db.query('plugin::users-permissions.user').create({
    data: {
      username: `user-${suffix}`,
      email: `user-${suffix}@example.com`,
      provider: 'local',
      password: randomBytes(12).toString('hex'),
      confirmed: true,
      blocked: false,
      role: role.id,
    },
  });
  return strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
};

/** Creates an API token of the given type (custom ones get exactly `permissions`). */
export const createApiToken = async (
  strapi: Core.Strapi,
  type: 'read-only' | 'full-access' | 'custom',
  permissions: readonly string[] = []
): Promise<string> => {
  const token = await strapi.service('admin::api-token').create({
    name: `token-${randomBytes(4).toString('hex')}`,
    description: 'test token',
    type,
    lifespan: null,
    permissions: type === 'custom' ? [...permissions] : undefined,
  });
  return token.accessKey;
};

/** Moves an API token's expiry into the past. */
export const expireApiToken = async (strapi: Core.Strapi, accessKey: string) => {
  const hashed = strapi.service('admin::api-token').hash(accessKey);
  await strapi.db.query('admin::api-token').update({ where: { accessKey: hashed }, data: { expiresAt: new Date(Date.now() - 1000) } });
};
