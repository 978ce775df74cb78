import { describe, expect, it } from 'vitest';
import { ruleHitTally, type PendingRuleHits } from '../../addons/redirects/server/src/domain/rule-hits';
import { ruleHitTallyCases } from '../cases/rule-hits';
import { titled } from './titled';

describe('ruleHitTally', () => {
  it.each(titled(ruleHitTallyCases, ({ name }) => name))('%s', (_, { maxRules, entries, refused, failedWrite, taken }) => {
    const tally = ruleHitTally(maxRules);
    let writing: PendingRuleHits[] = [];
    const added = entries.map(({ at, now, ...entry }, index) => {
      if (index === failedWrite?.from) writing = tally.take();
      if (index === failedWrite?.to) tally.restore(writing);
      return tally.add({ ...entry, at: at === null ? null : new Date(at) }, new Date(now));
    });
    expect(added.flatMap((ok, index) => (ok ? [] : [index]))).toEqual(refused);
    expect(tally.take().map((row) => ({ ...row, lastHit: row.lastHit.getTime() }))).toEqual(taken);
    expect(tally.size).toBe(0);
  });
});
