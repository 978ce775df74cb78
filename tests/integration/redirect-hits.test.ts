import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRedirectHits } from '../../addons/redirects/shared/contracts/redirect-hits';
import type { FindRedirects, SaveRedirect } from '../../addons/redirects/shared/contracts/redirects';
import { createClient, createRedirectCache } from '../../packages/client/src/index';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { expectErrorLogged } from './support/logs';
import { errorCode, graphql } from './support/graphql';
import { createApiToken } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const INTAKE = '/api/sitetools/redirects/hits';
const ADMIN = '/sitetools-addon-redirects/redirects';
const HIT_UID = 'plugin::sitetools-addon-redirects.redirect-hit';
const HITS_ACTION = 'plugin::sitetools-addon-redirects.redirect-hit.create';
const FIND_ACTION = 'plugin::sitetools-addon-redirects.redirect.find';
const NOT_FOUND_ACTION = 'plugin::sitetools-addon-redirects.not-found.create';
// Longer than a test takes, so that what a test finds written was written by its flush or a stop.
const FLUSH_MS = 60_000;
const LIMIT = 300;
const ENV: Record<string, string> = {
  SITETOOLS_HITS_FLUSH_MS: String(FLUSH_MS),
  SITETOOLS_HITS_RATE_LIMIT: String(LIMIT),
};

let app: TestApp;
let admin: string;
let token: string;

const report = (body: unknown, auth = token) => api(app.url).post<ReportRedirectHits.Response>(INTAKE, body, { token: auth });
const flush = () => app.strapi.plugin('sitetools-addon-redirects').service('redirect-hit').flush();
const stored = async (from: string): Promise<Array<{ locale: string; hits: number; lastHit: string }>> =>
  app.strapi.db.query(HIT_UID).findMany({ select: ['locale', 'hits', 'lastHit'], where: { from }, orderBy: { locale: 'asc' } });
const publish = async (data: Record<string, unknown>) => {
  const res = await api(app.url).send<SaveRedirect.Response>('POST', ADMIN, { data, publish: true }, { token: admin });
  expect(res.status).toBe(201);
  return res.body.data.documentId;
};

beforeAll(async () => {
  Object.assign(process.env, ENV);
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  token = await createApiToken(app.strapi, 'custom', [HITS_ACTION]);
  await publish({ from: '/hits/old', to: '/pages/about' });
  await publish({ from: '/hits/blog/:slug', to: '/news/:slug' });
  await publish({ from: '/hits/fr-only', to: '/pages/about', locale: 'fr' });
});
afterAll(async () => {
  await app?.stop();
  for (const name of Object.keys(ENV)) delete process.env[name];
});

describe('redirect hits intake: permission and input', () => {
  it('answers 403 to a token without the hits action, and to the Public role', async () => {
    const other = await createApiToken(app.strapi, 'custom', [NOT_FOUND_ACTION]);
    expect((await report({ from: '/hits/old' }, other)).status).toBe(403);
    expect((await api(app.url).post(INTAKE, { from: '/hits/old' })).status).toBe(403);
  });

  it('leaves the hits table out of GraphQL, even for a full-access token', async () => {
    const full = await createApiToken(app.strapi, 'full-access');
    const res = await graphql(app.url)('{ redirectHits { from hits } }', undefined, { token: full });
    expect(errorCode(res)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it.each([
    [{ from: '' }, 'from'],
    [{ from: '/x', hits: 0 }, 'hits'],
    [{ from: '/x', hits: 1.5 }, 'hits'],
    [{ from: '/x', lastHit: 'yesterday' }, 'lastHit'],
    [{ from: '/x', lastHit: new Date(Date.now() + 3_600_000).toISOString() }, 'lastHit'],
    [{ from: '/x', locale: 'e n' }, 'locale'],
    [{ from: '/x', extra: 1 }, 'body'],
    [{ data: [{ from: '/x' }, { from: '/y' }, { from: '/z' }, { from: '/w', hits: -2 }] }, 'data.3.hits'],
    [{ data: [] }, 'data'],
    [{ data: Array.from({ length: 101 }, () => ({ from: '/x' })) }, 'data'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const res = await report(body);
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
  });
});

describe('redirect hits intake: counting', () => {
  it('adds the hits of published rules across batches, keeps the latest last hit, and ignores entries naming no published rule', async () => {
    const earlier = new Date(Date.now() - 86_400_000).toISOString();
    const first = await report({
      data: [
        { from: '/hits/old', hits: 5, lastHit: earlier },
        { from: '/hits/blog/:slug' },
        { from: '/hits/unknown' },
        // Not the rule's locale: a rule of 'fr' only is another identity than one of every locale.
        { from: '/hits/fr-only' },
        { from: '/hits/fr-only', locale: 'fr', hits: 2 },
      ],
    });
    expect(first.status).toBe(202);
    expect(first.body.data).toEqual({ counted: 3, ignored: 2 });
    expect((await report({ from: '/hits/old', hits: 2 })).body.data).toEqual({ counted: 1, ignored: 0 });
    // Nothing is written before the interval (a minute here) or a flush.
    expect(await stored('/hits/old')).toEqual([]);
    await flush();
    const [old] = await stored('/hits/old');
    expect(old.hits).toBe(7);
    expect(Date.parse(old.lastHit)).toBeGreaterThan(Date.parse(earlier));
    expect(await stored('/hits/blog/:slug')).toMatchObject([{ locale: '', hits: 1 }]);
    expect(await stored('/hits/fr-only')).toMatchObject([{ locale: 'fr', hits: 2 }]);
    expect(await stored('/hits/unknown')).toEqual([]);
    // A later batch with an older last hit adds its hits and leaves the last hit where it was.
    await report({ from: '/hits/old', lastHit: earlier });
    await flush();
    expect(await stored('/hits/old')).toMatchObject([{ hits: 8, lastHit: old.lastHit }]);
  });

  it('keeps the count of a rule through an edit of its target and a republish', async () => {
    const documentId = await publish({ from: '/hits/edited', to: '/pages/about' });
    await report({ from: '/hits/edited', hits: 3 });
    await flush();
    const saved = await api(app.url).send(
      'PUT',
      `${ADMIN}/${documentId}`,
      { data: { from: '/hits/edited', to: '/pages/contact' }, publish: true },
      { token: admin }
    );
    expect(saved.status).toBe(200);
    await report({ from: '/hits/edited' });
    await flush();
    expect(await stored('/hits/edited')).toMatchObject([{ hits: 4 }]);
  });

  it('keeps the hits of a failed write and writes them on the next try', async () => {
    const table = app.strapi.db.metadata.get(HIT_UID).tableName;
    const rename = (from: string, to: string) => app.strapi.db.connection.raw('alter table ?? rename to ??', [from, to]);
    await rename(table, `${table}_away`);
    try {
      expect((await report({ data: [{ from: '/hits/blog/:slug', hits: 4 }] })).status).toBe(202);
      await expectErrorLogged(app.strapi, /1 rules of the redirect hits not written yet, kept for the next try/, () =>
        expect(flush()).rejects.toThrow()
      );
    } finally {
      await rename(`${table}_away`, table);
    }
    await report({ from: '/hits/blog/:slug' });
    await flush();
    expect(await stored('/hits/blog/:slug')).toMatchObject([{ hits: 6 }]);
  });

  it('loses no hit across a clean restart: the stop writes what the interval had not', async () => {
    await report({ data: Array.from({ length: 10 }, () => ({ from: '/hits/old', hits: 10 })) });
    const before = (await stored('/hits/old'))[0].hits;
    await app.restart();
    expect((await stored('/hits/old'))[0].hits).toBe(before + 100);
  });
});

describe('sitetools-client reportHits', () => {
  it('counts the rules the cache applies and the server adds their hits', async () => {
    const clientToken = await createApiToken(app.strapi, 'custom', [HITS_ACTION, FIND_ACTION]);
    const cache = createRedirectCache(createClient({ baseURL: app.url, token: clientToken }), { reportHits: { flushSeconds: 60 } });
    await flush();
    const before = (await stored('/hits/blog/:slug'))[0].hits;
    for (const slug of ['a', 'b', 'c']) expect(await cache.match(`/hits/blog/${slug}`)).toMatchObject({ statusCode: 301 });
    expect(await cache.match('/hits/fr-only', 'fr')).toMatchObject({ to: '/pages/about' });
    await cache.flushHits();
    await flush();
    expect((await stored('/hits/blog/:slug'))[0].hits).toBe(before + 3);
    expect(await stored('/hits/fr-only')).toMatchObject([{ locale: 'fr', hits: 3 }]);
  });
});

describe('redirect hits intake: limits', () => {
  it('answers 429 with Retry-After past a token limit, counting nothing of that request, while another token is served', async () => {
    const [limited, other] = await Promise.all([1, 2].map(() => createApiToken(app.strapi, 'custom', [HITS_ACTION])));
    const data = Array.from({ length: 100 }, () => ({ from: '/hits/old' }));
    for (let batch = 0; batch < LIMIT / 100; batch += 1) expect((await report({ data }, limited)).status).toBe(202);
    await flush();
    const before = (await stored('/hits/old'))[0].hits;
    const refused = await report({ from: '/hits/old' }, limited);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ name: 'RateLimitError', details: { retryAfter: expect.any(Number) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await report({ from: '/hits/old' }, other)).body.data).toEqual({ counted: 1, ignored: 0 });
    await flush();
    expect((await stored('/hits/old'))[0].hits).toBe(before + 1);
  });
});

describe('redirect hits intake: budget', () => {
  it('sheds a request past the budget of all callers together with a 429, counting nothing of it', async () => {
    // A restart (the budget is read at start-up): one full batch a minute for every caller together.
    Object.assign(process.env, Object.assign(ENV, { SITETOOLS_HITS_BUDGET: '100', SITETOOLS_HITS_BUDGET_SECONDS: '60' }));
    await app.restart();
    const before = (await stored('/hits/old'))[0].hits;
    const [first, second] = await Promise.all([1, 2].map(() => createApiToken(app.strapi, 'custom', [HITS_ACTION])));
    const data = Array.from({ length: 100 }, () => ({ from: '/hits/old' }));
    expect((await report({ data }, first)).status).toBe(202);
    const shed = await report({ data }, second);
    expect(shed.status).toBe(429);
    expect(shed.error).toMatchObject({ name: 'RateLimitError', message: expect.stringContaining('budget'), details: { shed: 100 } });
    expect(Number(shed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await flush();
    expect((await stored('/hits/old'))[0].hits).toBe(before + 100);
  });

  it('counts the entries it sheds, every request’s, and the admin’s list shows the total and since when, across a restart', async () => {
    // The budget of the test above (100 entries a minute), spent by it: every entry now is shed.
    const shedCount = async () => (await api(app.url).get<FindRedirects.Response>(`${ADMIN}?pageSize=1`, { token: admin })).body.meta.shed;
    const before = await shedCount();
    expect(before.reports).toBe(100);
    expect(Date.parse(before.since as string)).toBeLessThanOrEqual(Date.now());
    const sender = await createApiToken(app.strapi, 'custom', [HITS_ACTION]);
    for (const size of [1, 40, 100]) {
      const shed = await report({ data: Array.from({ length: size }, () => ({ from: '/hits/old' })) }, sender);
      expect(shed.error).toMatchObject({ name: 'RateLimitError', details: { shed: size } });
    }
    // Written with the hits, every interval (a minute here) or on a flush.
    expect((await shedCount()).reports).toBe(100);
    await flush();
    expect(await shedCount()).toEqual({ reports: 241, since: before.since });
    // The count of the last interval is written by the clean stop, then read by the next start.
    await report({ data: [{ from: '/hits/old' }] }, sender);
    await app.restart();
    expect(await shedCount()).toEqual({ reports: 242, since: before.since });
  });
});
