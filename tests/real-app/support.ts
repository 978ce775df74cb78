import { randomBytes } from 'node:crypto';

/** The real app under test (run.sh starts it): Strapi's example app with both plugins installed. */
const BASE_URL = process.env.REAL_APP_URL ?? '';
if (!BASE_URL) throw new Error('REAL_APP_URL is not set: run the real-app checks through tests/real-app/run.sh');

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** Strapi's error body, as every 4xx of the app carries it. */
export interface ErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details?: Record<string, unknown> };
}

/** One HTTP call to the app; `token` is an API token or an admin JWT. JSON in, JSON (or text) out. */
export const call = async <T = unknown>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {}
): Promise<Answer<T>> => {
  const response = await fetch(new URL(path, BASE_URL), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (json && text ? JSON.parse(text) : text) as T };
};

/** Calls and fails with the answer's body unless the status is `expected`. */
export const expectStatus = async <T = unknown>(
  expected: number,
  method: string,
  path: string,
  options?: { token?: string; body?: unknown }
) => {
  const answer = await call<T>(method, path, options);
  if (answer.status !== expected)
    throw new Error(`${method} ${path}: ${answer.status}, expected ${expected}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

// The app starts without an admin: the first file to ask registers one, the others log in.
const SUPER_ADMIN = { email: 'smoke@example.com', password: 'Smoke-test-1', firstname: 'Smoke', lastname: 'Test' };

/** A Super Admin's JWT, as the admin panel sends it. */
export const superAdminToken = async (): Promise<string> => {
  const registered = await call<{ data: { token: string } }>('POST', '/admin/register-admin', { body: SUPER_ADMIN });
  if (registered.status === 200 || registered.status === 201) return registered.body.data.token;
  const { email, password } = SUPER_ADMIN;
  return (await expectStatus<{ data: { token: string } }>(200, 'POST', '/admin/login', { body: { email, password } })).data.token;
};

/** A new API token of `type` (read-only: `find` and `findOne` on every content API route). */
export const apiToken = async (adminToken: string, type: 'read-only' | 'full-access'): Promise<string> => {
  const name = `smoke-${type}-${randomBytes(4).toString('hex')}`;
  const created = await expectStatus<{ data: { accessKey: string } }>(201, 'POST', '/admin/api-tokens', {
    token: adminToken,
    body: { name, type, lifespan: null, description: '' },
  });
  return created.data.accessKey;
};

/** An admin panel user (logged in) whose only role grants exactly `permissions`. */
export const adminWithPermissions = async (
  adminToken: string,
  permissions: Array<{ action: string; subject?: string; properties?: object }>
) => {
  const suffix = randomBytes(4).toString('hex');
  const role = await expectStatus<{ data: { id: number } }>(201, 'POST', '/admin/roles', {
    token: adminToken,
    body: { name: `smoke-${suffix}`, description: 'real-app checks' },
  });
  await expectStatus(200, 'PUT', `/admin/roles/${role.data.id}/permissions`, {
    token: adminToken,
    body: { permissions: permissions.map((p) => ({ subject: null, properties: {}, conditions: [], ...p })) },
  });
  const email = `smoke-${suffix}@example.com`;
  const password = `Smoke-${suffix}-1`;
  const user = await expectStatus<{ data: { registrationToken: string } }>(201, 'POST', '/admin/users', {
    token: adminToken,
    body: { email, firstname: 'Smoke', lastname: suffix, roles: [role.data.id] },
  });
  await expectStatus(200, 'POST', '/admin/register', {
    body: { registrationToken: user.data.registrationToken, userInfo: { firstname: 'Smoke', lastname: suffix, password } },
  });
  return (await expectStatus<{ data: { token: string } }>(200, 'POST', '/admin/login', { body: { email, password } })).data.token;
};

/** The path of the router query for `path`. */
export const routerPath = (path: string, query = '') => `/api/sitetools/router?path=${encodeURIComponent(path)}${query}`;
