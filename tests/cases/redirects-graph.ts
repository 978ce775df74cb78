import type { GraphSetResult, Resolution } from '../../addons/redirects/server/src/domain/redirect-graph';

/** A redirect as [from, to]. */
export type Edge = readonly [from: string, to: string];

/** Existing flat redirects, a new redirect, and where `resolveTarget` must send it. */
export interface ResolveCase {
  readonly name: string;
  readonly existing: ReadonlyArray<Edge>;
  readonly from: string;
  readonly to: string;
  readonly expected: Resolution;
}

/** Existing flat redirects, one `set`, what it returns and every redirect after it. */
export interface GraphSetCase {
  readonly name: string;
  readonly existing: ReadonlyArray<Edge>;
  readonly set: Edge;
  readonly expected: GraphSetResult;
  readonly after: ReadonlyArray<Edge>;
}

const URL = 'https://example.com/x';

export const resolveCases: ReadonlyArray<ResolveCase> = [
  { name: 'keeps a target that has no redirect', existing: [], from: '/a', to: '/b', expected: { kind: 'ok', to: '/b' } },
  {
    name: 'keeps a target when only other paths redirect',
    existing: [['/c', '/d']],
    from: '/a',
    to: '/b',
    expected: { kind: 'ok', to: '/b' },
  },
  {
    name: 'follows a target that redirects to its final target (no chain)',
    existing: [['/b', '/c']],
    from: '/a',
    to: '/b',
    expected: { kind: 'ok', to: '/c' },
  },
  {
    name: 'follows a target that redirects to an absolute URL',
    existing: [['/b', URL]],
    from: '/a',
    to: '/b',
    expected: { kind: 'ok', to: URL },
  },
  { name: 'keeps an absolute URL', existing: [], from: '/a', to: URL, expected: { kind: 'ok', to: URL } },
  {
    name: 'never looks up an absolute URL, even one stored as a source',
    existing: [[URL, '/a']],
    from: '/a',
    to: URL,
    expected: { kind: 'ok', to: URL },
  },
  { name: 'finds a loop to itself', existing: [], from: '/a', to: '/a', expected: { kind: 'loop', cycle: ['/a', '/a'] } },
  {
    name: 'finds a loop through a target that redirects back',
    existing: [['/b', '/a']],
    from: '/a',
    to: '/b',
    expected: { kind: 'loop', cycle: ['/a', '/b', '/a'] },
  },
  {
    name: 'finds a loop through the old target of from itself',
    existing: [['/a', '/b']],
    from: '/a',
    to: '/a',
    expected: { kind: 'loop', cycle: ['/a', '/a'] },
  },
  {
    name: 'does not count a redirect that only shares the target as a loop',
    existing: [['/c', '/b']],
    from: '/a',
    to: '/b',
    expected: { kind: 'ok', to: '/b' },
  },
  {
    name: 'treats paths that differ only by case as different',
    existing: [['/B', '/a']],
    from: '/a',
    to: '/b',
    expected: { kind: 'ok', to: '/b' },
  },
];

export const graphSetCases: ReadonlyArray<GraphSetCase> = [
  {
    name: 'adds a redirect to an empty graph',
    existing: [],
    set: ['/a', '/b'],
    expected: { kind: 'ok', to: '/b', repointed: [] },
    after: [['/a', '/b']],
  },
  {
    name: 'replaces the target of an existing from',
    existing: [['/a', '/b']],
    set: ['/a', '/c'],
    expected: { kind: 'ok', to: '/c', repointed: [] },
    after: [['/a', '/c']],
  },
  {
    name: 'sets an unchanged redirect again without change',
    existing: [['/a', '/b']],
    set: ['/a', '/b'],
    expected: { kind: 'ok', to: '/b', repointed: [] },
    after: [['/a', '/b']],
  },
  {
    name: 'flattens a new redirect to a path that redirects',
    existing: [['/b', '/c']],
    set: ['/a', '/b'],
    expected: { kind: 'ok', to: '/c', repointed: [] },
    after: [
      ['/a', '/c'],
      ['/b', '/c'],
    ],
  },
  {
    name: 'repoints redirects to a path that starts redirecting',
    existing: [
      ['/x', '/a'],
      ['/y', '/a'],
      ['/z', '/other'],
    ],
    set: ['/a', '/b'],
    expected: {
      kind: 'ok',
      to: '/b',
      repointed: [
        ['/x', null],
        ['/y', null],
      ],
    },
    after: [
      ['/a', '/b'],
      ['/x', '/b'],
      ['/y', '/b'],
      ['/z', '/other'],
    ],
  },
  {
    name: 'repoints and flattens at once: x → a, then a → b where b → c',
    existing: [
      ['/x', '/a'],
      ['/b', '/c'],
    ],
    set: ['/a', '/b'],
    expected: { kind: 'ok', to: '/c', repointed: [['/x', null]] },
    after: [
      ['/a', '/c'],
      ['/b', '/c'],
      ['/x', '/c'],
    ],
  },
  {
    name: 'repoints redirects to a path that starts redirecting to an absolute URL',
    existing: [['/x', '/a']],
    set: ['/a', URL],
    expected: { kind: 'ok', to: URL, repointed: [['/x', null]] },
    after: [
      ['/a', URL],
      ['/x', URL],
    ],
  },
  {
    name: 'does not repoint redirects that only shared the old target',
    existing: [
      ['/a', '/old'],
      ['/x', '/old'],
    ],
    set: ['/a', '/new'],
    expected: { kind: 'ok', to: '/new', repointed: [] },
    after: [
      ['/a', '/new'],
      ['/x', '/old'],
    ],
  },
  {
    name: 'refuses a redirect to itself and changes nothing',
    existing: [['/a', '/b']],
    set: ['/a', '/a'],
    expected: { kind: 'loop', cycle: ['/a', '/a'] },
    after: [['/a', '/b']],
  },
  {
    name: 'refuses a redirect back to a path that redirects to it and changes nothing',
    existing: [['/b', '/a']],
    set: ['/a', '/b'],
    expected: { kind: 'loop', cycle: ['/a', '/b', '/a'] },
    after: [['/b', '/a']],
  },
  {
    name: 'refuses a redirect to one of the paths it would repoint (x → a, then a → x)',
    existing: [
      ['/x', '/a'],
      ['/y', '/a'],
    ],
    set: ['/a', '/x'],
    expected: { kind: 'loop', cycle: ['/a', '/x', '/a'] },
    after: [
      ['/x', '/a'],
      ['/y', '/a'],
    ],
  },
  {
    name: 'keeps a would-be chain flat: a → b, then b → c moves a to c',
    existing: [['/a', '/b']],
    set: ['/b', '/c'],
    expected: { kind: 'ok', to: '/c', repointed: [['/a', null]] },
    after: [
      ['/a', '/c'],
      ['/b', '/c'],
    ],
  },
  {
    name: 'flattens through a target that redirects while repointing the sources of from',
    existing: [
      ['/x', '/a'],
      ['/b', '/c'],
      ['/y', '/c'],
    ],
    set: ['/a', '/y'],
    expected: { kind: 'ok', to: '/c', repointed: [['/x', null]] },
    after: [
      ['/a', '/c'],
      ['/b', '/c'],
      ['/x', '/c'],
      ['/y', '/c'],
    ],
  },
];
