/**
 * Whether two patterns match a common path, and which paths a pattern rule sends visitors to: the
 * checks that keep pattern redirects free of chains and loops (a chain: some output of rule A is
 * matched by rule B; see pattern-compose for what to store instead).
 *
 * A pattern is a regular language over segments, so two patterns share a path exactly when their
 * automata have a common accepted word: a search over pairs of positions, quadratic in the
 * number of tokens. Only constraints are compared conservatively (see `meet`).
 */
import { classOf, meet, pathOf, spanOf, type Pattern, type PatternToken, type SegmentClass } from './pattern-segment';

/** A `to` that uses a parameter its `from` does not have; carries the parameter's name. */
export class PatternTargetError extends Error {
  constructor(readonly parameter: string) {
    super(`to uses ":${parameter}", which from does not have`);
    this.name = 'PatternTargetError';
  }
}

/**
 * The paths a rule from `from` to the local template `to` can send a visitor to, as a pattern:
 * the target, each parameter carrying the modifier and constraint it has in `from` (the values
 * it can hold). A parameter used twice in `to` is repeated, so the result may also describe paths
 * whose two copies differ: a superset, which is the safe side for every check here.
 */
export const outputOf = (from: Pattern, to: Pattern): PatternToken[] =>
  to.map((token) => {
    if (token.kind === 'static') return token;
    const source = from.find((candidate) => candidate.kind === 'param' && candidate.name === token.name);
    if (!source) throw new PatternTargetError(token.name);
    return source;
  });

// A position of a pattern's automaton: before token `index`, or inside a repeating token once it
// has taken a segment (`inside`), from where it may take more or move on.
type State = number;
const at = (index: number, inside: boolean): State => index * 2 + (inside ? 1 : 0);

/** The positions reachable from `state` without taking a segment. */
const closure = (tokens: Pattern, state: State): State[] => {
  const reached = [state];
  for (let i = 0; i < reached.length; i += 1) {
    const index = reached[i] >> 1;
    const inside = (reached[i] & 1) === 1;
    if (index >= tokens.length) continue;
    const next = at(index + 1, false);
    if ((inside || spanOf(tokens[index]).min === 0) && !reached.includes(next)) reached.push(next);
  }
  return reached;
};

/** The segment class `state` may take next, and where that leaves it; none at the end. */
const step = (tokens: Pattern, state: State): { accepts: SegmentClass; to: State } | null => {
  const index = state >> 1;
  if (index >= tokens.length) return null;
  const token = tokens[index];
  const repeats = spanOf(token).max === Infinity;
  if (!repeats && (state & 1) === 1) return null;
  return { accepts: classOf(token), to: repeats ? at(index, true) : at(index + 1, false) };
};

/**
 * The segments of a shortest path both patterns match (breadth first over pairs of positions),
 * or null. With `maybe`, a pair of constraints that could not be compared counts as a shared
 * segment, written as the pattern's parameter would be (`:name`), so the answer is then a sketch.
 */
const search = (a: Pattern, b: Pattern, maybe: boolean): string[] | null => {
  const end = (tokens: Pattern) => at(tokens.length, false);
  const key = (x: State, y: State) => `${x},${y}`;
  const seen = new Map<string, { from: string; segment: string } | null>();
  const queue: Array<[State, State]> = [];
  const enter = (xs: State[], ys: State[], from: { from: string; segment: string } | null) => {
    for (const x of xs) {
      for (const y of ys) {
        if (seen.has(key(x, y))) continue;
        seen.set(key(x, y), from);
        queue.push([x, y]);
      }
    }
  };
  enter(closure(a, at(0, false)), closure(b, at(0, false)), null);
  for (let i = 0; i < queue.length; i += 1) {
    const [x, y] = queue[i];
    if (x === end(a) && y === end(b)) return trace(seen, key(x, y));
    const stepA = step(a, x);
    const stepB = step(b, y);
    if (!stepA || !stepB) continue;
    // A parameter's own name reads best in a message: "/docs/slug".
    const shared = meet(stepA.accepts, stepB.accepts, [nameAt(a, x), nameAt(b, y)]);
    if (shared === null || (shared === 'maybe' && !maybe)) continue;
    const segment = shared === 'maybe' ? `:${nameAt(a, x)}` : shared;
    enter(closure(a, stepA.to), closure(b, stepB.to), { from: key(x, y), segment });
  }
  return null;
};

const nameAt = (tokens: Pattern, state: State): string => {
  const token = tokens[state >> 1];
  return token.kind === 'param' ? token.name : token.value;
};

const trace = (seen: Map<string, { from: string; segment: string } | null>, last: string): string[] => {
  const segments: string[] = [];
  for (let link = seen.get(last); link; link = seen.get(link.from)) segments.unshift(link.segment);
  return segments;
};

/**
 * Whether some path matches both patterns. Exact for statics, parameters and their modifiers,
 * and for a constraint against a static segment or against a list of words (`en|fr`); two other
 * constraints are taken to overlap unless a common segment is found, so `false` is always true.
 */
export const overlaps = (a: Pattern, b: Pattern): boolean => search(a, b, true) !== null;

/**
 * A shortest path both patterns match, found with concrete segments only; null when there is
 * none, or when the only common paths go through constraints that could not be compared (then
 * `overlaps` still says true). For messages: "/docs/x is matched by both".
 */
export const commonPath = (a: Pattern, b: Pattern): string | null => {
  const segments = search(a, b, false);
  return segments && pathOf(segments);
};
