/** A rule's hits as the intake is given them: `at` is the front-end's last hit (null: when taken), `now` the intake's clock. */
interface TallyEntry {
  readonly from: string;
  readonly locale: string;
  readonly hits: number;
  readonly at: number | null;
  readonly now: number;
}

/** What the redirect hits' tally is given, which entries it refuses (full), and what it gives back. */
export interface RuleHitTallyCase {
  readonly name: string;
  readonly maxRules: number;
  readonly entries: readonly TallyEntry[];
  readonly refused: readonly number[];
  /** A write takes the tally before entry `from` and fails before entry `to`: what it took is restored. */
  readonly failedWrite?: { readonly from: number; readonly to: number };
  readonly taken: ReadonlyArray<{ from: string; locale: string; hits: number; lastHit: number }>;
}

export const ruleHitTallyCases: readonly RuleHitTallyCase[] = [
  {
    name: 'adds the hits of one rule (source and locale) in one entry; another locale is another rule',
    maxRules: 10,
    entries: [
      { from: '/blog/:slug', locale: '', hits: 3, at: null, now: 10 },
      { from: '/blog/:slug', locale: '', hits: 2, at: null, now: 20 },
      { from: '/blog/:slug', locale: 'fr', hits: 1, at: null, now: 30 },
    ],
    refused: [],
    taken: [
      { from: '/blog/:slug', locale: '', hits: 5, lastHit: 20 },
      { from: '/blog/:slug', locale: 'fr', hits: 1, lastHit: 30 },
    ],
  },
  {
    name: 'keeps the latest last hit, whatever order the reports come in',
    maxRules: 10,
    entries: [
      { from: '/a', locale: '', hits: 1, at: 50, now: 100 },
      { from: '/a', locale: '', hits: 1, at: 20, now: 110 },
      { from: '/b', locale: '', hits: 1, at: 5, now: 120 },
      { from: '/b', locale: '', hits: 1, at: null, now: 130 },
    ],
    refused: [],
    taken: [
      { from: '/a', locale: '', hits: 2, lastHit: 50 },
      { from: '/b', locale: '', hits: 2, lastHit: 130 },
    ],
  },
  {
    name: 'refuses a new rule when full, while known rules still count',
    maxRules: 1,
    entries: [
      { from: '/a', locale: '', hits: 1, at: null, now: 1 },
      { from: '/b', locale: '', hits: 1, at: null, now: 2 },
      { from: '/a', locale: '', hits: 4, at: null, now: 3 },
    ],
    refused: [1],
    taken: [{ from: '/a', locale: '', hits: 5, lastHit: 3 }],
  },
  {
    name: 'gives back the hits of a failed write, added to those counted since, past the bound if need be',
    maxRules: 1,
    entries: [
      { from: '/a', locale: '', hits: 2, at: null, now: 1 },
      { from: '/b', locale: '', hits: 1, at: null, now: 2 },
      { from: '/a', locale: '', hits: 1, at: null, now: 3 },
    ],
    refused: [],
    failedWrite: { from: 1, to: 2 },
    taken: [
      { from: '/b', locale: '', hits: 1, lastHit: 2 },
      { from: '/a', locale: '', hits: 3, lastHit: 3 },
    ],
  },
];
