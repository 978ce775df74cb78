import type { ParsedSource, PatternToken, RedirectPatternProblem } from 'sitetools-kit/redirect-match';

/** A source `parseRedirectSource` reads, and what it must give. */
export interface SourceCase {
  readonly name: string;
  readonly from: string;
  readonly expected: ParsedSource;
}

/** A source or target refused, with its problem and a part of the editor's message. */
export interface RefusalCase {
  readonly name: string;
  readonly from: string;
  /** Given: the target checked against `from`; absent: `from` itself is refused. */
  readonly to?: string;
  readonly problem: RedirectPatternProblem;
  readonly message: string;
}

const text = (value: string): PatternToken => ({ kind: 'static', value });
const param = (name: string, modifier: '' | '?' | '*' | '+' = '', constraint: string | null = null): PatternToken => ({
  kind: 'param',
  name,
  modifier,
  constraint,
});
const pattern = (...tokens: PatternToken[]): ParsedSource => ({ kind: 'pattern', tokens });
const exact = (path: string): ParsedSource => ({ kind: 'exact', path });

export const sourceCases: ReadonlyArray<SourceCase> = [
  { name: 'reads the root as an exact path', from: '/', expected: exact('/') },
  { name: 'reads a path without parameters as exact', from: '/about/us', expected: exact('/about/us') },
  { name: 'reads one parameter after text', from: '/a/:x', expected: pattern(text('a'), param('x')) },
  { name: 'reads a parameter at the root', from: '/:slug', expected: pattern(param('slug')) },
  { name: 'reads an optional parameter', from: '/a/:x?', expected: pattern(text('a'), param('x', '?')) },
  { name: 'reads zero or more segments', from: '/docs/:path*', expected: pattern(text('docs'), param('path', '*')) },
  { name: 'reads one or more segments', from: '/docs/:path+', expected: pattern(text('docs'), param('path', '+')) },
  { name: 'reads a constraint', from: '/p/:id(\\d+)', expected: pattern(text('p'), param('id', '', '\\d+')) },
  { name: 'reads a constraint with a modifier', from: '/p/:id(\\d+)?', expected: pattern(text('p'), param('id', '?', '\\d+')) },
  { name: 'reads text after a parameter', from: '/:id(\\d+)/edit', expected: pattern(param('id', '', '\\d+'), text('edit')) },
  { name: 'reads a choice as a constraint', from: '/:lang((?:en|fr))', expected: pattern(param('lang', '', '(?:en|fr)')) },
  { name: 'reads names with digits and underscores', from: '/:_x9/:A_b', expected: pattern(param('_x9'), param('A_b')) },
  { name: 'keeps parentheses in text literal', from: '/wiki/Foo_(bar)', expected: exact('/wiki/Foo_(bar)') },
  { name: 'keeps "+" in text literal', from: '/c++', expected: exact('/c++') },
  { name: 'keeps a colon inside a segment literal', from: '/a:b', expected: exact('/a:b') },
  { name: 'keeps a name starting with a digit literal', from: '/:9x', expected: exact('/:9x') },
  { name: 'keeps a name followed by other text literal', from: '/:x-y', expected: exact('/:x-y') },
  { name: 'keeps a lone colon literal', from: '/:', expected: exact('/:') },
  { name: 'reads "\\:" at a segment start as a literal colon', from: '/\\:name', expected: exact('/:name') },
  { name: 'keeps "\\:" inside a segment as written', from: '/a\\:b', expected: exact('/a\\:b') },
  { name: 'mixes an escaped colon with a parameter', from: '/\\:x/:y', expected: pattern(text(':x'), param('y')) },
  { name: 'keeps percent signs and Unicode text', from: '/100%/café/:x', expected: pattern(text('100%'), text('café'), param('x')) },
];

const many = (count: number) => `/${Array.from({ length: count }, (_, i) => `:p${i}`).join('/')}`;

export const sourceRefusals: ReadonlyArray<RefusalCase> = [
  { name: 'a name used twice', from: '/:a/b/:a', problem: 'repeated-name', message: 'uses the parameter ":a" twice' },
  { name: 'too many parameters', from: many(11), problem: 'too-many-parameters', message: 'must have at most 10 parameters' },
  { name: 'a constraint that does not compile', from: '/:id([)', problem: 'bad-constraint', message: 'not a valid regular expression' },
  { name: 'an empty constraint', from: '/:id()', problem: 'bad-constraint', message: 'not a valid regular expression' },
  { name: 'a constraint that compiles only once wrapped', from: '/:id(a)|(b)', problem: 'bad-constraint', message: 'not a valid' },
  { name: 'a constraint cut by "/"', from: '/:id([^/]+)', problem: 'bad-constraint', message: 'not closed in its segment' },
  { name: 'a capturing group', from: '/:id((\\d)+)', problem: 'capturing-group', message: 'write (?:...) instead' },
  { name: 'a named group', from: '/:id((?<n>\\d))', problem: 'capturing-group', message: 'capturing group' },
  { name: 'a constraint matching any character', from: '/:p(.+)', problem: 'constraint-slash', message: 'can match "/"' },
  { name: 'a negated class', from: '/:p([^a]+)', problem: 'constraint-slash', message: 'write :p* or :p+' },
  { name: 'an escaped slash', from: '/:p(a\\x2Fb)', problem: 'constraint-slash', message: 'can match "/"' },
  { name: 'a non-space class', from: '/:p(\\S+)', problem: 'constraint-slash', message: 'can match "/"' },
  { name: 'a nested quantifier', from: '/:p((?:a+)+)', problem: 'unsafe-constraint', message: 'a repeated group that itself repeats' },
  { name: 'a repeated group of a bounded repeat', from: '/:p((?:a{2,3}){2,})', problem: 'unsafe-constraint', message: 'itself repeats' },
  { name: 'a repeated overlapping choice', from: '/:p((?:a|ab)+)', problem: 'unsafe-constraint', message: 'branches can start alike' },
  { name: 'a repeated choice of classes', from: '/:p((?:\\d|\\w)*)', problem: 'unsafe-constraint', message: 'branches can start alike' },
  { name: 'three open-ended repeats', from: '/:p(a+b*c+)', problem: 'unsafe-constraint', message: 'split a segment in too many ways' },
  {
    name: 'bounded repeats that multiply',
    from: '/:p(\\d{0,16}\\d{0,16}\\d{0,16}\\d{0,16})',
    problem: 'unsafe-constraint',
    message: 'too many ways',
  },
  {
    name: 'seventeen optional characters',
    from: `/:p(${'a?'.repeat(17)}${'a'.repeat(17)})`,
    problem: 'unsafe-constraint',
    message: 'too many ways',
  },
  { name: 'a lookahead', from: '/:p(\\d+(?=x))', problem: 'unsafe-constraint', message: 'a lookahead or lookbehind' },
  { name: 'a lookbehind', from: '/:p((?<!x)\\d+)', problem: 'unsafe-constraint', message: 'a lookahead or lookbehind' },
];

/** Constraints the structural check lets through: the ones editors write. */
export const safeConstraints: ReadonlyArray<string> = [
  '\\d+',
  '[a-z0-9-]+',
  '(?:en|fr|de)',
  '(?:en|fr)+',
  '\\d{4}',
  '\\d+-\\d+',
  '[a-z]{2}(?:-[A-Z]{2})?',
  '\\p{L}+',
  'v\\d{1,3}',
  '\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}',
  `${'a?'.repeat(16)}${'a'.repeat(16)}`,
];

export const targetRefusals: ReadonlyArray<RefusalCase> = [
  {
    name: 'a parameter the source lacks',
    from: '/a/:x',
    to: '/b/:y',
    problem: 'unknown-parameter',
    message: '":y", which "from" does not have',
  },
  { name: 'a parameter from an exact source', from: '/a', to: '/b/:x', problem: 'unknown-parameter', message: 'does not have' },
  { name: 'a constraint in the target', from: '/a/:x', to: '/b/:x(\\d+)', problem: 'constraint-in-target', message: 'belong in "from"' },
  { name: 'a repeat in one segment', from: '/:p*', to: '/b/:p', problem: 'parameter-shape', message: 'write :p*' },
  { name: 'one or more in an optional segment', from: '/:p+', to: '/b/:p?', problem: 'parameter-shape', message: 'write :p+ or :p*' },
  { name: 'zero or more in one or more', from: '/:p*', to: '/b/:p+', problem: 'parameter-shape', message: '(any number of segments)' },
  { name: 'an optional value in a required segment', from: '/:p?', to: '/b/:p', problem: 'parameter-shape', message: 'write :p? or :p*' },
  {
    name: 'a parameter in an absolute URL path',
    from: '/a',
    to: 'https://n.test/:x',
    problem: 'unknown-parameter',
    message: 'does not have',
  },
];
