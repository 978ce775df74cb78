import type { PatternIndex, PatternRule } from './pattern-index';
import { canonicalQuery } from './query';
import type { RedirectRule } from './rule';
import { matchSegments } from './segments';
import { renderAround, tailValue, tailValues } from './tail';
import { renderTarget } from './target';

/** The rule a request follows and its target, before the visitor's query is passed on. */
export interface PatternAnswer<R extends RedirectRule> {
  readonly rule: R;
  readonly to: string | null;
}

/** Answers a normal path from the pattern rules on its walk (`found` nodes, see `PatternIndex.walk`). */
export type PatternLookup<R extends RedirectRule> = (
  found: number,
  path: string,
  locale: string | null,
  search: string | undefined
) => PatternAnswer<R> | null;

// A local target that a browser reads as another site's ("//host", "/\host"): a value such as
// "\evil.test" from the request must never produce one.
const isOffSite = (to: string): boolean => to.charCodeAt(1) === 47 || to.charCodeAt(1) === 92;

/**
 * The pattern rules' answers, deepest static prefix first, then each node's order. A source that
 * is a prefix then one parameter reads one slice of the path; any other is matched on the path's
 * segments, split once per lookup and only when such a rule is tried.
 */
export const patternLookup = <R extends RedirectRule>(patterns: PatternIndex<R>): PatternLookup<R> => {
  let segments: string[] | null = null;
  const targetFor = (compiled: PatternRule<R>, path: string, end: number, depth: number): string | null | undefined => {
    const { tail, target, source } = compiled.pattern;
    if (tail !== null) {
      const value = tailValue(tail, path, end);
      if (value === null) return undefined;
      if (target === null) return null;
      if (tail.around) return renderAround(tail, value);
      return renderTarget(target, tailValues(tail, value));
    }
    segments ??= path === '/' ? [] : path.slice(1).split('/');
    const values = matchSegments(source, depth, segments);
    if (values === null) return undefined;
    return target === null ? null : renderTarget(target, values);
  };

  return (found, path, locale, search) => {
    segments = null;
    for (let w = found - 1; w >= 0; w -= 1) {
      const { rules, depth } = patterns.nodes[w];
      const end = patterns.ends[w];
      for (let r = 0; r < rules.length; r += 1) {
        const compiled = rules[r];
        if (compiled.locale !== null && compiled.locale !== locale) continue;
        if (compiled.queryKey !== null && compiled.queryKey !== canonicalQuery(search ?? '')) continue;
        const to = targetFor(compiled, path, end, depth);
        if (to === undefined) continue;
        if (to !== null && compiled.pattern.target?.origin === '' && isOffSite(to)) continue;
        return { rule: compiled.rule, to };
      }
    }
    return null;
  };
};
