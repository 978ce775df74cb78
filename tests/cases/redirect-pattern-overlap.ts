/**
 * Pattern redirects (path-to-regexp v6 written form, every parameter a whole segment): the cases
 * of the analysis that keeps them free of chains and loops. Rules are written `from -> to`.
 */

/** Two patterns, whether some path matches both, and a shortest such path when one is named. */
export interface OverlapCase {
  readonly name: string;
  readonly a: string;
  readonly b: string;
  readonly overlaps: boolean;
  /** undefined: not checked; null: none found with concrete segments. */
  readonly commonPath?: string | null;
}

export const overlapCases: ReadonlyArray<OverlapCase> = [
  { name: 'the same exact path', a: '/a', b: '/a', overlaps: true, commonPath: '/a' },
  { name: 'two different exact paths', a: '/a', b: '/b', overlaps: false, commonPath: null },
  { name: 'the root and an optional parameter', a: '/', b: '/:x?', overlaps: true, commonPath: '/' },
  { name: 'the root and a required parameter', a: '/', b: '/:x', overlaps: false },
  { name: 'the root and zero or more segments', a: '/', b: '/:x*', overlaps: true, commonPath: '/' },
  { name: 'the root and one or more segments', a: '/:x+', b: '/', overlaps: false },
  { name: 'a parameter and a static in its place', a: '/a/:x', b: '/a/b', overlaps: true, commonPath: '/a/b' },
  { name: 'different static prefixes', a: '/a/:x', b: '/b/:x', overlaps: false },
  { name: 'a required parameter and a shorter path', a: '/a/:x', b: '/a', overlaps: false },
  { name: 'an optional parameter and a shorter path', a: '/a/:x?', b: '/a', overlaps: true, commonPath: '/a' },
  { name: 'a rest parameter and a deep path', a: '/docs/:p*', b: '/docs/a/b/c', overlaps: true, commonPath: '/docs/a/b/c' },
  { name: 'one or more segments and none', a: '/docs/:p+', b: '/docs', overlaps: false },
  { name: 'a digits constraint and a word', a: '/:x(\\d+)', b: '/abc', overlaps: false },
  { name: 'a digits constraint and a number', a: '/:x(\\d+)', b: '/42', overlaps: true, commonPath: '/42' },
  { name: 'two disjoint lists of words', a: '/:l(en|fr)/a', b: '/:m(de|it)/a', overlaps: false },
  { name: 'lists of words that share one', a: '/:l(en|fr)', b: '/:m((?:fr|de))', overlaps: true, commonPath: '/fr' },
  { name: 'a list of words and a regular expression', a: '/:l(en|fr)', b: '/:m([a-z]+)', overlaps: true, commonPath: '/en' },
  { name: 'a list of words that a regular expression refuses', a: '/:l(en|fr)', b: '/:m(\\d+)', overlaps: false },
  {
    name: 'two regular expressions without a common sample: taken to overlap (conservative)',
    a: '/:x(\\d+)',
    b: '/:y([a-z]+)',
    overlaps: true,
    commonPath: null,
  },
  { name: 'the same regular expression twice', a: '/:x(\\d{3})', b: '/:y(\\d{3})', overlaps: true },
  { name: 'rest parameters on opposite sides', a: '/:a*/x', b: '/y/:b*', overlaps: true, commonPath: '/y/x' },
  { name: 'rest parameters around different statics', a: '/:a*/x/:b*', b: '/:c*/y/:d*', overlaps: true, commonPath: '/y/x' },
  { name: 'parameters in different places', a: '/a/:x/c', b: '/a/b/:y', overlaps: true, commonPath: '/a/b/c' },
  { name: 'a parameter against a different last static', a: '/a/:x/c', b: '/a/b/d', overlaps: false },
  { name: 'one or more then a static, and two segments', a: '/:x+/end', b: '/a/:y', overlaps: true, commonPath: '/a/end' },
  { name: 'one or more then a static, and one segment', a: '/:x+/end', b: '/:y', overlaps: false },
  { name: 'an optional segment that must be the static', a: '/:x(a)?/b', b: '/c/b', overlaps: false },
];

/** A rule, what its output pattern is, or the parameter its target lacks. */
export interface OutputCase {
  readonly name: string;
  readonly rule: string;
  readonly output: string | { throws: string };
}

export const outputCases: ReadonlyArray<OutputCase> = [
  { name: 'a parameter keeps its place in the target', rule: '/news/:slug -> /n/:slug', output: '/n/:slug' },
  { name: 'a parameter carries its constraint and modifier', rule: '/docs/:p(\\w+)* -> /d/:p', output: '/d/:p(\\w+)*' },
  { name: 'a target without parameters is one path', rule: '/a/:x -> /fixed/page', output: '/fixed/page' },
  { name: 'parameters may be reordered and repeated', rule: '/:a/:b -> /:b/x/:a/:b', output: '/:b/x/:a/:b' },
  { name: 'a parameter the source lacks', rule: '/a/:x -> /b/:y', output: { throws: 'y' } },
];

/** A then B, and what A must store to skip B; null: cannot be skipped (or not proven). */
export interface ComposeCase {
  readonly name: string;
  readonly a: string;
  readonly b: string;
  readonly composed: string | null;
}

export const composeCases: ReadonlyArray<ComposeCase> = [
  { name: 'a parameter passed on', a: '/a/:x -> /b/:x', b: '/b/:y -> /c/:y', composed: '/c/:x' },
  { name: 'only part of the output is B’s', a: '/a/:x -> /b/:x', b: '/b/special -> /z', composed: null },
  { name: 'B points to a URL', a: '/a/:x -> /b/:x', b: '/b/:y -> https://example.com/', composed: 'https://example.com/' },
  { name: 'A points to a URL: nothing follows', a: '/a/:x -> https://example.com/', b: '/:y* -> /z', composed: null },
  { name: 'rest parameters passed on', a: '/old/:p* -> /docs/:p*', b: '/docs/:q* -> /manual/:q*', composed: '/manual/:p*' },
  { name: 'a rest parameter of B takes a parameter and a static', a: '/a/:x -> /b/:x/c', b: '/b/:y* -> /z/:y*', composed: '/z/:x/c' },
  { name: 'B swaps the segments', a: '/a/:x -> /b/:x', b: '/:lang/:y -> /:y/:lang', composed: '/:x/b' },
  { name: 'an optional parameter B needs', a: '/a/:x? -> /b/:x?', b: '/b/:y -> /c/:y', composed: null },
  { name: 'the same constraint on both sides', a: '/a/:x(\\d+) -> /b/:x', b: '/b/:y(\\d+) -> /c/:y', composed: '/c/:x(\\d+)' },
  { name: 'a constraint A does not guarantee', a: '/a/:x -> /b/:x', b: '/b/:y(\\d+) -> /c/:y', composed: null },
  { name: 'words that B’s constraint accepts', a: '/a/:x(en|fr) -> /b/:x', b: '/b/:y([a-z]+) -> /c/:y', composed: '/c/:x(en|fr)' },
  { name: 'a fixed target and an exact B', a: '/a/:x -> /b', b: '/b -> /c', composed: '/c' },
  { name: 'B with two variable parameters (not proven)', a: '/a/:x -> /b/:x', b: '/b/:y?/:z* -> /c', composed: null },
  { name: 'B catches everything', a: '/a/:x -> /b/:x', b: '/:y* -> /c/:y*', composed: '/c/b/:x' },
  { name: 'B repeats its parameter', a: '/a/:x -> /b/:x', b: '/b/:y -> /c/:y/:y', composed: '/c/:x/:x' },
  { name: 'B drops an optional parameter A leaves out', a: '/a -> /b', b: '/b/:y? -> /c/:y?', composed: '/c' },
  { name: 'a static of B against a parameter of A', a: '/a/:x -> /b/:x', b: '/b/:y -> /:y/b', composed: '/:x/b' },
];

/** A rule, a path it may send visitors to, and the pattern of the paths it sends there. */
export interface PreimageCase {
  readonly name: string;
  readonly rule: string;
  readonly path: string;
  readonly preimage: string | null;
}

export const preimageCases: ReadonlyArray<PreimageCase> = [
  { name: 'binds the parameter the target uses', rule: '/a/:x/:y -> /b/:x', path: '/b/old', preimage: '/a/old/:y' },
  { name: 'a path the rule never sends to', rule: '/a/:x -> /b/:x', path: '/c/old', preimage: null },
  { name: 'binds a rest parameter to several segments', rule: '/docs/:p* -> /d/:p*', path: '/d/x/y', preimage: '/docs/x/y' },
  { name: 'binds a rest parameter to no segment', rule: '/docs/:p* -> /d/:p*', path: '/d', preimage: '/docs' },
  { name: 'a fixed target: every path of the rule', rule: '/a/:x -> /b', path: '/b', preimage: '/a/:x' },
  { name: 'a value the constraint refuses', rule: '/a/:x(\\d+) -> /b/:x', path: '/b/abc', preimage: null },
  { name: 'two variable parameters in the source (not read)', rule: '/:x?/:y? -> /b/:y', path: '/b/c', preimage: null },
  { name: 'a repeated parameter read the same twice', rule: '/a/:x -> /b/:x/:x', path: '/b/1/1', preimage: '/a/1' },
  { name: 'a repeated parameter read two ways', rule: '/a/:x -> /b/:x/:x', path: '/b/1/2', preimage: null },
  { name: 'a URL target', rule: '/a/:x -> https://example.com/', path: '/b', preimage: null },
  { name: 'a rest parameter used twice', rule: '/s/:p* -> /:p*/:p*', path: '/a/a', preimage: '/s/a' },
  { name: 'one or more segments, given none', rule: '/s/:p+ -> /t/:p+', path: '/t', preimage: null },
];

/** A pattern and the first paths `samplePaths` gives for it. */
export interface SampleCase {
  readonly pattern: string;
  readonly count: number;
  readonly paths: ReadonlyArray<string>;
}

export const sampleCases: ReadonlyArray<SampleCase> = [
  { pattern: '/docs/:path*', count: 3, paths: ['/docs/path', '/docs', '/docs/path/path2'] },
  { pattern: '/', count: 3, paths: ['/'] },
  { pattern: '/a/:x/:y', count: 2, paths: ['/a/x/y', '/a/x/y2'] },
  { pattern: '/:id(\\d+)', count: 2, paths: ['/1', '/42'] },
  { pattern: '/:lang(en|fr)?/news', count: 3, paths: ['/en/news', '/news'] },
  { pattern: '/:x(zz[0-9]{9})', count: 2, paths: [] },
  { pattern: '/a/:rest+', count: 5, paths: ['/a/rest', '/a/rest/rest2'] },
];

/** Two rules, and the example of two hops named in messages (null: none found). */
export interface HopsCase {
  readonly a: string;
  readonly b: string;
  readonly hops: string | null;
}

export const hopsCases: ReadonlyArray<HopsCase> = [
  { a: '/a/:x -> /b/:x', b: '/b/:y -> /a/:y', hops: '/a/x → /b/x → /a/x' },
  { a: '/old/:p* -> /docs/:p*', b: '/docs/:q+ -> /manual/:q+', hops: '/old/p → /docs/p → /manual/p' },
  { a: '/a/:x -> /b/:x', b: '/b/special -> https://example.com/', hops: '/a/special → /b/special → https://example.com/' },
  { a: '/a/:x -> /b/:x', b: '/c/:y -> /d', hops: null },
  { a: '/a/:x -> https://example.com/', b: '/:y* -> /d', hops: null },
  { a: '/:x* -> /loop/:x*', b: '/:x* -> /loop/:x*', hops: '/ → /loop → /loop/loop' },
  { a: '/:x?/:y? -> /b/:y', b: '/b/y -> /c', hops: '/x/y → /b/y → /c' },
];

/** Sources from the most specific to the least: each is answered before the next. */
export const precedence: ReadonlyArray<string> = ['/a/b', '/a/b/:x', '/a/:x', '/a/:x/:y', '/:x/a', '/:x/:y'];
