import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlBadInputCases } from '../cases/graphql-bad-input';
import { graphql } from './support/graphql';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// Every bad argument of the sitetools GraphQL queries is a client error, never an internal one.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, 'plugin::sitetools-addon-redirects.redirect.find']);
});
afterAll(() => app?.stop());

describe('GraphQL bad input', () => {
  it.each(graphqlBadInputCases)('$name: $code', async ({ query, variables, code, key }) => {
    const res = await graphql(app.url)(query, variables);
    expect(res.status).toBeLessThan(500);
    // The schema may refuse a document more than once (the depth limit, once per branch).
    expect(res.errors.length).toBeGreaterThan(0);
    expect(new Set(res.errors.map((error) => error.extensions?.code))).toEqual(new Set([code]));
    // The key names the argument, then where in it the problem is (`filters.$and.0...`).
    if (key) expect(res.errors[0].extensions?.error?.details?.key?.split('.')[0]).toBe(key);
    expect(res.data?.sitetoolsRoute ?? null).toBeNull();
  });
});
