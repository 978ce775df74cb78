import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { api, type AdminLoginResponse } from './api';

export type AdminRoleCode = 'strapi-super-admin' | 'strapi-editor' | 'strapi-author';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Creates an active admin panel user with one of Strapi's built-in roles. */
export const createAdminUser = async (strapi: Core.Strapi, roleCode: AdminRoleCode): Promise<AdminCredentials> => {
  const role = await strapi.db.query('admin::role').findOne({ where: { code: roleCode } });
  const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw1-${randomBytes(8).toString('hex')}`;
  await strapi.service('admin::user').create({
    email,
    firstname: 'Test',
    lastname: roleCode,
    password,
    isActive: true,
    roles: [role.id],
  });
  return { email, password };
};

/**
 * Creates an admin panel user with one of Strapi's built-in roles and logs in over HTTP, so the
 * returned token is exactly what the admin panel sends.
 */
export const adminToken = async (strapi: Core.Strapi, baseUrl: string, roleCode: AdminRoleCode): Promise<string> => {
  const { email, password } = await createAdminUser(strapi, roleCode);
  const res = await api(baseUrl).post<AdminLoginResponse>('/admin/login', { email, password });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
};
