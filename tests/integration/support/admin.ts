import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { api, type AdminLoginResponse } from './api';

export type AdminRoleCode = 'strapi-super-admin' | 'strapi-editor' | 'strapi-author';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** An admin role permission as the role service assigns it. */
export interface AdminPermission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] | null };
  conditions?: string[];
}

/** One permission on a content type, in these locales, on these fields, under these conditions. */
export const contentTypePermission = (
  action: string,
  subject: string,
  { fields, locales = ['en', 'fr'], conditions = [] }: { fields?: string[]; locales?: string[]; conditions?: string[] } = {}
): AdminPermission => ({ action, subject, properties: { ...(fields ? { fields } : {}), locales }, conditions });

/**
 * Read, create, update and publish entries of `subject` in the Content Manager, create and update
 * limited to `writable` fields (reading sees `fields`).
 */
export const contentManagerPermissions = (subject: string, fields: string[], writable = fields): AdminPermission[] => [
  contentTypePermission('plugin::content-manager.explorer.read', subject, { fields }),
  contentTypePermission('plugin::content-manager.explorer.create', subject, { fields: writable }),
  contentTypePermission('plugin::content-manager.explorer.update', subject, { fields: writable }),
  contentTypePermission('plugin::content-manager.explorer.publish', subject),
];

/** Creates an admin role with exactly these permissions and returns its id. */
export const createAdminRole = async (strapi: Core.Strapi, permissions: AdminPermission[]): Promise<number> => {
  const role = await strapi.service('admin::role').create({
    name: `role-${randomBytes(4).toString('hex')}`,
    description: 'test role',
  });
  await strapi.service('admin::role').assignPermissions(role.id, permissions);
  return role.id;
};

/** Creates an active admin panel user with one of Strapi's built-in roles (or a role id). */
export const createAdminUser = async (strapi: Core.Strapi, roleCode: AdminRoleCode | number): Promise<AdminCredentials> => {
  const role =
    typeof roleCode === 'number' ? { id: roleCode } : await strapi.db.query('admin::role').findOne({ where: { code: roleCode } });
  const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw1-${randomBytes(8).toString('hex')}`;
  await strapi.service('admin::user').create({
    email,
    firstname: 'Test',
    lastname: String(roleCode),
    password,
    isActive: true,
    roles: [role.id],
  });
  return { email, password };
};

/**
 * Creates an admin panel user with one of Strapi's built-in roles (or a role id) and logs in over
 * HTTP, so the returned token is exactly what the admin panel sends; with the user's id, which
 * "Is creator" conditions compare entries' creators with.
 */
export const adminSession = async (
  strapi: Core.Strapi,
  baseUrl: string,
  roleCode: AdminRoleCode | number
): Promise<{ token: string; id: number }> => {
  const credentials = await createAdminUser(strapi, roleCode);
  const token = await adminLogin(baseUrl, credentials);
  const user = (await strapi.db.query('admin::user').findOne({ where: { email: credentials.email }, select: ['id'] })) as { id: number };
  return { token, id: user.id };
};

/** Logs an admin panel user in over HTTP at `baseUrl` (any instance of the app); resolves with the token. */
export const adminLogin = async (baseUrl: string, credentials: AdminCredentials): Promise<string> => {
  const res = await api(baseUrl).post<AdminLoginResponse>('/admin/login', credentials);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
};

/** The token of a new admin panel user with one of Strapi's built-in roles (or a role id); see adminSession. */
export const adminToken = async (strapi: Core.Strapi, baseUrl: string, roleCode: AdminRoleCode | number): Promise<string> =>
  (await adminSession(strapi, baseUrl, roleCode)).token;
