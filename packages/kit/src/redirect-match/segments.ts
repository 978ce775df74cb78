import type { PatternToken } from './tokens';
import type { ParamValues } from './target';

const BOUNDS = { '': [1, 1], '?': [0, 1], '*': [0, Infinity], '+': [1, Infinity] } as const;

/** What a lookup needs to know of a source's tokens, worked out once. */
export interface SourceShape {
  /** The fewest segments the tokens from index i on need (one more entry than tokens). */
  readonly needed: ReadonlyArray<number>;
  /** How many parameters take a varying number of segments (`?`, `*`, `+`). */
  readonly varying: number;
}

/** The shape of a source's tokens, for {@link matchSegments}. */
export const shapeOf = (tokens: ReadonlyArray<PatternToken>): SourceShape => {
  const needed = new Array<number>(tokens.length + 1).fill(0);
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i];
    needed[i] = needed[i + 1] + (token.kind === 'static' ? 1 : BOUNDS[token.modifier][0]);
  }
  return { needed, varying: tokens.filter((token) => token.kind === 'param' && token.modifier !== '').length };
};

interface Matchable extends SourceShape {
  readonly tokens: ReadonlyArray<PatternToken>;
  readonly tests: ReadonlyArray<RegExp | null>;
}

// Every parameter one segment (the common `/blog/:slug`): token i meets segment i.
const matchFixed = ({ tokens, tests }: Matchable, from: number, segments: ReadonlyArray<string>): ParamValues | null => {
  if (segments.length !== tokens.length) return null;
  const values: Record<string, string> = {};
  for (let t = from; t < tokens.length; t += 1) {
    const token = tokens[t];
    if (token.kind === 'static') {
      if (segments[t] !== token.value) return null;
    } else {
      const test = tests[t];
      if (test !== null && !test.test(segments[t])) return null;
      values[token.name] = segments[t];
    }
  }
  return values;
};

/**
 * Matches a source's tokens from `from` on against a path's segments from the same index (the
 * trie has already compared the static prefix before it). Each parameter takes as many segments
 * as it can first, as path-to-regexp's greedy groups do, so both give the same values. With two
 * or more varying parameters a failed (token, segment) pair and each constraint's answer for a
 * segment are remembered, so that a lookup costs at most tokens x segments steps and as many
 * constraint tests, never one per way of splitting the path.
 */
export const matchSegments = (source: Matchable, from: number, segments: ReadonlyArray<string>): ParamValues | null => {
  const { tokens, tests, needed } = source;
  const count = segments.length;
  if (count - from < needed[from]) return null;
  if (source.varying === 0) return matchFixed(source, from, segments);
  const taken = new Array<number>(tokens.length).fill(0);
  const failed = source.varying > 1 ? new Uint8Array((tokens.length + 1) * (count + 1)) : null;
  // Each constraint tests each segment once (0: not yet, 1: passes, 2: fails): backtracking may
  // ask again, and a test can cost up to 256² steps on a long segment.
  const tested = failed === null ? null : new Uint8Array(tokens.length * count);
  const passes = (t: number, s: number): boolean => {
    const test = tests[t];
    if (test === null) return true;
    if (tested === null) return test.test(segments[s]);
    const key = t * count + s;
    if (tested[key] === 0) tested[key] = test.test(segments[s]) ? 1 : 2;
    return tested[key] === 1;
  };

  const fits = (t: number, s: number): boolean => {
    if (t === tokens.length) return s === count;
    const key = t * (count + 1) + s;
    if (failed !== null && failed[key] === 1) return false;
    const token = tokens[t];
    if (token.kind === 'static') {
      if (s < count && segments[s] === token.value && fits(t + 1, s + 1)) return true;
    } else {
      const [min, max] = BOUNDS[token.modifier];
      let most = 0;
      const limit = Math.min(max, count - s - needed[t + 1]);
      while (most < limit && passes(t, s + most)) most += 1;
      for (let take = most; take >= min; take -= 1) {
        taken[t] = take;
        if (fits(t + 1, s + take)) return true;
      }
    }
    if (failed !== null) failed[key] = 1;
    return false;
  };
  if (!fits(from, from)) return null;

  const values: Record<string, string | string[] | undefined> = {};
  let s = from;
  for (let t = from; t < tokens.length; t += 1) {
    const token = tokens[t];
    if (token.kind === 'static') {
      s += 1;
      continue;
    }
    const part = segments.slice(s, s + taken[t]);
    values[token.name] = token.modifier === '*' || token.modifier === '+' ? part : part[0];
    s += taken[t];
  }
  return values;
};
