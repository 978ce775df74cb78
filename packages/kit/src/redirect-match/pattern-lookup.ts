import type { PatternIndex, PatternRule } from './pattern-index';
import { canonicalQuery } from './query';
import type { RedirectRule } from './rule';
import { matchSegments } from './segments';
import { renderAround, tailValue, tailValues, type PatternTail } from './tail';
import { renderTarget, type RedirectTarget } from './target';

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
  // Its target for a rule with a tail: reads the tail alone unless the target uses the
  // parameter otherwise than once.
  const tailTarget = (compiled: PatternRule<R>, tail: PatternTail, path: string, end: number): string | null | undefined => {
    const value = tailValue(tail, path, end);
    if (value === null) return undefined;
    if (tail.gone) return null;
    const to = tail.around ? renderAround(tail, value) : renderTarget(compiled.pattern.target as RedirectTarget, tailValues(tail, value));
    return tail.local && isOffSite(to) ? undefined : to;
  };
  const segmentsTarget = (compiled: PatternRule<R>, path: string, depth: number): string | null | undefined => {
    const { source, target } = compiled.pattern;
    segments ??= path === '/' ? [] : path.slice(1).split('/');
    const values = matchSegments(source, depth, segments);
    if (values === null) return undefined;
    if (target === null) return null;
    const to = renderTarget(target, values);
    return target.origin === '' && isOffSite(to) ? undefined : to;
  };

  return (found, path, locale, search) => {
    segments = null;
    for (let w = found - 1; w >= 0; w -= 1) {
      const { first, rules, depth } = patterns.nodes[w];
      const end = patterns.ends[w];
      // The node's first rule, then the others: `rules` is read only when the first does not answer.
      for (let compiled = first, r = 1; compiled !== null; compiled = r < rules.length ? rules[r++] : null) {
        if (compiled.locale !== null && compiled.locale !== locale) continue;
        if (compiled.queryKey !== null && compiled.queryKey !== canonicalQuery(search ?? '')) continue;
        const to = compiled.tail === null ? segmentsTarget(compiled, path, depth) : tailTarget(compiled, compiled.tail, path, end);
        if (to !== undefined) return { rule: compiled.rule, to };
      }
    }
    return null;
  };
};
