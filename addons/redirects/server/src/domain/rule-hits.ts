import { tally } from './tally';

/** A rule's hits to count: its identity (source as stored, locale '' for every locale), how many, and when the last was. */
export interface RuleHit {
  from: string;
  locale: string;
  hits: number;
  /** The last hit as the front-end saw it; null: when the intake took it. */
  at: Date | null;
}

/** The hits of one rule counted since the last write. */
export interface PendingRuleHits {
  from: string;
  locale: string;
  hits: number;
  lastHit: Date;
}

/** The identity of a rule's hits row: its (from, locale) pair. */
export const ruleKey = ({ from, locale }: { from: string; locale: string }) => `${locale}\u0000${from}`;

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * The hits intake's counts held in memory between two writes, one entry per rule (see
 * domain/tally): past `maxRules` entries a new rule is refused until `take` empties it. Front-ends
 * send counts, so an entry adds its `hits`; the last hit is the latest one reported, whatever the
 * order the reports came in.
 */
export const ruleHitTally = (maxRules: number) =>
  tally<RuleHit, PendingRuleHits>(maxRules, {
    key: ruleKey,
    open: ({ from, locale, hits, at }, now) => ({ from, locale, hits, lastHit: at ?? now }),
    add(known, { hits, at }, now) {
      known.hits += hits;
      known.lastHit = later(known.lastHit, at ?? now);
    },
    restore(known, row) {
      known.hits += row.hits;
      known.lastHit = later(known.lastHit, row.lastHit);
    },
  });

export type RuleHitTally = ReturnType<typeof ruleHitTally>;
