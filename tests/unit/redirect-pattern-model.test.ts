import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compose, preimage, type PatternRule } from '../../addons/redirects/server/src/domain/pattern-compose';
import { hopsExample } from '../../addons/redirects/server/src/domain/pattern-hops';
import { commonPath, outputOf, overlaps } from '../../addons/redirects/server/src/domain/pattern-overlap';
import { compareSpecificity, formatPattern, samplePaths } from '../../addons/redirects/server/src/domain/pattern-samples';
import type { PatternToken } from '../../addons/redirects/server/src/domain/pattern-segment';
import { allPaths, follow, match, parse } from './pattern-reference';

// Small rule sets over a tiny alphabet, checked against a brute force: every path of at most
// three segments, matched by the reference matcher (built as path-to-regexp v6 builds its own).
const ALPHABET = ['a', 'b', 'c', '1'];
const PATHS = allPaths(ALPHABET, 3);
const CONSTRAINTS = [null, null, 'a|b', '\\d+', '[bc]', 'c', '[a-c]+'];
const RUNS = { numRuns: 400, seed: 20_261_129 };

type Modifier = '' | '?' | '*' | '+';

const staticToken = fc.constantFrom(...ALPHABET).map((value): PatternToken => ({ kind: 'static', value }));
const paramToken = (name: string) =>
  fc
    .record({ modifier: fc.constantFrom<Modifier>('', '', '?', '*', '+'), constraint: fc.constantFrom(...CONSTRAINTS) })
    .map(({ modifier, constraint }): PatternToken => ({ kind: 'param', name, modifier, constraint }));
const token = (name: string) => fc.oneof(staticToken, paramToken(name));

/** Up to three tokens; each parameter named after its place, so names never repeat. */
const pattern = fc
  .tuple(token('x'), token('y'), token('z'), fc.integer({ min: 0, max: 3 }))
  .map(([x, y, z, length]) => [x, y, z].slice(0, length));

/** A rule whose target mixes statics and the source's parameters (some used twice or not at all). */
const rule = (urls: boolean): fc.Arbitrary<PatternRule> =>
  fc.tuple(pattern, fc.array(fc.oneof(fc.constantFrom(...ALPHABET), fc.nat(5)), { maxLength: 3 }), fc.nat(9)).map(([from, picks, url]) => {
    if (urls && url === 0) return { from, to: 'https://example.com/' };
    const params = from.filter((candidate) => candidate.kind === 'param');
    const to = picks.map((pick): PatternToken => {
      if (typeof pick === 'number' && params.length > 0) return params[pick % params.length];
      return { kind: 'static', value: typeof pick === 'string' ? pick : 'a' };
    });
    return { from, to };
  });

/** A source that matches some of what `a` outputs: its output, parts of it made parameters. */
const generalised = (a: PatternRule): fc.Arbitrary<PatternRule> =>
  fc.tuple(fc.array(fc.nat(3), { minLength: 6, maxLength: 6 }), fc.nat(4), fc.nat(4), rule(true)).map(([kinds, start, length, other]) => {
    const output = typeof a.to === 'string' ? [] : outputOf(a.from, a.to);
    const names = ['u', 'v', 'w', 'r', 's', 't'];
    const from = output.map((member, i): PatternToken =>
      kinds[i] === 0 ? { kind: 'param', name: names[i], modifier: '', constraint: null } : member
    );
    const renamed = from.map((member, i): PatternToken => (member.kind === 'param' ? { ...member, name: names[i] } : member));
    const run = renamed
      .slice(0, start)
      .concat({ kind: 'param', name: 'rest', modifier: '*', constraint: null }, renamed.slice(start + length));
    const source = length === 0 ? renamed : run;
    const params = source.filter((member) => member.kind === 'param');
    const to: PatternRule['to'] = typeof other.to === 'string' ? other.to : [{ kind: 'static', value: 'c' }, ...params.reverse()];
    return { from: source, to };
  });

const variables = (tokens: ReadonlyArray<PatternToken>) =>
  tokens.filter((member) => member.kind === 'param' && member.modifier !== '').length;

describe('pattern analysis against a brute force over short paths', () => {
  it('overlaps is false only when no path matches both, and commonPath names one whenever one exists', () => {
    fc.assert(
      fc.property(pattern, pattern, (a, b) => {
        const common = PATHS.find((path) => match(a, path) && match(b, path));
        if (!overlaps(a, b)) expect(common).toBeUndefined();
        const named = commonPath(a, b);
        if (common !== undefined) expect(named).not.toBeNull();
        if (named !== null) expect([match(a, named), match(b, named)]).not.toContain(null);
      }),
      RUNS
    );
  });

  it('finds every chain: a path A sends to B’s source means A’s output overlaps B’s source', () => {
    fc.assert(
      fc.property(rule(false), pattern, (a, b) => {
        const chained = PATHS.some((path) => {
          const out = follow(a, path);
          return out !== null && match(b, out) !== null;
        });
        if (chained && typeof a.to !== 'string') expect(overlaps(outputOf(a.from, a.to), b)).toBe(true);
      }),
      RUNS
    );
  });

  it('a composed target sends every path where following A then B does', () => {
    const pair = rule(false).chain((a) => fc.tuple(fc.constant(a), fc.oneof(generalised(a), rule(true))));
    let composed = 0;
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const target = compose(a, b);
        if (target === null) return;
        composed += 1;
        for (const path of PATHS) {
          const out = follow(a, path);
          if (out === null) continue;
          const expected = follow(b, out);
          expect(expected, `${path} → ${out}`).not.toBeNull();
          expect(follow({ from: a.from, to: target }, path), `${path} → ${out} → ${expected}`).toBe(expected);
        }
      }),
      RUNS
    );
    // The generator must reach the interesting cases, not only nulls.
    expect(composed).toBeGreaterThan(RUNS.numRuns / 10);
  });

  it('preimage matches exactly the paths A sends to the given path', () => {
    let derived = 0;
    fc.assert(
      fc.property(rule(false), fc.nat(), (a, pick) => {
        // A path A sends a visitor to when there is one, else any.
        const sent = PATHS.map((candidate) => follow(a, candidate)).filter((out) => out !== null);
        const path = sent.length > 0 ? sent[pick % sent.length] : PATHS[pick % PATHS.length];
        const found = preimage(a, path);
        if (found) derived += 1;
        // A derived rule (found → the new target) is answered before A on the paths it takes.
        const usesParameters = typeof a.to !== 'string' && a.to.some((member) => member.kind === 'param');
        if (found && usesParameters) expect(compareSpecificity(found, a.from)).toBeGreaterThan(0);
        for (const candidate of PATHS) {
          const sends = follow(a, candidate) === path;
          if (found) expect(match(found, candidate) !== null, candidate).toBe(sends);
          else if (variables(a.from) <= 1) expect(sends, candidate).toBe(false);
        }
      }),
      RUNS
    );
    expect(derived).toBeGreaterThan(RUNS.numRuns / 4);
  });

  it('hopsExample names two hops that happen, and names one for most chains', () => {
    let chains = 0;
    let named = 0;
    fc.assert(
      fc.property(rule(false), rule(true), (a, b) => {
        const hops = hopsExample(a, b);
        if (hops) expect([follow(a, hops[0]), follow(b, hops[1])]).toStrictEqual(hops.slice(1));
        const chained = PATHS.some((path) => {
          const out = follow(a, path);
          return out !== null && match(b.from, out) !== null;
        });
        if (chained) chains += 1;
        if (chained && hops) named += 1;
      }),
      RUNS
    );
    expect(named).toBeGreaterThan(chains * 0.8);
  });

  it('samplePaths gives paths the pattern matches, and formatPattern writes what parses back', () => {
    fc.assert(
      fc.property(pattern, (tokens) => {
        for (const path of samplePaths(tokens, 4)) expect(match(tokens, path), path).not.toBeNull();
        expect(parse(formatPattern(tokens))).toStrictEqual(tokens);
      }),
      RUNS
    );
  });
});
