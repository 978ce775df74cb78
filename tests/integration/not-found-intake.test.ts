import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindNotFound, NotFoundReport, ReportNotFound } from '../../addons/redirects/shared/contracts/not-found';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { expectErrorLogged } from './support/logs';
import { startOtherInstance } from './support/instance';
import { createApiToken } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';
import { describeOnSharedDatabase } from './support/database';

const INTAKE = '/api/sitetools/not-found';
const NOT_FOUND_UID = 'plugin::sitetools-addon-redirects.not-found';
const INTAKE_ACTION = 'plugin::sitetools-addon-redirects.not-found.create';
const CAP = 300;
// Longer than a burst takes, so that what a restart right after it finds was written by the stop.
const FLUSH_MS = 2000;
const LIMIT = 1000;
// The budget the last tests restart with: a window longer than they take, so what fits is exact.
const BUDGET = 200;
const ENV: Record<string, string> = {
  SITETOOLS_NOT_FOUND_MAX_ROWS: String(CAP),
  SITETOOLS_NOT_FOUND_FLUSH_MS: String(FLUSH_MS),
  SITETOOLS_NOT_FOUND_RATE_LIMIT: String(LIMIT),
  // The bursts above send 2,000 reports at once: the playground's budget (the most the config allows) takes them.
  SITETOOLS_NOT_FOUND_BUDGET: '2000',
};

let app: TestApp;
let reporters: string[];

const report = (body: unknown, token: string, url = app.url) => api(url).post<ReportNotFound.Response>(INTAKE, body, { token });
const rowsUnder = async (prefix: string): Promise<Array<{ path: string; hits: number }>> =>
  app.strapi.db.query(NOT_FOUND_UID).findMany({
    select: ['path', 'hits'],
    where: { path: { $startsWith: prefix } },
  });
const hitsUnder = async (prefix: string) => (await rowsUnder(prefix)).reduce((sum, row) => sum + row.hits, 0);
const rowCount = (): Promise<number> => app.strapi.db.query(NOT_FOUND_UID).count();
const flush = () => app.strapi.plugin('sitetools-addon-redirects').service('not-found').flush();

/** Every token sends its batches one after another, all tokens at once; each batch must be counted whole. */
const burst = async (batchesOf: (tokenIndex: number) => NotFoundReport[][]) => {
  await Promise.all(
    reporters.map(async (token, index) => {
      for (const data of batchesOf(index)) {
        const res = await report({ data }, token);
        expect(res.status).toBe(202);
        expect(res.body.data).toEqual({ counted: data.length, ignored: 0 });
      }
    })
  );
};

/** Five batches of 100 reports per token over 50 paths: each path gets 40 hits per burst. */
const repeatedPaths = () => Array.from({ length: 5 }, () => Array.from({ length: 100 }, (_, i) => ({ path: `/storm/${i % 50}` })));

const waitFor = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not true after ${timeoutMs} ms`);
    await new Promise((resume) => setTimeout(resume, 50));
  }
};

beforeAll(async () => {
  Object.assign(process.env, ENV);
  app = await startTestApp();
  reporters = await Promise.all(Array.from({ length: 4 }, () => createApiToken(app.strapi, 'custom', [INTAKE_ACTION])));
});
afterAll(async () => {
  await app?.stop();
  for (const name of Object.keys(ENV)) delete process.env[name];
});

describe('404 intake under a burst', () => {
  it('loses no hit of a burst from four tokens at once: written within the interval, and on a clean stop', async () => {
    await burst(repeatedPaths);
    await waitFor(async () => (await hitsUnder('/storm/')) === 2000, FLUSH_MS * 3);
    await burst(repeatedPaths);
    await app.restart();
    const rows = await rowsUnder('/storm/');
    expect(rows).toHaveLength(50);
    expect(rows.filter((row) => row.hits !== 80)).toEqual([]);
  });

  it('keeps the table within the cap under a burst of more new paths than it holds, the most-hit rows kept', async () => {
    let highest = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        highest = Math.max(highest, await rowCount());
        await new Promise((resume) => setTimeout(resume, 10));
      }
    })();
    await burst((index) =>
      Array.from({ length: 2 }, (_, batch) =>
        Array.from({ length: 100 }, (_, i) => ({
          path: `/flood/${index}-${batch}-${i}`,
        }))
      )
    );
    await flush();
    sampling = false;
    await sampler;
    expect(highest).toBeLessThanOrEqual(CAP);
    expect(await rowCount()).toBe(CAP);
    expect(await hitsUnder('/storm/')).toBe(4000);
  });

  it('answers 429 to a token past its limit, counting nothing of that request, while another token is served', async () => {
    const [limited, other] = await Promise.all([1, 2].map(() => createApiToken(app.strapi, 'custom', [INTAKE_ACTION])));
    for (let batch = 0; batch < LIMIT / 100; batch += 1) {
      const data = Array.from({ length: 100 }, (_, i) => ({
        path: `/limited/${i}`,
      }));
      expect((await report({ data }, limited)).status).toBe(202);
    }
    const refused = await report({ path: '/limited/refused' }, limited);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ data: null });
    expect(refused.error).toMatchObject({
      status: 429,
      name: 'RateLimitError',
      details: { retryAfter: expect.any(Number) },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await report({ path: '/limited/other' }, other)).body.data).toEqual({ counted: 1, ignored: 0 });
    await flush();
    expect(await rowsUnder('/limited/refused')).toEqual([]);
    expect(await rowsUnder('/limited/other')).toMatchObject([{ hits: 1 }]);
  });
});

describe('404 intake when a write fails', () => {
  it('keeps the hits of a failed write and writes them on the next try', async () => {
    const table = app.strapi.db.metadata.get(NOT_FOUND_UID).tableName;
    const rename = (from: string, to: string) => app.strapi.db.connection.raw('alter table ?? rename to ??', [from, to]);
    const [token] = reporters;
    // The table out of the way: every write of the inbox fails until it is back.
    await rename(table, `${table}_away`);
    try {
      expect((await report({ data: [{ path: '/retry/a' }, { path: '/retry/a' }, { path: '/retry/b' }] }, token)).status).toBe(202);
      await expectErrorLogged(app.strapi, /2 paths of the 404 inbox not written yet, kept for the next try/, () =>
        expect(flush()).rejects.toThrow()
      );
    } finally {
      await rename(`${table}_away`, table);
    }
    expect((await report({ path: '/retry/b' }, token)).status).toBe(202);
    await flush();
    const rows = await rowsUnder('/retry/');
    expect(Object.fromEntries(rows.map((row) => [row.path, row.hits]))).toEqual({ '/retry/a': 2, '/retry/b': 2 });
  });
});

describeOnSharedDatabase('404 intake on two instances of one database', () => {
  it('adds the hits each instance counted, written by both at once', async () => {
    // The other instance inherits this process's environment: the same database and interval.
    const other = await startOtherInstance();
    try {
      const data = Array.from({ length: 100 }, (_, i) => ({ path: `/both/${i % 10}` }));
      await Promise.all(
        [app.url, other.url].map(async (url, index) => {
          for (let batch = 0; batch < 3; batch += 1) {
            expect((await report({ data }, reporters[index], url)).status).toBe(202);
          }
        })
      );
      // Each path: 10 hits per batch, 3 batches, 2 instances.
      await waitFor(async () => (await hitsUnder('/both/')) === 600, FLUSH_MS * 3);
      expect((await rowsUnder('/both/')).map((row) => row.hits)).toEqual(Array.from({ length: 10 }, () => 60));
    } finally {
      await other.stop();
    }
  }, 120_000);
});

describe('404 intake past its budget', () => {
  it('sheds the reports past the budget of all callers together, counts them in the inbox summary, and records all it took', async () => {
    // A restart (the budget is read at start-up): 200 reports a minute, below the tokens' limits and the inbox's cap.
    Object.assign(
      process.env,
      Object.assign(ENV, { SITETOOLS_NOT_FOUND_BUDGET: String(BUDGET), SITETOOLS_NOT_FOUND_BUDGET_SECONDS: '60' })
    );
    await app.restart();
    const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const summary = async () =>
      (await api(app.url).get<FindNotFound.Response>('/sitetools-addon-redirects/not-found', { token: admin })).body.meta.shed;
    // An empty inbox: the trim to its cap must not take a row of this test.
    await app.strapi.db.query(NOT_FOUND_UID).deleteMany({});
    const before = await summary();
    // Four tokens, two batches of 100 distinct paths each, all at once: 800 reports for a budget of 200.
    const answers = await Promise.all(
      reporters.flatMap((token, index) =>
        Array.from({ length: 2 }, (_, batch) =>
          report({ data: Array.from({ length: 100 }, (_, i) => ({ path: `/budget/${index}-${batch}-${i}` })) }, token)
        )
      )
    );
    const taken = answers.filter((answer) => answer.status === 202);
    const shed = answers.filter((answer) => answer.status === 429);
    expect(taken).toHaveLength(BUDGET / 100);
    expect(shed).toHaveLength(8 - BUDGET / 100);
    expect(shed[0].error).toMatchObject({ name: 'RateLimitError', message: expect.stringContaining('budget'), details: { shed: 100 } });
    await flush();
    expect(await hitsUnder('/budget/')).toBe(BUDGET);
    expect((await rowsUnder('/budget/')).every((row) => row.hits === 1)).toBe(true);
    const after = await summary();
    expect(after.reports - before.reports).toBe(800 - BUDGET);
    expect(after.since).toEqual(expect.any(String));
  });
});
