/** A path nobody owns, the live candidates, and the suggestions expected (closest first). */
export interface ClosestCase {
  readonly name: string;
  readonly path: string;
  readonly candidates: readonly string[];
  readonly limit: number;
  readonly expected: readonly string[];
}

export const editDistanceCases: ReadonlyArray<{ a: string; b: string; expected: number }> = [
  { a: '', b: '', expected: 0 },
  { a: 'abc', b: '', expected: 3 },
  { a: '', b: 'abc', expected: 3 },
  { a: 'kitten', b: 'sitting', expected: 3 },
  { a: '/about', b: '/about', expected: 0 },
  { a: '/abuot', b: '/about', expected: 2 },
  { a: '/blog/post', b: '/blog/posts', expected: 1 },
  { a: 'é', b: 'e', expected: 1 },
];

export const closestCases: ReadonlyArray<ClosestCase> = [
  {
    name: 'puts a one-letter typo first',
    path: '/pages/abuot',
    candidates: ['/pages/contact', '/pages/about', '/blog/about-us'],
    limit: 2,
    expected: ['/pages/about', '/pages/contact'],
  },
  { name: 'ignores case when ranking', path: '/About', candidates: ['/contact', '/about'], limit: 1, expected: ['/about'] },
  { name: 'leaves the path itself out', path: '/a', candidates: ['/a', '/b'], limit: 5, expected: ['/b'] },
  { name: 'counts each candidate once', path: '/x', candidates: ['/y', '/y', '/zz'], limit: 5, expected: ['/y', '/zz'] },
  { name: 'breaks ties alphabetically', path: '/m', candidates: ['/n', '/b', '/c'], limit: 3, expected: ['/b', '/c', '/n'] },
  { name: 'gives nothing without candidates', path: '/m', candidates: [], limit: 3, expected: [] },
];

export const pathHintCases: ReadonlyArray<{ path: string; expected: { parent: string; last: string; word: string } }> = [
  { path: '/blog/my-first-post', expected: { parent: '/blog/', last: 'my-first-post', word: 'my' } },
  { path: '/about', expected: { parent: '/', last: 'about', word: 'about' } },
  { path: '/', expected: { parent: '/', last: '', word: '' } },
];
