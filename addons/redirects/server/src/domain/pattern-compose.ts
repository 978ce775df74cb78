/**
 * What a pattern rule must store so that no path takes two hops: the target of A followed by B
 * (`compose`), and the paths of A that reach one concrete path (`preimage`), for a new exact rule
 * that would otherwise be a second hop after A.
 *
 * Both must be exact, never a guess: a stored target that differs from following A then B would
 * send visitors elsewhere. So each answers null where it cannot be sure, and the caller refuses.
 * A pattern with two or more variable tokens ('?', '*', '+') can split a path more than one way
 * (the matcher picks one); such a pattern is read only where the split cannot matter.
 */
import { outputOf, PatternTargetError } from './pattern-overlap';
import { classOf, includes, isVariable, satisfies, segmentsOf, spanOf, type Pattern, type PatternToken } from './pattern-segment';

/** A pattern rule; a string `to` is an absolute URL (never looked up here). */
export interface PatternRule {
  from: Pattern;
  to: Pattern | string;
}

/** True when every segment `group` can produce is one `token` accepts, in number and in kind. */
const capturesWhole = (token: PatternToken, group: Pattern): boolean => {
  const span = spanOf(token);
  const min = group.reduce((sum, member) => sum + spanOf(member).min, 0);
  const max = group.reduce((sum, member) => sum + spanOf(member).max, 0);
  return min >= span.min && max <= span.max && group.every((member) => includes(classOf(token), classOf(member)));
};

/**
 * How `from` captures every path of `output`: for each of its tokens, the run of output tokens
 * it takes whole; null when no such alignment can be proven. `from` may have one variable token
 * at most: it then takes the run between the single tokens before and after it, so the alignment
 * is the only one and is how the matcher reads every path of `output`.
 */
const alignment = (output: Pattern, from: Pattern): PatternToken[][] | null => {
  const variables = from.filter(isVariable).length;
  if (variables > 1) return null;
  const head = variables === 0 ? from.length : from.findIndex(isVariable);
  const tail = variables === 0 ? 0 : from.length - head - 1;
  if (output.length < head + tail || (variables === 0 && output.length !== head)) return null;
  const groups: PatternToken[][] = [];
  for (let i = 0; i < head; i += 1) groups.push([output[i]]);
  if (variables === 1) groups.push(output.slice(head, output.length - tail));
  for (let i = output.length - tail; i < output.length; i += 1) groups.push([output[i]]);
  return groups.every((group, i) => capturesWhole(from[i], group)) ? groups : null;
};

/** `to` with each parameter replaced by the tokens `groups` give it. */
const substitute = (from: Pattern, to: Pattern, groups: PatternToken[][]): PatternToken[] =>
  to.flatMap((token) => {
    if (token.kind === 'static') return [token];
    const index = from.findIndex((candidate) => candidate.kind === 'param' && candidate.name === token.name);
    if (index === -1) throw new PatternTargetError(token.name);
    return groups[index];
  });

/**
 * The target rule A must store to skip rule B, when B matches every path A sends a visitor to
 * (decided structurally, see `alignment`): B's `to` written with A's parameters, or B's URL.
 * Null when A points to a URL, or when only part of A's output is B's, or when that cannot be
 * proven. `/a/:x -> /b/:x` then `/b/:y -> /c/:y` gives `/c/:x`.
 *
 * The tokens returned carry A's modifiers and constraints (`outputOf` of the result describes
 * where A then sends visitors); a target template is written from them without the constraints.
 */
export const compose = (a: PatternRule, b: PatternRule): PatternToken[] | string | null => {
  if (typeof a.to === 'string') return null;
  const groups = alignment(outputOf(a.from, a.to), b.from);
  if (!groups) return null;
  if (typeof b.to === 'string') return b.to;
  return substitute(b.from, b.to, groups);
};

type Binding = ReadonlyMap<string, ReadonlyArray<string>>;

/**
 * The ways `token` can take segments from `offset` on, the most segments first: each as how many,
 * and for a parameter its name and the segments.
 */
const takes = (
  token: PatternToken,
  segments: ReadonlyArray<string>,
  offset: number
): Array<[number, { name: string; values: string[] } | null]> => {
  if (token.kind === 'static') return segments[offset] === token.value ? [[1, null]] : [];
  const { min, max } = spanOf(token);
  let count = 0;
  while (count < max && offset + count < segments.length && satisfies(token.constraint, segments[offset + count])) count += 1;
  const ways: Array<[number, { name: string; values: string[] }]> = [];
  for (; count >= min; count -= 1) ways.push([count, { name: token.name, values: segments.slice(offset, offset + count) }]);
  return ways;
};

/**
 * Every way `tokens` reads `segments`: the segments each parameter takes; a parameter met twice
 * must take the same both times. Stops at `limit` readings. The first is the matcher's: like the
 * regular expression path-to-regexp builds, each variable token takes as many segments as it can
 * before the next one is tried.
 */
export const readings = (tokens: Pattern, segments: ReadonlyArray<string>, limit = 2): Binding[] => {
  const found: Binding[] = [];
  // Places (token, segment) known to lead to no reading. With every name once, what follows a
  // place does not depend on what came before, so a failed place need not be walked again: a
  // path that no reading fits costs tokens × segments steps, not one per split.
  const names = tokens.flatMap((token) => (token.kind === 'param' ? [token.name] : []));
  const remember = names.length === new Set(names).size;
  const dead = new Set<number>();
  const walk = (index: number, offset: number, bound: Map<string, ReadonlyArray<string>>): void => {
    const place = index * (segments.length + 1) + offset;
    if (found.length >= limit || dead.has(place)) return;
    const before = found.length;
    if (index === tokens.length) {
      if (offset === segments.length) found.push(new Map(bound));
    } else {
      for (const [count, taken] of takes(tokens[index], segments, offset)) {
        const known = taken && bound.get(taken.name);
        if (known && known.join('/') !== taken.values.join('/')) continue;
        walk(index + 1, offset + count, taken ? new Map(bound).set(taken.name, taken.values) : bound);
      }
    }
    if (remember && found.length === before) dead.add(place);
  };
  walk(0, 0, new Map());
  return found;
};

/**
 * The paths rule A sends to the local `path`, as a pattern: A's `from` with each parameter its
 * target uses replaced by the segments read from `path`; the others stay parameters. Null when
 * `path` is not an output of A, when it reads more than one way, or when A's `from` has more
 * than one variable token (its matcher could then bind the parameters otherwise).
 * A `/a/:x/:y -> /b/:x` and `/b/old` give `/a/old/:y`.
 */
export const preimage = (a: PatternRule, path: string): PatternToken[] | null => {
  if (typeof a.to === 'string' || a.from.filter(isVariable).length > 1) return null;
  const found = readings(outputOf(a.from, a.to), segmentsOf(path));
  if (found.length !== 1) return null;
  const [binding] = found;
  return a.from.flatMap((token): PatternToken[] => {
    const values = token.kind === 'param' ? binding.get(token.name) : undefined;
    return values ? values.map((value) => ({ kind: 'static', value })) : [token];
  });
};

/** Whether `tokens` match the stored path `path`. */
export const matchesPath = (tokens: Pattern, path: string): boolean => readings(tokens, segmentsOf(path), 1).length > 0;
