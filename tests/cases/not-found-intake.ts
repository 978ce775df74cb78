/**
 * One request to the intake's limit: who sends how many reports, when (ms from the first); with
 * `giveBack`, the caller is given back `count` reports instead (the budget shed them), answered true.
 */
interface LimitRequest {
  readonly caller: string;
  readonly count: number;
  readonly at: number;
  readonly giveBack?: true;
}

/** A limit, the requests in order, and what each gets: true, or the Retry-After in seconds. */
export interface IntakeLimitCase {
  readonly name: string;
  readonly limit: { readonly reports: number; readonly windowSeconds: number };
  readonly requests: readonly LimitRequest[];
  readonly expected: ReadonlyArray<true | number>;
}

export const intakeLimitCases: readonly IntakeLimitCase[] = [
  {
    name: 'gives back what another check refused, so the caller may send it again in the window',
    limit: { reports: 200, windowSeconds: 60 },
    requests: [
      { caller: 'a', count: 100, at: 0 },
      { caller: 'a', count: 100, at: 10 },
      { caller: 'a', count: 100, at: 20, giveBack: true },
      { caller: 'a', count: 100, at: 30 },
      { caller: 'a', count: 1, at: 40 },
    ],
    expected: [true, true, true, true, 60],
  },
  {
    name: 'gives back nothing to a caller it does not know, and never below zero',
    limit: { reports: 100, windowSeconds: 60 },
    requests: [
      { caller: 'b', count: 100, at: 0, giveBack: true },
      { caller: 'a', count: 50, at: 0 },
      { caller: 'a', count: 500, at: 10, giveBack: true },
      { caller: 'a', count: 100, at: 20 },
      { caller: 'a', count: 1, at: 30 },
    ],
    expected: [true, true, true, true, 60],
  },
  {
    name: 'allows up to the limit, then refuses until the window ends',
    limit: { reports: 200, windowSeconds: 60 },
    requests: [
      { caller: 'a', count: 100, at: 0 },
      { caller: 'a', count: 100, at: 1000 },
      { caller: 'a', count: 1, at: 1500 },
    ],
    expected: [true, true, 59],
  },
  {
    name: 'refuses a request that would cross the limit whole, and counts none of it',
    limit: { reports: 150, windowSeconds: 60 },
    requests: [
      { caller: 'a', count: 100, at: 0 },
      { caller: 'a', count: 100, at: 10 },
      { caller: 'a', count: 50, at: 20 },
    ],
    expected: [true, 60, true],
  },
  {
    name: 'counts each caller apart',
    limit: { reports: 100, windowSeconds: 10 },
    requests: [
      { caller: 'a', count: 100, at: 0 },
      { caller: 'b', count: 100, at: 0 },
      { caller: 'a', count: 1, at: 5000 },
    ],
    expected: [true, true, 5],
  },
  {
    name: "opens a new window with the caller's first request after the last one ended",
    limit: { reports: 100, windowSeconds: 10 },
    requests: [
      { caller: 'a', count: 100, at: 0 },
      { caller: 'a', count: 100, at: 10_000 },
      { caller: 'a', count: 1, at: 19_999 },
      { caller: 'a', count: 1, at: 20_000 },
    ],
    expected: [true, true, 1, true],
  },
  {
    name: 'refuses a request larger than the whole limit',
    limit: { reports: 10, windowSeconds: 1 },
    requests: [{ caller: 'a', count: 11, at: 0 }],
    expected: [1],
  },
];

/** One hit given to the tally: a path, a locale, a referrer, and when (ms). */
interface TallyHit {
  readonly path: string;
  readonly locale: string;
  readonly referrer: string | null;
  readonly at: number;
}

/** What the tally is given, which hits it refuses (full), and what it gives back. */
export interface HitTallyCase {
  readonly name: string;
  readonly maxPaths: number;
  readonly hits: readonly TallyHit[];
  readonly refused: readonly number[];
  /** A write takes the tally before hit `from` and fails before hit `to`: what it took is restored. */
  readonly failedWrite?: { readonly from: number; readonly to: number };
  readonly taken: ReadonlyArray<{
    path: string;
    locale: string;
    hits: number;
    firstSeen: number;
    lastSeen: number;
    referrer: string | null;
  }>;
}

export const hitTallyCases: readonly HitTallyCase[] = [
  {
    name: 'counts the hits of one path and locale in one entry, first and last seen',
    maxPaths: 10,
    hits: [
      { path: '/a', locale: '', referrer: null, at: 1 },
      { path: '/a', locale: '', referrer: null, at: 5 },
      { path: '/a', locale: 'fr', referrer: null, at: 7 },
    ],
    refused: [],
    taken: [
      { path: '/a', locale: '', hits: 2, firstSeen: 1, lastSeen: 5, referrer: null },
      { path: '/a', locale: 'fr', hits: 1, firstSeen: 7, lastSeen: 7, referrer: null },
    ],
  },
  {
    name: 'keeps the last referrer given; a hit without one keeps it',
    maxPaths: 10,
    hits: [
      { path: '/a', locale: '', referrer: 'https://x.example/1', at: 1 },
      { path: '/a', locale: '', referrer: 'https://x.example/2', at: 2 },
      { path: '/a', locale: '', referrer: null, at: 3 },
    ],
    refused: [],
    taken: [{ path: '/a', locale: '', hits: 3, firstSeen: 1, lastSeen: 3, referrer: 'https://x.example/2' }],
  },
  {
    name: 'refuses a new path when full, and still counts the paths it holds',
    maxPaths: 2,
    hits: [
      { path: '/a', locale: '', referrer: null, at: 1 },
      { path: '/b', locale: '', referrer: null, at: 2 },
      { path: '/c', locale: '', referrer: null, at: 3 },
      { path: '/a', locale: '', referrer: null, at: 4 },
    ],
    refused: [2],
    taken: [
      { path: '/a', locale: '', hits: 2, firstSeen: 1, lastSeen: 4, referrer: null },
      { path: '/b', locale: '', hits: 1, firstSeen: 2, lastSeen: 2, referrer: null },
    ],
  },
  {
    name: 'tells a path apart from a locale that looks like part of it',
    maxPaths: 10,
    hits: [
      { path: '/fr', locale: '', referrer: null, at: 1 },
      { path: '', locale: 'fr', referrer: null, at: 2 },
    ],
    refused: [],
    taken: [
      { path: '/fr', locale: '', hits: 1, firstSeen: 1, lastSeen: 1, referrer: null },
      { path: '', locale: 'fr', hits: 1, firstSeen: 2, lastSeen: 2, referrer: null },
    ],
  },
  {
    name: 'adds the hits of a failed write to those counted since, past the cap rather than losing them',
    maxPaths: 2,
    hits: [
      { path: '/a', locale: '', referrer: 'https://x.example/1', at: 1 },
      { path: '/b', locale: '', referrer: null, at: 2 },
      { path: '/a', locale: '', referrer: null, at: 3 },
      { path: '/c', locale: '', referrer: null, at: 4 },
      { path: '/d', locale: '', referrer: null, at: 5 },
    ],
    failedWrite: { from: 2, to: 4 },
    refused: [4],
    taken: [
      { path: '/a', locale: '', hits: 2, firstSeen: 1, lastSeen: 3, referrer: 'https://x.example/1' },
      { path: '/c', locale: '', hits: 1, firstSeen: 4, lastSeen: 4, referrer: null },
      { path: '/b', locale: '', hits: 1, firstSeen: 2, lastSeen: 2, referrer: null },
    ],
  },
];

/** `notFound.budget` as an app writes it, and what the config makes of it (a string: the refusal's path). */
export const budgetConfigCases: Array<{ name: string; budget: unknown; expected: { reports: number; windowSeconds: number } | string }> = [
  { name: 'nothing written: 1,000 reports a second', budget: undefined, expected: { reports: 1000, windowSeconds: 1 } },
  { name: 'the most it allows', budget: { reports: 2000, windowSeconds: 1 }, expected: { reports: 2000, windowSeconds: 1 } },
  { name: 'a minute of 500', budget: { reports: 500, windowSeconds: 60 }, expected: { reports: 500, windowSeconds: 60 } },
  { name: 'more than the router can bear beside it', budget: { reports: 2001 }, expected: 'notFound.budget.reports' },
  { name: 'less than one full batch', budget: { reports: 99 }, expected: 'notFound.budget.reports' },
  { name: 'a window over a minute', budget: { windowSeconds: 61 }, expected: 'notFound.budget.windowSeconds' },
  { name: 'a fraction', budget: { reports: 150.5 }, expected: 'notFound.budget.reports' },
];
