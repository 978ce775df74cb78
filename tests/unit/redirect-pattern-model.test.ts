import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compose, preimage } from '../../addons/redirects/server/src/domain/pattern-compose';
import { hopsExample } from '../../addons/redirects/server/src/domain/pattern-hops';
import { commonPath, outputOf, overlaps } from '../../addons/redirects/server/src/domain/pattern-overlap';
import { compareSpecificity, formatPattern, samplePaths } from '../../addons/redirects/server/src/domain/pattern-samples';
import type { PatternToken } from '../../addons/redirects/server/src/domain/pattern-segment';
import { generalised, PATHS, pattern, rule } from './pattern-arbitraries';
import { follow, match, parse } from './pattern-reference';

const RUNS = { numRuns: 400, seed: 20_261_129 };

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
