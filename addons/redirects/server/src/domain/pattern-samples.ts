/**
 * Patterns shown to people and ordered for the matcher: a few concrete paths a pattern matches
 * (for messages such as "a loop for every path like /a/x → /b/x → /a/x"), the written form of a
 * pattern, and the precedence of patterns.
 */
import { pathOf, sampleSegments, type Pattern, type PatternToken } from './pattern-segment';

/** The segment lists one token can stand for in samples, the most telling first. */
const choices = (token: PatternToken): string[][] => {
  if (token.kind === 'static') return [[token.value]];
  // A parameter's own name reads best ("/docs/slug"), when its constraint allows it.
  const [first, second = first] = sampleSegments(token.constraint, [token.name, `${token.name}2`]);
  if (first === undefined) return token.modifier === '?' || token.modifier === '*' ? [[]] : [];
  if (token.modifier === '') return [[first], [second]].slice(0, first === second ? 1 : 2);
  if (token.modifier === '?') return [[first], []];
  if (token.modifier === '*') return [[first], [], [first, second]];
  return [[first], [first, second]];
};

/**
 * Up to `count` distinct paths the pattern matches, its most typical first: each parameter holds
 * its name when its constraint allows (`/docs/:path*` gives /docs/path, /docs, /docs/path/path2).
 * Fewer (possibly none) when constraints accept none of the segments tried.
 */
export const samplePaths = (tokens: Pattern, count: number): string[] => {
  const options = tokens.map(choices);
  const paths = new Set<string>();
  // Every combination in order, the first choice of each token first; stops at `count`.
  const walk = (index: number, segments: string[]): void => {
    if (paths.size >= count) return;
    if (index === options.length) {
      paths.add(pathOf(segments));
      return;
    }
    for (const choice of options[index]) walk(index + 1, [...segments, ...choice]);
  };
  walk(0, []);
  return [...paths];
};

// Characters that a static segment must escape in a pattern's written form (path-to-regexp v6).
const SPECIAL = /[:()*?+\\{}]/g;

/**
 * The written form of a pattern (`/docs/:path*`, `/:lang(en|fr)/news`); with `target`, as a
 * redirect's `to` template, without the constraints (the source's apply).
 */
export const formatPattern = (tokens: Pattern, options: { target?: boolean } = {}): string =>
  pathOf(
    tokens.map((token) => {
      if (token.kind === 'static') return token.value.replace(SPECIAL, (character) => `\\${character}`);
      const constraint = token.constraint === null || options.target ? '' : `(${token.constraint})`;
      return `:${token.name}${constraint}${token.modifier}`;
    })
  );

/**
 * The precedence of a rule's source, as the matcher answers a path: exact paths first, then
 * patterns with the longest static prefix (in segments), then with fewer parameters. Compare keys
 * with {@link compareSpecificity}; equal keys are left to the matcher's own tie-break.
 */
export const specificity = (tokens: Pattern): readonly [exact: number, staticPrefix: number, parameters: number] => {
  const parameters = tokens.filter((token) => token.kind === 'param').length;
  const prefix = tokens.findIndex((token) => token.kind === 'param');
  return [parameters === 0 ? 1 : 0, prefix === -1 ? tokens.length : prefix, -parameters];
};

/** Positive when `a` is answered before `b`, negative when after, 0 when the keys tie. */
export const compareSpecificity = (a: Pattern, b: Pattern): number => {
  const [x, y] = [specificity(a), specificity(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
