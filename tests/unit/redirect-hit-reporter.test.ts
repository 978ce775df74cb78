import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRedirectCache } from '../../packages/client/src/cache';
import { SitetoolsError } from '../../packages/client/src/errors';
import { redirectHitReporter, type RedirectHitReport } from '../../packages/client/src/hits';
import type { RedirectManifest } from '../../packages/client/src/types';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A sender that records every batch, and fails with `failWith` while it is set. */
const recorder = () => {
  const batches: RedirectHitReport[][] = [];
  const state: { failWith: unknown } = { failWith: null };
  const send = async (hits: RedirectHitReport[]) => {
    batches.push(hits);
    if (state.failWith) throw state.failWith;
  };
  return { batches, send, state };
};

describe('redirectHitReporter', () => {
  it('sends one entry per rule and locale after flushSeconds, with its hits and last hit', async () => {
    const { batches, send } = recorder();
    const reporter = redirectHitReporter(send, { flushSeconds: 10 });
    reporter.count({ from: '/old', locale: null });
    await vi.advanceTimersByTimeAsync(1000);
    reporter.count({ from: '/old', locale: null });
    reporter.count({ from: '/blog/:slug', locale: 'fr' });
    await vi.advanceTimersByTimeAsync(8999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([
      [
        { from: '/old', hits: 2, lastHit: new Date(T0 + 1000).toISOString() },
        { from: '/blog/:slug', locale: 'fr', hits: 1, lastHit: new Date(T0 + 1000).toISOString() },
      ],
    ]);
  });

  it('sends at most the server’s 100 entries per request', async () => {
    const { batches, send } = recorder();
    const reporter = redirectHitReporter(send, { maxPending: 1000 });
    for (let i = 0; i < 250; i += 1) reporter.count({ from: `/r${i}`, locale: null });
    await reporter.flush();
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
  });

  it('keeps the hits of a failed send for the next try, added to those counted since', async () => {
    const { batches, send, state } = recorder();
    const errors: unknown[] = [];
    const reporter = redirectHitReporter(send, { flushSeconds: 5, onError: (error) => errors.push(error) });
    reporter.count({ from: '/old', locale: null });
    state.failWith = new Error('server down');
    await reporter.flush();
    expect(errors).toHaveLength(1);
    reporter.count({ from: '/old', locale: null });
    state.failWith = null;
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches.map((batch) => batch.map(({ from, hits }) => ({ from, hits })))).toEqual([
      [{ from: '/old', hits: 1 }],
      [{ from: '/old', hits: 2 }],
    ]);
  });

  it('holds at most maxPending rules: hits of new rules past it are dropped and told', async () => {
    const { batches, send } = recorder();
    const errors: unknown[] = [];
    const reporter = redirectHitReporter(send, { maxPending: 2, onError: (error) => errors.push(error) });
    for (const from of ['/a', '/b', '/c', '/a']) reporter.count({ from, locale: null });
    await reporter.flush();
    expect(batches[0].map(({ from, hits }) => ({ from, hits }))).toEqual([
      { from: '/a', hits: 2 },
      { from: '/b', hits: 1 },
    ]);
    expect(String(errors[0])).toMatch(/2 rules pending, a hit of \/c dropped/);
  });

  it('sends nothing after a 429 until its retryAfter, then the refused hits', async () => {
    const { batches, send, state } = recorder();
    const reporter = redirectHitReporter(send, { flushSeconds: 1 });
    reporter.count({ from: '/old', locale: null });
    state.failWith = new SitetoolsError(429, 'RateLimitError', 'too many redirect hits', { retryAfter: 30 });
    await reporter.flush();
    state.failWith = null;
    reporter.count({ from: '/old', locale: null });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toHaveLength(2);
    expect(batches[1]).toMatchObject([{ from: '/old', hits: 2 }]);
  });
});

describe('createRedirectCache with reportHits', () => {
  const manifest: RedirectManifest = {
    data: [
      { from: '/old', to: '/new', status_code: 301, locale: null },
      { from: '/blog/:slug', to: '/news/:slug', status_code: 308, locale: 'fr' },
    ],
    meta: { version: 'v1', nextChange: null, paths: { trailingSlash: 'never', caseSensitive: true } },
  } as RedirectManifest;
  const client = (posted: RedirectHitReport[][]) => ({
    manifest: async () => ({ status: 'modified' as const, manifest, etag: '"v1"' }),
    postRedirectHits: async (hits: RedirectHitReport[]) => {
      posted.push(hits);
    },
  });

  it('counts the rule of every match, by its source and locale, and nothing for a miss', async () => {
    const posted: RedirectHitReport[][] = [];
    const cache = createRedirectCache(client(posted), { reportHits: { flushSeconds: 60 } });
    await cache.match('/old/');
    await cache.match('/blog/a', 'fr');
    await cache.match('/blog/b', 'fr');
    await cache.match('/blog/b', 'en');
    await cache.match('/missing');
    await cache.flushHits();
    expect(posted[0].map(({ from, locale, hits }) => ({ from, locale, hits }))).toEqual([
      { from: '/old', locale: undefined, hits: 1 },
      { from: '/blog/:slug', locale: 'fr', hits: 2 },
    ]);
  });

  it('counts nothing without reportHits', async () => {
    const posted: RedirectHitReport[][] = [];
    const cache = createRedirectCache(client(posted));
    await cache.match('/old');
    await cache.flushHits();
    expect(posted).toEqual([]);
  });
});
