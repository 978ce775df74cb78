import type { PathPolicy } from 'sitetools-kit/path-policy';

export const NEVER: PathPolicy = { trailingSlash: 'never', caseSensitive: true };
export const ALWAYS: PathPolicy = { trailingSlash: 'always', caseSensitive: true };
export const NEVER_ANY_CASE: PathPolicy = { trailingSlash: 'never', caseSensitive: false };
export const ALWAYS_ANY_CASE: PathPolicy = { trailingSlash: 'always', caseSensitive: false };

/** An input of `storedPath` under a policy, and the stored form it must become. */
export interface StoredPathCase {
  readonly name: string;
  readonly policy: PathPolicy;
  readonly input: string;
  readonly expected: string;
}

export const storedPathCases: ReadonlyArray<StoredPathCase> = [
  { name: 'the default keeps case', policy: NEVER, input: '/About/', expected: '/About' },
  { name: 'always stores without the slash too', policy: ALWAYS, input: '/about/', expected: '/about' },
  { name: 'case-insensitive lowercases', policy: NEVER_ANY_CASE, input: '/About/Us', expected: '/about/us' },
  { name: 'case-insensitive lowercases a decoded letter', policy: NEVER_ANY_CASE, input: '/%41bout', expected: '/about' },
  { name: 'case-insensitive lowercases non-ASCII letters', policy: ALWAYS_ANY_CASE, input: '/%C3%89t%C3%A9/', expected: '/été' },
  { name: 'case-insensitive keeps the root', policy: ALWAYS_ANY_CASE, input: '//', expected: '/' },
  { name: 'case-insensitive keeps a literal percent sign', policy: NEVER_ANY_CASE, input: '/100%25', expected: '/100%' },
];

/** A stored path under a policy, and the form it is served in. */
export interface ServedPathCase {
  readonly name: string;
  readonly policy: PathPolicy;
  readonly path: string;
  readonly expected: string;
}

export const servedPathCases: ReadonlyArray<ServedPathCase> = [
  { name: 'never serves the stored path', policy: NEVER, path: '/about', expected: '/about' },
  { name: 'always adds a slash', policy: ALWAYS, path: '/docs/start', expected: '/docs/start/' },
  { name: 'always keeps the root as it is', policy: ALWAYS, path: '/', expected: '/' },
  { name: 'always keeps a file name without a slash', policy: ALWAYS, path: '/feed.xml', expected: '/feed.xml' },
  { name: 'always keeps a nested file name', policy: ALWAYS, path: '/docs/guide.pdf', expected: '/docs/guide.pdf' },
  { name: 'always adds a slash after a dot inside a folder name', policy: ALWAYS, path: '/v1.2/start', expected: '/v1.2/start/' },
  { name: 'always adds a slash when the dot is not followed by letters', policy: ALWAYS, path: '/wait.', expected: '/wait./' },
  { name: 'always adds no second slash', policy: ALWAYS, path: '/a/', expected: '/a/' },
];

/** A redirect target under a policy, and its served form. */
export const servedTargetCases: ReadonlyArray<ServedPathCase> = [
  { name: 'the default leaves a target as it is', policy: NEVER, path: '/New?x=1', expected: '/New?x=1' },
  { name: 'always adds a slash before the query string', policy: ALWAYS, path: '/new?x=1', expected: '/new/?x=1' },
  { name: 'always adds a slash before the fragment', policy: ALWAYS, path: '/new#top', expected: '/new/#top' },
  { name: 'case-insensitive lowercases the path, not the query', policy: ALWAYS_ANY_CASE, path: '/New?Q=A', expected: '/new/?Q=A' },
  { name: 'an absolute URL stays as it is', policy: ALWAYS_ANY_CASE, path: 'https://Example.com/A', expected: 'https://Example.com/A' },
  { name: 'a file target keeps no slash', policy: ALWAYS, path: '/feed.xml', expected: '/feed.xml' },
];

/** A request's pathname under a policy, and where it must be sent (null: it is canonical, or left alone). */
export interface CanonicalCase {
  readonly name: string;
  readonly policy: PathPolicy;
  readonly pathname: string;
  readonly expected: string | null;
}

export const canonicalCases: ReadonlyArray<CanonicalCase> = [
  { name: 'always: the form without the slash', policy: ALWAYS, pathname: '/about', expected: '/about/' },
  { name: 'always: the canonical form', policy: ALWAYS, pathname: '/about/', expected: null },
  { name: 'always: the root', policy: ALWAYS, pathname: '/', expected: null },
  { name: 'always: a file is left alone', policy: ALWAYS, pathname: '/robots.txt', expected: null },
  { name: 'always: a file with a slash is left alone', policy: ALWAYS, pathname: '/robots.txt/', expected: null },
  { name: 'always: case counts', policy: ALWAYS, pathname: '/About/', expected: null },
  { name: 'never, any case: capitals', policy: NEVER_ANY_CASE, pathname: '/About', expected: '/about' },
  { name: 'never, any case: a slash and capitals', policy: NEVER_ANY_CASE, pathname: '/About/', expected: '/about' },
  { name: 'never, any case: a slash alone', policy: NEVER_ANY_CASE, pathname: '/about/', expected: '/about' },
  { name: 'always, any case: capitals and no slash', policy: ALWAYS_ANY_CASE, pathname: '/Docs/Start', expected: '/docs/start/' },
  { name: 'always, any case: an encoded capital', policy: ALWAYS_ANY_CASE, pathname: '/%C3%89t%C3%A9/', expected: '/%C3%A9t%C3%A9/' },
  { name: 'always, any case: lowercase escapes are canonical', policy: ALWAYS_ANY_CASE, pathname: '/caf%C3%A9/', expected: null },
  { name: 'always, any case: a malformed escape is left alone', policy: ALWAYS_ANY_CASE, pathname: '/A%E0%A4%A', expected: null },
  { name: 'any case: an asset keeps its capitals', policy: NEVER_ANY_CASE, pathname: '/_next/static/App-X1.js', expected: null },
  { name: 'always: repeated slashes collapse, and stay on the site', policy: ALWAYS, pathname: '//evil', expected: '/evil/' },
  { name: 'any case: repeated slashes collapse', policy: ALWAYS_ANY_CASE, pathname: '//Evil//Page', expected: '/evil/page/' },
  {
    name: 'any case: a path the rules refuse (an encoded "?") is left alone',
    policy: ALWAYS_ANY_CASE,
    pathname: '/Why%3F/',
    expected: null,
  },
  { name: 'always: a dot segment is left alone', policy: ALWAYS_ANY_CASE, pathname: '/A/%2E%2E/b', expected: null },
  { name: 'never: the root stays', policy: NEVER_ANY_CASE, pathname: '/', expected: null },
];

/** A redirect's input under a policy, and the source and target it is stored with. */
export interface RedirectCaseCase {
  readonly name: string;
  readonly policy: PathPolicy;
  readonly input: { from: unknown; to: unknown };
  readonly expected: { from: unknown; to: unknown };
}

export const redirectCaseCases: ReadonlyArray<RedirectCaseCase> = [
  { name: 'case counts: kept as written', policy: ALWAYS, input: { from: '/Old', to: '/New' }, expected: { from: '/Old', to: '/New' } },
  {
    name: 'an exact rule is lowercased',
    policy: NEVER_ANY_CASE,
    input: { from: '/Old', to: '/New' },
    expected: { from: '/old', to: '/new' },
  },
  {
    name: 'query strings keep their case',
    policy: NEVER_ANY_CASE,
    input: { from: '/Old?P=A', to: '/New?Q=B' },
    expected: { from: '/old?P=A', to: '/new?Q=B' },
  },
  {
    name: 'an absolute target keeps its case',
    policy: NEVER_ANY_CASE,
    input: { from: '/Old', to: 'https://Example.com/A' },
    expected: { from: '/old', to: 'https://Example.com/A' },
  },
  {
    name: 'a pattern folds its static segments, not its parameters (case-sensitive names and constraints)',
    policy: NEVER_ANY_CASE,
    input: { from: '/Blog/:Slug([A-Z]+)', to: '/Posts/:Slug' },
    expected: { from: '/blog/:Slug([A-Z]+)', to: '/posts/:Slug' },
  },
  {
    name: "a pattern's absolute target keeps its case",
    policy: NEVER_ANY_CASE,
    input: { from: '/Docs/:path*', to: 'https://Docs.example.com/V2/:path*' },
    expected: { from: '/docs/:path*', to: 'https://Docs.example.com/V2/:path*' },
  },
  {
    name: 'a pattern the rules refuse is left to validation',
    policy: NEVER_ANY_CASE,
    input: { from: '/A/:x/:x', to: '/B/:x' },
    expected: { from: '/A/:x/:x', to: '/B/:x' },
  },
  {
    name: 'a gone rule has no target to fold',
    policy: NEVER_ANY_CASE,
    input: { from: '/Gone', to: null },
    expected: { from: '/gone', to: null },
  },
  {
    name: 'a value that is no string is left to validation',
    policy: NEVER_ANY_CASE,
    input: { from: 12, to: '/A' },
    expected: { from: 12, to: '/A' },
  },
];
