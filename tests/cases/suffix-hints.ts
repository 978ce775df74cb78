/** One step on a set of suffix hints: record a handed-out path, or ask what comes next. */
type HintStep =
  | { readonly remember: { readonly key: string; readonly base: string; readonly path: string } }
  | { readonly next: string; readonly expected: number | undefined };

/** Steps run in order on fresh hints holding at most `capacity` keys. */
export interface SuffixHintsCase {
  readonly name: string;
  readonly capacity: number;
  readonly steps: ReadonlyArray<HintStep>;
}

const remember = (key: string, path: string, base = '/a') => ({ remember: { key, base, path } });
const next = (key: string, expected: number | undefined) => ({ next: key, expected });

export const suffixHintsCases: ReadonlyArray<SuffixHintsCase> = [
  { name: 'knows nothing of a key never recorded', capacity: 4, steps: [next('en /a', undefined)] },
  { name: 'gives the suffix after the one handed out', capacity: 4, steps: [remember('en /a', '/a-40'), next('en /a', 41)] },
  { name: 'ignores the base itself', capacity: 4, steps: [remember('en /a', '/a'), next('en /a', undefined)] },
  {
    name: 'ignores a path that is not a suffix of the base',
    capacity: 4,
    steps: [remember('en /a', '/ab-3'), remember('en /a', '/a-x'), next('en /a', undefined)],
  },
  {
    name: 'follows the latest path, also a lower one (a freed suffix reused)',
    capacity: 4,
    steps: [remember('en /a', '/a-40'), remember('en /a', '/a-7'), next('en /a', 8)],
  },
  { name: 'keeps keys apart', capacity: 4, steps: [remember('en /a', '/a-40'), next('fr /a', undefined)] },
  {
    name: 'forgets the oldest key past its capacity',
    capacity: 2,
    steps: [remember('1', '/a-5'), remember('2', '/a-6'), remember('3', '/a-7'), next('1', undefined), next('2', 7), next('3', 8)],
  },
  {
    name: 'counts a lookup as a use, so the key asked for survives',
    capacity: 2,
    steps: [remember('1', '/a-5'), remember('2', '/a-6'), next('1', 6), remember('3', '/a-7'), next('2', undefined), next('1', 6)],
  },
];
