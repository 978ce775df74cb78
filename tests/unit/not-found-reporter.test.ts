import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../packages/client/src/client';
import { SitetoolsError } from '../../packages/client/src/errors';
import { notFoundReporter, type NotFoundReport } from '../../packages/client/src/not-found';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A sender that records every batch, and fails when told to. */
const recorder = (fail = false) => {
  const batches: NotFoundReport[][] = [];
  const send = async (reports: NotFoundReport[]) => {
    batches.push(reports);
    if (fail) throw new Error('server down');
  };
  return { batches, send };
};

describe('notFoundReporter', () => {
  it('sends the reports of a quiet moment in one batch after flushMs', async () => {
    const { batches, send } = recorder();
    const reporter = notFoundReporter(send, { flushMs: 500 });
    reporter.report({ path: '/a' });
    reporter.report({ path: '/b', locale: 'fr' });
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(499);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[{ path: '/a' }, { path: '/b', locale: 'fr' }]]);
  });

  it('sends full batches without waiting, never more than the server takes, and the rest with them', async () => {
    const { batches, send } = recorder();
    const reporter = notFoundReporter(send, { maxBatch: 500, flushMs: 60_000 });
    for (let i = 0; i < 250; i += 1) reporter.report({ path: `/p${i}` });
    expect(batches.map((batch) => batch.length)).toEqual([100, 100]);
    // The running send drains what came while it waited: no report waits for the timer.
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat().map((report) => report.path)).toEqual(Array.from({ length: 250 }, (_, i) => `/p${i}`));
  });

  it('gives a failed batch to onError and never throws to the caller', async () => {
    const { send } = recorder(true);
    const onError = vi.fn(() => {
      throw new Error('a broken handler');
    });
    const reporter = notFoundReporter(send, { onError });
    expect(() => reporter.report({ path: '/a' })).not.toThrow();
    await expect(reporter.flush()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith(new Error('server down'));
  });

  it('drops reports past maxPending and says so', async () => {
    const { batches, send } = recorder();
    const onError = vi.fn();
    const reporter = notFoundReporter(send, { maxPending: 2, maxBatch: 10, onError });
    for (const path of ['/a', '/b', '/c']) reporter.report({ path });
    expect(onError).toHaveBeenCalledTimes(1);
    await reporter.flush();
    expect(batches).toEqual([[{ path: '/a' }, { path: '/b' }]]);
  });
});

describe('notFoundReporter after a 429', () => {
  /** A sender that refuses its first batch with the server's 429, then takes every batch. */
  const limitedOnce = (details: Record<string, unknown>) => {
    const batches: NotFoundReport[][] = [];
    let refused = false;
    const send = async (reports: NotFoundReport[]) => {
      if (!refused) {
        refused = true;
        throw new SitetoolsError(429, 'RateLimitError', 'too many 404 reports', details);
      }
      batches.push(reports);
    };
    return { batches, send };
  };

  it('waits the Retry-After the server gave, then sends the refused batch first, and says so once', async () => {
    const { batches, send } = limitedOnce({ retryAfter: 5 });
    const onError = vi.fn();
    const reporter = notFoundReporter(send, { maxBatch: 2, flushMs: 100, onError });
    reporter.report({ path: '/a' });
    reporter.report({ path: '/b' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 429 }));
    // Full batches and timers while it waits send nothing.
    for (const path of ['/c', '/d', '/e']) reporter.report({ path });
    await reporter.flush();
    await vi.advanceTimersByTimeAsync(4999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.flat().map((report) => report.path)).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('waits a minute when the 429 names no delay, and drops past maxPending meanwhile', async () => {
    const { batches, send } = limitedOnce({});
    const onError = vi.fn();
    const reporter = notFoundReporter(send, { maxBatch: 1, maxPending: 2, onError });
    reporter.report({ path: '/a' });
    await vi.advanceTimersByTimeAsync(0);
    reporter.report({ path: '/b' });
    reporter.report({ path: '/c' });
    expect(onError).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[{ path: '/a' }], [{ path: '/b' }]]);
  });
});

describe('createClient().reportNotFound', () => {
  it('posts the batch as { data } with the token, and hands a refusal to onError', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    let status = 202;
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      const body =
        status === 202
          ? { data: { counted: 1, ignored: 0 } }
          : { data: null, error: { status, name: 'ForbiddenError', message: 'Forbidden' } };
      return new Response(JSON.stringify(body), { status });
    }) as typeof globalThis.fetch;
    const onError = vi.fn();
    const client = createClient({ baseURL: 'http://cms.test/', token: 't0k', fetch, notFound: { onError } });
    client.reportNotFound('/gone', { locale: 'en', referrer: 'https://site.test/x' });
    await client.flushNotFound();
    expect(calls[0].url).toBe('http://cms.test/api/sitetools/not-found');
    expect(calls[0].init.method).toBe('POST');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer t0k');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ data: [{ path: '/gone', locale: 'en', referrer: 'https://site.test/x' }] });
    expect(onError).not.toHaveBeenCalled();

    status = 403;
    client.reportNotFound('/gone');
    await client.flushNotFound();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 403, name: 'ForbiddenError' }));
  });
});
