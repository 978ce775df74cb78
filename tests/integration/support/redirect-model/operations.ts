/** The operations of the redirects model and the fast-check arbitraries that write them. */
import fc from 'fast-check';
import type { StatusCode } from '../../../../addons/redirects/shared/contracts/redirects';

// The universe: redirect-only paths, and the paths of the model's pages, written /pages/pN here
// and sent as the path of the page titled "<sequence> PN" (see `here` in context.ts).
const PATHS = ['/r0', '/r1', '/r2', '/r3', '/r4', '/r5'];
/** The titles of the model's pages, before the sequence's letters. */
export const TITLES = ['P0', 'P1', 'P2', 'P3'];
const pagePath = (title: number) => `/pages/p${title}`;
const PAGE_PATHS = TITLES.map((_, title) => pagePath(title));
/** Targets that are never a redirect's source: an external URL and a seeded live page. */
const ELSEWHERE = ['https://example.com/landing', '/pages/about'];
/** Paths under the pattern rules' prefixes: exact rules there meet the patterns. */
const NESTED = ['/q/a', '/q/c', '/s/a', '/t/a/b'];
/**
 * Pattern rules that meet each other and the paths above: a loop pair (/q ↔ /s), chains to
 * compose (/u → /q → /s), a constraint, a repeat that one segment cannot take whole, a URL, a gone
 * repeat, and one over the live pages (refused while any page is live there).
 */
const PATTERN_RULES: Array<[from: string, to: string]> = [
  ['/q/:x', '/s/:x'],
  ['/s/:x', '/q/:x'],
  ['/s/:x', '/r0'],
  ['/u/:x', '/q/:x'],
  ['/q/:x(a|b)', '/t/:x'],
  ['/t/:x*', '/q/:x*'],
  ['/v/:x', 'https://example.com/:x'],
  ['/w/:x+', ''],
  ['/pages/:x', '/r1'],
];
/** Paths the invariants follow the rules from, besides the rules' own paths and the live ones. */
export const SAMPLE_PATHS = ['/q/a', '/q/b', '/q/c', '/s/a', '/s/b', '/s/c', '/t/a', '/t/a/b', '/u/a', '/u/c', '/v/a', '/w/a/b'];

/** A path as an operation writes it: the normalised path it means (null: invalid) and the text sent. */
export interface Written {
  path: string | null;
  text: string;
}
interface ImportLine {
  from: Written;
  to: Written;
  status: string;
}
export interface ImportFile {
  format: 'csv' | 'json';
  lines: ImportLine[];
}
type PageAction = 'move' | 'save' | 'publish' | 'unpublish' | 'delete';
export type Op =
  | { kind: 'create'; from: Written; to: Written; status_code: StatusCode; publish: boolean }
  | { kind: 'update'; pick: number; from: Written | null; to: Written }
  | { kind: 'delete' | 'publish' | 'unpublish'; pick: number }
  /** `checked`: a dry run, then the same file applied at once; alone in its step. */
  | { kind: 'import'; mode: 'dry' | 'apply' | 'checked'; file: ImportFile }
  | { kind: 'page'; action: PageAction; pick: number; title: number }
  | { kind: 'newPage'; title: number; publish: boolean };
/** The operations of one step: one, or several sent at the same moment. */
export type Step = Op[];

const DRESSES: Array<(path: string) => string> = [
  (p) => ` ${p}`,
  (p) => `\t${p}`,
  (p) => `${p} `,
  (p) => `${p}\t`,
  (p) => ` ${p} `,
  (p) => (p.startsWith('/') ? `${p}/` : p),
];
const written = (paths: fc.Arbitrary<string>): fc.Arbitrary<Written> =>
  fc.oneof(
    { weight: 4, arbitrary: paths.map((path) => ({ path, text: path })) },
    { weight: 1, arbitrary: fc.tuple(paths, fc.constantFrom(...DRESSES)).map(([path, dress]) => ({ path, text: dress(path) })) }
  );
const fromArb = written(
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...PATHS) },
    { weight: 2, arbitrary: fc.constantFrom(...PAGE_PATHS) },
    { weight: 2, arbitrary: fc.constantFrom(...NESTED) }
  )
);
const toArb = written(
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...PATHS) },
    { weight: 2, arbitrary: fc.constantFrom(...PAGE_PATHS) },
    { weight: 2, arbitrary: fc.constantFrom(...NESTED) },
    { weight: 1, arbitrary: fc.constantFrom(...ELSEWHERE) }
  )
);
const pick = fc.nat({ max: 999 });
const title = fc.nat({ max: TITLES.length - 1 });

const INVALID_LINES: ImportLine[] = [
  { from: { path: null, text: 'r1' }, to: { path: '/r2', text: '/r2' }, status: '' },
  { from: { path: '/r1', text: '/r1' }, to: { path: null, text: 'ftp://example.com/x' }, status: '' },
  { from: { path: '/r2', text: '/r2' }, to: { path: '/r3', text: '/r3' }, status: '999' },
];
const lineArb: fc.Arbitrary<ImportLine> = fc.oneof(
  { weight: 9, arbitrary: fc.record({ from: fromArb, to: toArb, status: fc.constantFrom('', '', '', '302', '308') }) },
  { weight: 1, arbitrary: fc.constantFrom(...INVALID_LINES) }
);
const fileArb: fc.Arbitrary<ImportFile> = fc.record({
  format: fc.constantFrom('csv' as const, 'json' as const),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
});

const createArb = fc.record({
  kind: fc.constant('create' as const),
  from: fromArb,
  to: toArb,
  status_code: fc.constantFrom<StatusCode>(301, 302, 307, 308),
  publish: fc.boolean(),
});
const patternArb: fc.Arbitrary<Op> = fc
  .tuple(fc.constantFrom(...PATTERN_RULES), fc.constantFrom<StatusCode>(301, 308), fc.boolean())
  .map(([[from, to], status, publish]) => ({
    kind: 'create',
    from: { path: from, text: from },
    to: { path: to || null, text: to },
    status_code: to === '' ? 410 : status,
    publish,
  }));
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: createArb },
  { weight: 3, arbitrary: patternArb },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('update' as const), pick, from: fc.option(fromArb), to: toArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('publish' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unpublish' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('import' as const),
      mode: fc.constantFrom('checked' as const, 'checked' as const, 'dry' as const, 'apply' as const),
      file: fileArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('page' as const),
      action: fc.constantFrom<PageAction>('move', 'move', 'save', 'publish', 'unpublish', 'delete'),
      pick,
      title,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('newPage' as const), title, publish: fc.boolean() }) }
);

const plain = (path: string): Written => ({ path, text: path });
const createPublished = (from: string, to: string): Op => ({
  kind: 'create',
  from: plain(from),
  to: plain(to),
  status_code: 301,
  publish: true,
});
const parallelArb: fc.Arbitrary<Step> = fc.oneof(
  // The classic race: each would be fine alone, together they make a loop.
  fc
    .tuple(fc.constantFrom(...PATHS), fc.constantFrom(...PATHS))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => [createPublished(a, b), createPublished(b, a)]),
  fc.tuple(fileArb, fileArb).map(([a, b]): Step => [a, b].map((file) => ({ kind: 'import', mode: 'apply', file }))),
  // A page takes a path while a redirect from that path is created.
  fc
    .tuple(pick, title)
    .map(([page, t]): Step => [{ kind: 'page', action: 'move', pick: page, title: t }, createPublished(pagePath(t), '/r0')]),
  fc.array(opArb, { minLength: 2, maxLength: 3 })
);
/** One step: mostly a single operation, sometimes several sent at the same moment. */
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: opArb.map((op) => [op]) },
  { weight: 1, arbitrary: parallelArb }
);
