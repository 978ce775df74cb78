import type { CompiledSource } from './source';
import type { ParamValues } from './target';

const BOUNDS = { '': [1, 1], '?': [0, 1], '*': [0, Infinity], '+': [1, Infinity] } as const;

/**
 * Matches a source's tokens from `from` on against a path's segments from the same index (the
 * trie has already compared the static prefix before it). Each parameter takes as many segments
 * as it can first, as path-to-regexp's greedy groups do, so both give the same values; a failed
 * (token, segment) pair is remembered, so that several repeats cost at most tokens x segments
 * steps, never one per way of splitting the path.
 */
export const matchSegments = (source: CompiledSource, from: number, segments: ReadonlyArray<string>): ParamValues | null => {
  const { tokens, tests } = source;
  const count = segments.length;
  // The fewest segments the tokens from i on need: a pruning bound that also rejects at once a
  // path too short for the pattern.
  const needed = new Array<number>(tokens.length + 1).fill(0);
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i];
    needed[i] = needed[i + 1] + (token.kind === 'static' ? 1 : BOUNDS[token.modifier][0]);
  }
  if (count - from < needed[from]) return null;
  const taken = new Array<number>(tokens.length).fill(0);
  const failed = new Uint8Array((tokens.length + 1) * (count + 1));

  const fits = (t: number, s: number): boolean => {
    if (t === tokens.length) return s === count;
    const key = t * (count + 1) + s;
    if (failed[key] === 1) return false;
    const token = tokens[t];
    if (token.kind === 'static') {
      if (s < count && segments[s] === token.value && fits(t + 1, s + 1)) return true;
    } else {
      const [min, max] = BOUNDS[token.modifier];
      const test = tests[t];
      let most = 0;
      const limit = Math.min(max, count - s - needed[t + 1]);
      while (most < limit && (test === null || test.test(segments[s + most]))) most += 1;
      for (let take = most; take >= min; take -= 1) {
        taken[t] = take;
        if (fits(t + 1, s + take)) return true;
      }
    }
    failed[key] = 1;
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
