import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { request } from './http';

/**
 * Creates an admin panel user with one of Strapi's built-in roles and logs in over HTTP, so the
 * returned token is exactly what the admin panel sends.
 */
export const adminToken = async (
  strapi: Core.Strapi,
  baseUrl: string,
  roleCode: 'strapi-super-admin' | 'strapi-editor'
): Promise<string> => {
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
  const res = await request(baseUrl, '/admin/login', { method: 'POST', body: { email, password } });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
};
