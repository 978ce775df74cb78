import type { ParamValues, RedirectRule } from 'sitetools-kit/redirect-match';

/** A target filled with values. */
export interface RenderCase {
  readonly name: string;
  readonly from: string;
  readonly to: string;
  readonly values: ParamValues;
  readonly expected: string;
}

/** Rules, one request, and where it must go (null: no rule matches). */
export interface MatchCase {
  readonly name: string;
  readonly rules: ReadonlyArray<RedirectRule>;
  readonly pathname: string;
  readonly locale?: string;
  readonly search?: string;
  readonly expected: { to: string | null; statusCode: number } | null;
}

export const renderCases: ReadonlyArray<RenderCase> = [
  { name: 'fills one segment', from: '/blog/:slug', to: '/news/:slug', values: { slug: 'hello' }, expected: '/news/hello' },
  { name: 'joins a repeat with "/"', from: '/docs/:path*', to: '/d/:path*', values: { path: ['a', 'b'] }, expected: '/d/a/b' },
  { name: 'drops an empty repeat', from: '/docs/:path*', to: '/d/:path*', values: { path: [] }, expected: '/d' },
  { name: 'gives the root for an empty repeat alone', from: '/docs/:path*', to: '/:path*', values: { path: [] }, expected: '/' },
  { name: 'drops an absent optional segment', from: '/a/:x?', to: '/a/:x?/b', values: {}, expected: '/a/b' },
  { name: 'puts one segment in a repeat', from: '/a/:x', to: '/b/:x*', values: { x: 'y' }, expected: '/b/y' },
  { name: 'keeps decoded text in a local target', from: '/a/:x', to: '/b/:x', values: { x: 'café 1%' }, expected: '/b/café 1%' },
  { name: 'keeps an escaped colon literal', from: '/a/:y', to: '/\\:x/:y', values: { y: 'v' }, expected: '/:x/v' },
  { name: 'uses a target twice', from: '/a/:x', to: '/:x/:x', values: { x: 'v' }, expected: '/v/v' },
  {
    name: 'percent-encodes each segment of an absolute URL',
    from: '/:path*',
    to: 'https://new.example.com/:path*',
    values: { path: ['a b', 'café', 'x/y', '100%'] },
    expected: 'https://new.example.com/a%20b/caf%C3%A9/x%2Fy/100%25',
  },
  {
    name: 'gives the root of an absolute URL',
    from: '/:path*',
    to: 'https://n.test/:path*',
    values: { path: [] },
    expected: 'https://n.test/',
  },
  {
    name: 'keeps the trailing slash, query and fragment of an absolute URL',
    from: '/a/:slug',
    to: 'https://n.test/b/:slug/?ref=1#top',
    values: { slug: 's' },
    expected: 'https://n.test/b/s/?ref=1#top',
  },
  {
    name: 'keeps a ":x" of the host or query as text',
    from: '/a/:x',
    to: 'https://n.test:8080/:x?q=:x',
    values: { x: 'v' },
    expected: 'https://n.test:8080/v?q=:x',
  },
  {
    name: 'gives a target without parameters as written',
    from: '/a/:x',
    to: 'https://n.test/a%20b',
    values: { x: 'v' },
    expected: 'https://n.test/a%20b',
  },
];

const rule = (from: string, to: string | null, extra: Partial<RedirectRule> = {}): RedirectRule => ({
  from,
  to,
  status_code: 301,
  ...extra,
});
const to = (target: string | null, statusCode = 301) => ({ to: target, statusCode });

export const precedenceCases: ReadonlyArray<MatchCase> = [
  {
    name: 'an exact rule before a pattern',
    rules: [rule('/blog/:slug', '/p'), rule('/blog/hello', '/e')],
    pathname: '/blog/hello',
    expected: to('/e'),
  },
  {
    name: "an exact rule for every locale before a pattern of the request's locale",
    rules: [rule('/a/:x', '/p', { locale: 'fr' }), rule('/a/b', '/e')],
    pathname: '/a/b',
    locale: 'fr',
    expected: to('/e'),
  },
  {
    name: 'an exact rule of the locale before one for every locale',
    rules: [rule('/a', '/all'), rule('/a', '/fr', { locale: 'fr' })],
    pathname: '/a',
    locale: 'fr',
    expected: to('/fr'),
  },
  {
    name: 'the longest static prefix first',
    rules: [rule('/:x*', '/all'), rule('/docs/:x*', '/docs')],
    pathname: '/docs/a',
    expected: to('/docs'),
  },
  {
    name: 'the deeper prefix even with more parameters',
    rules: [rule('/:a*', '/one'), rule('/a/b/:c/:d/:e', '/many')],
    pathname: '/a/b/c/d/e',
    expected: to('/many'),
  },
  {
    name: 'a shallower pattern when the deeper one fails',
    rules: [rule('/:x*', '/all'), rule('/docs/:x', '/docs')],
    pathname: '/docs/a/b',
    expected: to('/all'),
  },
  { name: 'fewer parameters first', rules: [rule('/a/:x/:y', '/two'), rule('/a/:x*', '/one')], pathname: '/a/b/c', expected: to('/one') },
  {
    name: 'a rule of the locale before one for every locale',
    rules: [rule('/a/:x', '/all'), rule('/a/:y', '/fr', { locale: 'fr' })],
    pathname: '/a/b',
    locale: 'fr',
    expected: to('/fr'),
  },
  {
    name: 'the rule for every locale in another locale',
    rules: [rule('/a/:x', '/all'), rule('/a/:y', '/fr', { locale: 'fr' })],
    pathname: '/a/b',
    locale: 'en',
    expected: to('/all'),
  },
  {
    name: "no locale's rule for a request without locale",
    rules: [rule('/a/:y', '/fr', { locale: 'fr' })],
    pathname: '/a/b',
    expected: null,
  },
  { name: 'the source text breaks a tie', rules: [rule('/a/:y', '/y'), rule('/a/:x', '/x')], pathname: '/a/b', expected: to('/x') },
  {
    name: 'a failed constraint lets the next rule answer',
    rules: [rule('/p/:id(\\d+)', '/n/:id'), rule('/p/:slug', '/s/:slug')],
    pathname: '/p/abc',
    expected: to('/s/abc'),
  },
  {
    name: 'a passing constraint answers',
    rules: [rule('/p/:id(\\d+)', '/n/:id'), rule('/p/:slug', '/s/:slug')],
    pathname: '/p/42',
    expected: to('/n/42'),
  },
  { name: 'an optional parameter matches without its segment', rules: [rule('/a/:x?', '/b/:x?')], pathname: '/a', expected: to('/b') },
  { name: 'one or more needs a segment', rules: [rule('/a/:x+', '/b/:x+')], pathname: '/a', expected: null },
  { name: 'a pattern is case-sensitive', rules: [rule('/Blog/:slug', '/n/:slug')], pathname: '/blog/x', expected: null },
  { name: 'text after a repeat', rules: [rule('/a/:x*/edit', '/e/:x*')], pathname: '/a/b/c/edit', expected: to('/e/b/c') },
  {
    name: 'a greedy first repeat',
    rules: [rule('/:a*/:b*', 'https://n.test/:a*/-/:b*')],
    pathname: '/x/y',
    expected: to('https://n.test/x/y/-'),
  },
  {
    name: 'constrained repeats split where the constraint stops',
    rules: [rule('/v/:ids(\\d+)+/:rest*', '/w/:ids+/-/:rest*')],
    pathname: '/v/1/22/x/3',
    expected: to('/w/1/22/-/x/3'),
  },
  { name: 'a parameter at the root', rules: [rule('/:slug', '/n/:slug')], pathname: '/hello', expected: to('/n/hello') },
  { name: 'the root matches an empty repeat', rules: [rule('/:path*', '/home/:path*')], pathname: '/', expected: to('/home') },
];

export const pathnameCases: ReadonlyArray<MatchCase> = [
  {
    name: 'a percent-encoded value decoded into a local target',
    rules: [rule('/blog/:slug', '/news/:slug')],
    pathname: '/blog/caf%C3%A9',
    expected: to('/news/café'),
  },
  {
    name: 'a decoded value encoded again into an absolute target',
    rules: [rule('/blog/:slug', 'https://n.test/:slug')],
    pathname: '/blog/caf%C3%A9%20x',
    expected: to('https://n.test/caf%C3%A9%20x'),
  },
  {
    name: 'a pathname with a trailing slash and doubled slashes',
    rules: [rule('/blog/:slug', '/news/:slug')],
    pathname: '//blog//hello/',
    expected: to('/news/hello'),
  },
  {
    name: 'an encoded letter in the static prefix',
    rules: [rule('/blog/:slug', '/news/:slug')],
    pathname: '/%62log/x',
    expected: to('/news/x'),
  },
  { name: 'a pathname the path rules refuse', rules: [rule('/:x*', '/all/:x*')], pathname: '/a/%', expected: null },
  { name: 'a dot segment', rules: [rule('/:x*', '/all/:x*')], pathname: '/a/../b', expected: null },
  { name: 'an encoded slash stays inside its segment', rules: [rule('/a/:x', '/b/:x')], pathname: '/a/b%2Fc', expected: null },
  { name: 'a value that would leave the site', rules: [rule('/:p*', '/:p*')], pathname: '/%5Cevil.test/x', expected: null },
  {
    name: 'a value that would leave the site, after a prefix',
    rules: [rule('/x/:p*', '/:p*')],
    pathname: '/x/%5Cevil.test',
    expected: null,
  },
  {
    name: 'the same value in an absolute target',
    rules: [rule('/x/:p*', 'https://n.test/:p*')],
    pathname: '/x/%5Cevil.test',
    expected: to('https://n.test/%5Cevil.test'),
  },
];

export const goneCases: ReadonlyArray<MatchCase> = [
  { name: 'a gone pattern (410)', rules: [rule('/old/:x*', null, { status_code: 410 })], pathname: '/old/a/b', expected: to(null, 410) },
  {
    name: 'a gone exact path (451)',
    rules: [rule('/old', null, { status_code: 451 })],
    pathname: '/old',
    search: '?a=1',
    expected: to(null, 451),
  },
  {
    name: 'no target without a gone code: the rule is left out',
    rules: [rule('/old', null, { status_code: 301 })],
    pathname: '/old',
    expected: null,
  },
];

export const queryCases: ReadonlyArray<MatchCase> = [
  { name: 'pass: the query goes on', rules: [rule('/a', '/b')], pathname: '/a', search: '?x=1', expected: to('/b?x=1') },
  { name: 'pass: without a query nothing is added', rules: [rule('/a', '/b')], pathname: '/a', search: '', expected: to('/b') },
  { name: 'pass: a query without its "?"', rules: [rule('/a/:x', '/b/:x')], pathname: '/a/c', search: 'x=1&y', expected: to('/b/c?x=1&y') },
  {
    name: "pass: merged after the target's own, whose keys win",
    rules: [rule('/a', 'https://n.test/b?y=2')],
    pathname: '/a',
    search: '?x=1&y=3&z=%20',
    expected: to('https://n.test/b?y=2&x=1&z=%20'),
  },
  {
    name: 'pass: before the fragment',
    rules: [rule('/a', 'https://n.test/b#top')],
    pathname: '/a',
    search: '?x=1',
    expected: to('https://n.test/b?x=1#top'),
  },
  {
    name: 'ignore: the query is dropped',
    rules: [rule('/a', '/b', { query: 'ignore' })],
    pathname: '/a',
    search: '?x=1',
    expected: to('/b'),
  },
  {
    name: 'ignore: the target keeps its own',
    rules: [rule('/a', 'https://n.test/b?y=2', { query: 'ignore' })],
    pathname: '/a',
    search: '?x=1',
    expected: to('https://n.test/b?y=2'),
  },
  {
    name: 'exact: the same pairs in any order',
    rules: [rule('/a?id=1&lang=en', '/b', { query: 'exact' })],
    pathname: '/a',
    search: '?lang=en&id=1',
    expected: to('/b'),
  },
  {
    name: 'exact: a missing pair',
    rules: [rule('/a?id=1&lang=en', '/b', { query: 'exact' })],
    pathname: '/a',
    search: '?id=1',
    expected: null,
  },
  { name: 'exact: an extra pair', rules: [rule('/a?id=1', '/b', { query: 'exact' })], pathname: '/a', search: '?id=1&x=2', expected: null },
  { name: 'exact: no query at all', rules: [rule('/a?id=1', '/b', { query: 'exact' })], pathname: '/a', expected: null },
  {
    name: 'exact: "+" and "%20" are both a space',
    rules: [rule('/a?q=a+b', '/b', { query: 'exact' })],
    pathname: '/a',
    search: '?q=a%20b',
    expected: to('/b'),
  },
  {
    name: 'exact: a repeated key in the same order',
    rules: [rule('/a?t=1&t=2', '/b', { query: 'exact' })],
    pathname: '/a',
    search: '?t=1&t=2',
    expected: to('/b'),
  },
  {
    name: 'exact: other keys around a repeated one',
    rules: [rule('/a?t=1&x=0&t=2', '/b', { query: 'exact' })],
    pathname: '/a',
    search: '?x=0&t=1&t=2',
    expected: to('/b'),
  },
  {
    name: 'exact: a repeated key in another order',
    rules: [rule('/a?t=1&t=2', '/b', { query: 'exact' })],
    pathname: '/a',
    search: '?t=2&t=1',
    expected: null,
  },
  {
    name: 'exact: a repeated pair counts twice',
    rules: [rule('/a?t=1&t=1', '/b', { query: 'exact' })],
    pathname: '/a',
    search: '?t=1',
    expected: null,
  },
  {
    name: 'exact: no "?" matches only no query',
    rules: [rule('/a', '/b', { query: 'exact' })],
    pathname: '/a',
    search: '?',
    expected: to('/b'),
  },
  {
    name: 'exact: before a plain rule of the same path',
    rules: [rule('/a', '/plain'), rule('/a?id=1', '/one', { query: 'exact' })],
    pathname: '/a',
    search: '?id=1',
    expected: to('/one'),
  },
  {
    name: 'exact: the plain rule for another query, which passes it on',
    rules: [rule('/a', '/plain'), rule('/a?id=1', '/one', { query: 'exact' })],
    pathname: '/a',
    search: '?id=2',
    expected: to('/plain?id=2'),
  },
  {
    name: 'exact: on a pattern',
    rules: [rule('/p/:x?ref=rss', '/q/:x', { query: 'exact' })],
    pathname: '/p/y',
    search: '?ref=rss',
    expected: to('/q/y'),
  },
  {
    name: 'exact: an optional parameter before the query',
    rules: [rule('/p/:x??ref=rss', '/q/:x?', { query: 'exact' })],
    pathname: '/p',
    search: '?ref=rss',
    expected: to('/q'),
  },
  {
    name: 'exact: a final ":x?" is an optional parameter, no query',
    rules: [rule('/p/:x?', '/q/:x?', { query: 'exact' })],
    pathname: '/p/z',
    expected: to('/q/z'),
  },
  {
    name: 'exact: a pattern rule needing a query before one that does not',
    rules: [rule('/p/:x', '/plain/:x'), rule('/p/:y?v=2', '/two/:y', { query: 'exact' })],
    pathname: '/p/z',
    search: 'v=2',
    expected: to('/two/z'),
  },
];
