/**
 * Concrete examples of two hops for messages: "a loop for every path like /a/x → /b/x → /a/x",
 * "/old/x → /docs/x is redirected again, to /manual/x".
 */
import { preimage, readings, type PatternRule } from './pattern-compose';
import { commonPath, outputOf } from './pattern-overlap';
import { samplePaths } from './pattern-samples';
import { pathOf, segmentsOf } from './pattern-segment';

/** Where `rule` sends `path` as the matcher reads it, or null when its source does not match. */
export const sendOf = (rule: PatternRule, path: string): string | null => {
  const [binding] = readings(rule.from, segmentsOf(path), 1);
  if (!binding) return null;
  if (typeof rule.to === 'string') return rule.to;
  return pathOf(rule.to.flatMap((token) => (token.kind === 'static' ? [token.value] : (binding.get(token.name) ?? []))));
};

// How many sample paths of A's source to try when the paths A sends into B's source cannot be
// read back exactly (a source with two variable tokens): enough for messages, and bounded.
const FALLBACK_SAMPLES = 24;

/**
 * Three paths [p, q, r]: rule A sends p to q, and rule B sends q on to r; a loop when r is p.
 * Null when no example is found: A points to a URL, no output of A is B's, or the only shared
 * paths go through constraints that could not be compared (see `commonPath`).
 */
export const hopsExample = (a: PatternRule, b: PatternRule): [string, string, string] | null => {
  if (typeof a.to === 'string') return null;
  const middle = commonPath(outputOf(a.from, a.to), b.from);
  if (middle === null) return null;
  const sources = preimage(a, middle);
  const candidates = sources ? samplePaths(sources, 1) : samplePaths(a.from, FALLBACK_SAMPLES);
  for (const first of candidates) {
    const next = sendOf(a, first);
    const last = next === null ? null : sendOf(b, next);
    if (next !== null && last !== null) return [first, next, last];
  }
  return null;
};
