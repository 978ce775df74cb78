/** Paths already taken, and the path `nextFreePath` must pick for `base`. */
export interface NextFreePathCase {
  readonly name: string;
  readonly base: string;
  readonly taken: ReadonlyArray<string>;
  readonly skip?: number;
  readonly expected: string;
}

/** Whether `isPathOfBase` counts `path` as `base` or `base` with a collision suffix. */
export interface PathOfBaseCase {
  readonly name: string;
  readonly path: string;
  readonly base: string;
  readonly expected: boolean;
}

const BASE = '/articles/hello';

export const nextFreePathCases: ReadonlyArray<NextFreePathCase> = [
  { name: 'gives the base when nothing is taken', base: BASE, taken: [], expected: BASE },
  {
    name: 'gives the base when only other paths are taken',
    base: BASE,
    taken: ['/articles/hello-world', '/articles/other', `${BASE}-x`],
    expected: BASE,
  },
  { name: 'gives the base when only a suffix is taken', base: BASE, taken: [`${BASE}-2`], expected: BASE },
  { name: 'gives -2 when the base is taken', base: BASE, taken: [BASE], expected: `${BASE}-2` },
  { name: 'never gives -1', base: BASE, taken: [BASE, `${BASE}-1`], expected: `${BASE}-2` },
  { name: 'gives -3 when the base and -2 are taken', base: BASE, taken: [BASE, `${BASE}-2`], expected: `${BASE}-3` },
  {
    name: 'fills the first gap',
    base: BASE,
    taken: [BASE, `${BASE}-2`, `${BASE}-4`, `${BASE}-5`],
    expected: `${BASE}-3`,
  },
  {
    name: 'does not care about the order of taken paths',
    base: BASE,
    taken: [`${BASE}-3`, BASE, `${BASE}-2`],
    expected: `${BASE}-4`,
  },
  {
    name: 'goes past ten',
    base: BASE,
    taken: [BASE, ...Array.from({ length: 10 }, (_, i) => `${BASE}-${i + 2}`)],
    expected: `${BASE}-12`,
  },
  { name: 'skip 0 gives the first free path', base: BASE, taken: [BASE], skip: 0, expected: `${BASE}-2` },
  { name: 'skip 1 passes over the free base', base: BASE, taken: [], skip: 1, expected: `${BASE}-2` },
  { name: 'skip 1 passes over the first free suffix', base: BASE, taken: [BASE], skip: 1, expected: `${BASE}-3` },
  {
    name: 'skip counts free candidates only, not taken ones',
    base: BASE,
    taken: [`${BASE}-2`],
    skip: 2,
    expected: `${BASE}-4`,
  },
  {
    name: 'skip passes over gaps',
    base: BASE,
    taken: [BASE, `${BASE}-3`, `${BASE}-5`],
    skip: 2,
    expected: `${BASE}-6`,
  },
];

/** Candidates of a window past the first one, the paths taken among them, and what `freeAmong` picks. */
export interface FreeAmongCase {
  readonly name: string;
  readonly candidates: ReadonlyArray<string>;
  readonly taken: ReadonlyArray<string>;
  readonly skip?: number;
  readonly expected: string | undefined;
}

export const freeAmongCases: ReadonlyArray<FreeAmongCase> = [
  { name: 'the first candidate when none is taken', candidates: [`${BASE}-40`, `${BASE}-41`], taken: [], expected: `${BASE}-40` },
  {
    name: 'the first free candidate in order, whatever else is taken',
    candidates: [`${BASE}-40`, `${BASE}-41`, `${BASE}-42`],
    taken: [`${BASE}-40`, `${BASE}-7`],
    expected: `${BASE}-41`,
  },
  {
    name: 'skip passes over free candidates only',
    candidates: [`${BASE}-40`, `${BASE}-41`, `${BASE}-42`, `${BASE}-43`],
    taken: [`${BASE}-41`],
    skip: 2,
    expected: `${BASE}-43`,
  },
  { name: 'nothing when every candidate is taken', candidates: [`${BASE}-40`], taken: [`${BASE}-40`], expected: undefined },
  { name: 'nothing when skip passes over every free one', candidates: [`${BASE}-40`], taken: [], skip: 1, expected: undefined },
];

export const pathOfBaseCases: ReadonlyArray<PathOfBaseCase> = [
  { name: 'the base itself', path: BASE, base: BASE, expected: true },
  { name: 'base-2', path: `${BASE}-2`, base: BASE, expected: true },
  { name: 'base-10', path: `${BASE}-10`, base: BASE, expected: true },
  { name: 'base-1234', path: `${BASE}-1234`, base: BASE, expected: true },
  { name: 'a suffix of a base that itself ends in a number', path: '/a-2-3', base: '/a-2', expected: true },
  { name: 'base-02 (leading zero)', path: `${BASE}-02`, base: BASE, expected: false },
  { name: 'base-0', path: `${BASE}-0`, base: BASE, expected: false },
  { name: 'base-2x', path: `${BASE}-2x`, base: BASE, expected: false },
  { name: 'base-x', path: `${BASE}-x`, base: BASE, expected: false },
  { name: 'base- with no number', path: `${BASE}-`, base: BASE, expected: false },
  { name: 'base--2', path: `${BASE}--2`, base: BASE, expected: false },
  { name: 'base-2-3', path: `${BASE}-2-3`, base: BASE, expected: false },
  { name: 'base-world (a longer slug)', path: `${BASE}-world`, base: BASE, expected: false },
  { name: 'a longer word without a dash', path: `${BASE}2`, base: BASE, expected: false },
  { name: 'a child path of a suffix', path: `${BASE}-2/child`, base: BASE, expected: false },
  { name: 'a child path of the base', path: `${BASE}/2`, base: BASE, expected: false },
  { name: 'a path that differs in case', path: '/Articles/hello-2', base: BASE, expected: false },
  { name: "the base's parent", path: '/articles', base: BASE, expected: false },
];
