import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compose, preimage, type PatternRule } from '../../addons/redirects/server/src/domain/pattern-compose';
import { outputOf, overlaps } from '../../addons/redirects/server/src/domain/pattern-overlap';
import { compareSpecificity, formatPattern } from '../../addons/redirects/server/src/domain/pattern-samples';
import { exactTokens, type Pattern } from '../../addons/redirects/server/src/domain/pattern-segment';
import { ALPHABET, generalised, PATHS, rule } from './pattern-arbitraries';
import { follow, match } from './pattern-reference';

// A sketch of the write-time checks a planner would make with the pattern analysis, strict
// (what it cannot flatten exactly is refused), run on random sequences of new rules. After every
// accepted rule no short path may take two hops, and every path must end where following the
// rules as written (the stored ones as stored, the new one as asked) would take it.

type Rule = PatternRule;
/** Rules, and the pairs "X's output reaches exact source Y" that a derived rule answers first. */
interface State {
  rules: Rule[];
  covered: Set<string>;
}

const key = (tokens: Pattern) => formatPattern(tokens);
const pair = (x: Rule, y: Rule) => `${key(x.from)} ${key(y.from)}`;
const isExact = (tokens: Pattern) => tokens.every((token) => token.kind === 'static');
const local = (to: Rule['to']): to is Pattern => typeof to !== 'string';
const pathOfExact = (tokens: Pattern) => formatPattern(tokens);

/** The rule that answers `path`: an exact source first, then the most specific pattern, the first stored on a tie. */
const answer = (rules: ReadonlyArray<Rule>, path: string): Rule | undefined =>
  rules.reduce<Rule | undefined>(
    (best, r) => (match(r.from, path) && (!best || compareSpecificity(r.from, best.from) > 0) ? r : best),
    undefined
  );

/** A rule derived to be answered before `parent` on the paths it sends to the exact source `exact`. */
interface Derived {
  rule: Rule;
  parent: Rule;
  exact: Rule;
}

/** Where `r` sends `path`, as a stored target. */
const sent = (r: Rule, path: string): Rule['to'] => {
  const out = follow(r, path) ?? path;
  return out.startsWith('/') ? exactTokens(out) : out;
};

/**
 * The new rule flattened forward: one path out, stored as its final target; a pattern B taking
 * every output, composed; exact sources only, each answered first by a derived rule.
 */
const forward = (rules: ReadonlyArray<Rule>, n: Rule): { main: Rule; derived: Derived[] } | null => {
  const out = local(n.to) ? outputOf(n.from, n.to) : null;
  // Its own output reaching its source: a loop, or a chain through itself.
  if (out && overlaps(out, n.from)) return null;
  const hit = out ? rules.filter((r) => overlaps(out, r.from)) : [];
  if (!out || hit.length === 0) return { main: n, derived: [] };
  const found = isExact(out) ? answer(rules, pathOfExact(out)) : undefined;
  if (found) return { main: { from: n.from, to: sent(found, pathOfExact(out)) }, derived: [] };
  const composed = hit.length === 1 ? compose(n, hit[0]) : null;
  if (composed) return { main: { from: n.from, to: composed }, derived: [] };
  const derived = hit.map((r): Derived | null => {
    const source = isExact(r.from) ? preimage(n, pathOfExact(r.from)) : null;
    return source && { rule: { from: source, to: r.to }, parent: n, exact: r };
  });
  return derived.every((entry) => entry !== null) ? { main: n, derived } : null;
};

/** The stored rules whose output reaches the new sources: repointed, or answered first by a derived rule. */
const backward = (rules: ReadonlyArray<Rule>, main: Rule, sources: ReadonlyArray<Rule>): { rules: Rule[]; derived: Derived[] } | null => {
  const result: Rule[] = [];
  const derived: Derived[] = [];
  for (const r of rules) {
    const out = local(r.to) ? outputOf(r.from, r.to) : null;
    const hits = out ? sources.filter((x) => overlaps(out, x.from)) : [];
    const onlyMain = hits.length === 1 && hits[0] === main;
    const found = out && isExact(out) ? answer(sources, pathOfExact(out)) : undefined;
    const composed = onlyMain ? compose(r, main) : null;
    const exact = onlyMain && isExact(main.from) ? preimage(r, pathOfExact(main.from)) : null;
    if (!out || hits.length === 0) result.push(r);
    else if (found) result.push({ from: r.from, to: sent(found, pathOfExact(out)) });
    else if (composed) result.push({ from: r.from, to: composed });
    else if (exact && key(exact) === key(r.from)) result.push({ from: r.from, to: main.to });
    else if (exact) {
      result.push(r);
      derived.push({ rule: { from: exact, to: main.to }, parent: r, exact: main });
    } else return null;
  }
  return { rules: result, derived };
};

/** The stored rules once `n` is added, or null when it is refused. */
const plan = (state: State, n: Rule): State | null => {
  if (state.rules.some((r) => key(r.from) === key(n.from))) return null;
  const ahead = forward(state.rules, n);
  if (!ahead) return null;
  const sources = [ahead.main, ...ahead.derived.map((d) => d.rule)];
  const behind = backward(state.rules, ahead.main, sources);
  if (!behind) return null;
  const rules = [...behind.rules, ...sources, ...behind.derived.map((d) => d.rule)];
  if (new Set(rules.map((r) => key(r.from))).size !== rules.length) return null;
  const covered = new Set(state.covered);
  for (const d of [...ahead.derived, ...behind.derived]) covered.add(pair(d.parent, d.exact));
  // No output may reach a source, but an exact source that a derived rule answers first.
  for (const x of rules) {
    if (!local(x.to)) continue;
    const out = outputOf(x.from, x.to);
    if (rules.some((y) => overlaps(out, y.from) && !(isExact(y.from) && covered.has(pair(x, y))))) return null;
  }
  return { rules, covered };
};

/** Where a visitor to `path` ends up following `rules` hop by hop; null for a loop. */
const destination = (rules: ReadonlyArray<Rule>, path: string): string | null => {
  const seen = [path];
  for (let current = path; ;) {
    const r = answer(rules, current);
    const next = r ? follow(r, current) : null;
    if (next === null || !next.startsWith('/')) return next ?? current;
    if (seen.includes(next)) return null;
    seen.push(next);
    current = next;
  }
};

const exactRule = fc
  .tuple(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 3 }), fc.array(fc.constantFrom(...ALPHABET), { maxLength: 3 }))
  .map(([from, to]): Rule => ({ from: exactTokens(`/${from.join('/')}`), to: exactTokens(`/${to.join('/')}`) }));

/** An exact rule from a path `a` sends visitors to (or any path), to a random path. */
const exactAfter = (a: Rule): fc.Arbitrary<Rule> =>
  fc.tuple(fc.nat(), exactRule).map(([pick, other]) => {
    const outputs = PATHS.map((path) => follow(a, path)).filter((out): out is string => out !== null && out.startsWith('/'));
    return outputs.length === 0 ? other : { from: exactTokens(outputs[pick % outputs.length]), to: other.to };
  });

/** Writes that chain: random rules, each with a rule that takes its output (a pattern or an exact path), in any order. */
const writes = fc
  .array(fc.oneof(rule(true), exactRule), { minLength: 1, maxLength: 3 })
  .chain((rules) => fc.tuple(fc.constant(rules), fc.tuple(...rules.map((r) => fc.oneof(generalised(r), exactAfter(r))))))
  .chain(([rules, followers]) => fc.shuffledSubarray([...rules, ...followers], { minLength: rules.length }));

describe('pattern rules kept flat by the planned write-time checks', () => {
  it('leaves no path two hops away, and every path where the rules as written lead', () => {
    let accepted = 0;
    fc.assert(
      fc.property(writes, (sequence) => {
        let state: State = { rules: [], covered: new Set() };
        for (const n of sequence) {
          const next = plan(state, n);
          if (!next) continue;
          accepted += 1;
          const asWritten = [...state.rules, n];
          for (const path of PATHS) {
            const first = answer(next.rules, path);
            const out = first ? follow(first, path) : null;
            if (out !== null && out.startsWith('/')) expect(answer(next.rules, out), `${path} → ${out}`).toBeUndefined();
            expect(out ?? path, path).toBe(destination(asWritten, path));
          }
          state = next;
        }
      }),
      { numRuns: 300, seed: 20_261_129 }
    );
    expect(accepted).toBeGreaterThan(300);
  });
});
