/**
 * The Redirects page's search on SQLite, whose planner needs the table's statistics (the addon
 * runs ANALYZE at startup, sitetools-kit/planner-statistics): with them, a search by source or
 * target reads those indexes instead of walking every draft in the page's order.
 */
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FindRedirects } from '../../addons/redirects/shared/contracts/redirects';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { describeOnSqlite } from './support/database';
import { startTestApp, type TestApp } from './support/strapi';

const require = createRequire(import.meta.url);
const { seedRedirects } = require('../../bench/seed.cjs') as {
  seedRedirects(strapi: Core.Strapi, count: number): Promise<Array<{ from: string; to: string }>>;
};

const ADMIN = '/sitetools-addon-redirects/redirects';
const RULES = 3_000;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

/** The plan SQLite picks for the list's query of a search by path prefix, as the Document Service writes it. */
const planOfSearch = async (strapi: Core.Strapi): Promise<string> => {
  const [from, to] = ['/old/1000', '/old/1001'];
  const rows = (await strapi.db.connection.raw(
    'EXPLAIN QUERY PLAN SELECT t0.id FROM sitetools_redirects t0 WHERE ((t0.`from` >= ? AND t0.`from` < ?) OR (t0.`to` >= ? AND t0.`to` < ?)) ' +
      'AND t0.published_at IS NULL ORDER BY t0.updated_at DESC, t0.id DESC LIMIT 10',
    [from, to, from, to]
  )) as Array<{ detail: string }>;
  return rows.map(({ detail }) => detail).join(' | ');
};

describeOnSqlite('the Redirects search on SQLite', () => {
  it('reads the source and target indexes once the app has started on a table of many drafts', async () => {
    await seedRedirects(app.strapi, RULES);
    // Without statistics (the rules above were written after this app started) the planner
    // walks the drafts' index.
    expect(await planOfSearch(app.strapi)).toContain('sitetools_redirects_state_updated_idx');
    await app.restart();
    const plan = await planOfSearch(app.strapi);
    expect(plan).toContain('sitetools_redirects_from_idx');
    expect(plan).toContain('sitetools_redirects_to_idx');
    expect(plan).not.toContain('sitetools_redirects_state_updated_idx');

    const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const res = await api(app.url).get<FindRedirects.Response>(`${ADMIN}?q=${encodeURIComponent('/old/1000')}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map(({ from }) => from)).toEqual(['/old/1000']);
  });
});
