/** Paths a database returned for a query by path, and those `exactMatches` must keep. */
export interface ExactMatchCase {
  readonly name: string;
  readonly asked: string | ReadonlyArray<string>;
  readonly returned: ReadonlyArray<string>;
  readonly kept: ReadonlyArray<string>;
}

export const exactMatchCases: ReadonlyArray<ExactMatchCase> = [
  { name: 'keeps the path asked for', asked: '/a', returned: ['/a'], kept: ['/a'] },
  {
    name: 'drops a row MySQL matched by ignoring trailing spaces',
    asked: '/a',
    returned: ['/a', '/a ', '/a  '],
    kept: ['/a'],
  },
  { name: 'drops the path without the space when the asked one has it', asked: '/a ', returned: ['/a', '/a '], kept: ['/a '] },
  { name: 'keeps nothing when only near matches came back', asked: '/a', returned: ['/a '], kept: [] },
  {
    name: 'keeps every row whose path is one of several asked',
    asked: ['/a', '/b '],
    returned: ['/a', '/a ', '/b', '/b '],
    kept: ['/a', '/b '],
  },
  { name: 'keeps rows that share a path (one per locale)', asked: '/a', returned: ['/a', '/a'], kept: ['/a', '/a'] },
  { name: 'compares case as given', asked: ['/About'], returned: ['/about', '/About'], kept: ['/About'] },
];
