/**
 * Pattern redirects in their parsed form (a path-to-regexp v6 subset where every parameter is a
 * whole path segment), and what one segment position of a pattern accepts.
 *
 * Paths are compared segment by segment, decoded and case-sensitively, as stored paths are (see
 * `sitetools-kit/path`). A parameter's constraint is a regular expression that each segment it
 * takes must match wholly.
 */
import type { PatternToken } from 'sitetools-kit/redirect-match';

/**
 * One token of a pattern, as the kit's matcher parses a source (the analysis reads the rules it
 * applies). `/` is `[]`, `/a/:x` is `[static a, param x]`. Modifiers: '' one segment, '?' an
 * optional segment, '*' zero or more segments, '+' one or more.
 */
export type { PatternToken };

/** A token list; patterns are never changed in place. */
export type Pattern = ReadonlyArray<PatternToken>;

/** The segments one position accepts: one literal, or any segment its constraint matches wholly. */
export type SegmentClass = { kind: 'literal'; value: string } | { kind: 'any'; constraint: string | null };

/** How many segments a token takes: `max` is Infinity for '*' and '+'. */
export const spanOf = (token: PatternToken): { min: number; max: number } => {
  if (token.kind === 'static') return { min: 1, max: 1 };
  const min = token.modifier === '' || token.modifier === '+' ? 1 : 0;
  const max = token.modifier === '*' || token.modifier === '+' ? Infinity : 1;
  return { min, max };
};

/** True for a token that takes a varying number of segments ('?', '*', '+'). */
export const isVariable = (token: PatternToken): boolean => token.kind === 'param' && token.modifier !== '';

/** What one segment taken by `token` may be. */
export const classOf = (token: PatternToken): SegmentClass =>
  token.kind === 'static' ? { kind: 'literal', value: token.value } : { kind: 'any', constraint: token.constraint };

/** The tokens of an exact path: one static per segment ("/" is no token). */
export const exactTokens = (path: string): PatternToken[] =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .map((value) => ({ kind: 'static', value }));

/** A path's segments ("/" has none). */
export const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** The path made of `segments`. */
export const pathOf = (segments: ReadonlyArray<string>): string => `/${segments.join('/')}`;

// Compiled once per constraint: the rules of a site repeat a handful of constraints.
const compiled = new Map<string, RegExp>();

/** Whether `segment` matches `constraint` wholly (null: any segment). */
export const satisfies = (constraint: string | null, segment: string): boolean => {
  if (constraint === null) return true;
  let regex = compiled.get(constraint);
  if (!regex) {
    // With the "u" flag, as the kit's matcher compiles constraints: `\p{L}` is a letter, not "p".
    regex = new RegExp(`^(?:${constraint})$`, 'u');
    compiled.set(constraint, regex);
  }
  return regex.test(segment);
};

const FINITE = /^(?:\((?:\?:)?)?([\w~-]+(?:\|[\w~-]+)*)\)?$/;

/**
 * The segments a constraint such as `en|fr` or `(?:en|fr)` accepts, when it is an alternation of
 * plain words; null for any other regular expression. With one finite side, two constraints are
 * compared exactly by testing each word against the other.
 */
const finiteValues = (constraint: string | null): string[] | null => {
  const words = constraint === null ? null : FINITE.exec(constraint);
  if (!words) return null;
  const opened = constraint?.startsWith('(') ?? false;
  if (opened !== (constraint?.endsWith(')') ?? false)) return null;
  return words[1].split('|');
};

// Tried, after a constraint's own words, to find a segment two classes share; short and plain so
// that they read well in messages.
// Single letters and digits last, for constraints such as `[bc]`.
const CANDIDATES = ['x', 'a', '1', 'page', 'abc', '42', 'a-b', 'A', '0', '2024', 'en', 'item-1', ...'bcdefghijklmnopqrstuvwyz23456789'];

/** A few segments that `constraint` accepts, `preferred` first when it does; none found: []. */
export const sampleSegments = (constraint: string | null, preferred: string[] = [], count = 2): string[] => {
  const pool = [...preferred, ...(finiteValues(constraint) ?? []), ...CANDIDATES];
  const found = [...new Set(pool)].filter((segment) => segment !== '' && !segment.includes('/') && satisfies(constraint, segment));
  return found.slice(0, count);
};

/**
 * A segment both classes accept (one of `preferred` when it can); null when there is none; 'maybe' when two constraints could not
 * be compared (neither is a list of words and no common sample was found): they may overlap.
 */
export const meet = (a: SegmentClass, b: SegmentClass, preferred: string[] = []): string | null | 'maybe' => {
  if (a.kind === 'literal' && b.kind === 'literal') return a.value === b.value ? a.value : null;
  if (a.kind === 'literal') return satisfies(b.kind === 'any' ? b.constraint : null, a.value) ? a.value : null;
  if (b.kind === 'literal') return satisfies(a.constraint, b.value) ? b.value : null;
  const shared = sampleSegments(a.constraint, [...preferred, ...(finiteValues(b.constraint) ?? [])], Infinity).find((segment) =>
    satisfies(b.constraint, segment)
  );
  if (shared !== undefined) return shared;
  // Words of one side, all refused by the other: decided.
  if (finiteValues(a.constraint) || finiteValues(b.constraint)) return null;
  return 'maybe';
};

/**
 * Whether every segment `inner` accepts is accepted by `outer`. Decided for literals and lists of
 * words; two other constraints count as included only when written the same (false otherwise, the
 * safe answer for a caller that must prove inclusion).
 */
export const includes = (outer: SegmentClass, inner: SegmentClass): boolean => {
  if (outer.kind === 'literal') {
    if (inner.kind === 'literal') return inner.value === outer.value;
    const words = finiteValues(inner.constraint);
    return words !== null && words.every((word) => word === outer.value);
  }
  if (inner.kind === 'literal') return satisfies(outer.constraint, inner.value);
  if (outer.constraint === null || outer.constraint === inner.constraint) return true;
  const words = finiteValues(inner.constraint);
  return words !== null && words.every((word) => satisfies(outer.constraint, word));
};
