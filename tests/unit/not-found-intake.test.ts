import { describe, expect, it } from 'vitest';
import { hitTally, type PendingHits } from '../../addons/redirects/server/src/domain/hit-tally';
import { intakeLimit } from '../../addons/redirects/server/src/domain/intake-limit';
import { configSchema } from '../../addons/redirects/server/src/config';
import { budgetConfigCases, hitTallyCases, intakeLimitCases } from '../cases/not-found-intake';
import { titled } from './titled';

// A fixed start, so that no case depends on where the clock stands.
const T0 = Date.UTC(2026, 0, 1, 12, 0, 0, 123);

describe('intakeLimit', () => {
  it.each(titled(intakeLimitCases, ({ name }) => name))('%s', (_, { limit, requests, expected }) => {
    const limiter = intakeLimit(limit);
    const answers = requests.map(({ caller, count, at, giveBack }) => {
      if (giveBack) {
        limiter.giveBack(caller, count);
        return true;
      }
      const verdict = limiter.take(caller, count, T0 + at);
      return verdict.allowed ? true : verdict.retryAfterSeconds;
    });
    expect(answers).toEqual(expected);
  });
});

describe('hitTally', () => {
  it.each(titled(hitTallyCases, ({ name }) => name))('%s', (_, { maxPaths, hits, refused, failedWrite, taken }) => {
    const tally = hitTally(maxPaths);
    let writing: PendingHits[] = [];
    const added = hits.map(({ at, ...hit }, index) => {
      if (index === failedWrite?.from) writing = tally.take();
      if (index === failedWrite?.to) tally.restore(writing);
      return tally.add(hit, new Date(at));
    });
    expect(added.flatMap((ok, index) => (ok ? [] : [index]))).toEqual(refused);
    expect(tally.size).toBe(taken.length);
    const rows = tally.take().map((row) => ({ ...row, firstSeen: row.firstSeen.getTime(), lastSeen: row.lastSeen.getTime() }));
    expect(rows).toEqual(taken);
    expect(tally.size).toBe(0);
    expect(tally.take()).toEqual([]);
  });
});

describe('notFound.budget in the config', () => {
  it.each(titled(budgetConfigCases, ({ name }) => name))('%s', (_, { budget, expected }) => {
    const parsed = configSchema.safeParse({ notFound: { budget } });
    if (typeof expected === 'string') expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([expected]);
    else expect(parsed.data?.notFound.budget).toEqual(expected);
  });
});
