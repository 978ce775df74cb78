import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PatternRule } from '../../addons/redirects/server/src/domain/pattern-compose';
import { answerOf, planFlat, sourceKey, type FlatRule } from '../../addons/redirects/server/src/domain/pattern-plan';
import { exactTokens } from '../../addons/redirects/server/src/domain/pattern-segment';
import { ALPHABET, generalised, PATHS, rule } from './pattern-arbitraries';
import { follow } from './pattern-reference';

// The planner's write-time checks for pattern rules (domain/pattern-plan), run on random
// sequences of new rules, each for every locale or for one. After every accepted rule no short
// path may take two hops in any locale's view, and every path must end where following the rules
// as written (the stored ones as stored, the new one as asked) would.

type Rule = PatternRule & { locale?: string | null };
const LOCALES = [null, 'fr'];

// A gone rule (410, no target) is written `gone` here: followed, it ends there like a URL.
const GONE = 'gone';
const flat = (r: Rule): FlatRule => ({
  from: r.from,
  to: r.to === GONE ? null : r.to,
  locale: r.locale ?? null,
  status: r.to === GONE ? 410 : 301,
});
const unflat = (r: FlatRule): Rule => ({ from: r.from, to: r.to ?? GONE, locale: r.locale });

/** The rule that answers `path` for a request in `locale`, in the matcher's order. */
const answer = (rules: ReadonlyArray<Rule>, path: string, locale: string | null): Rule | undefined => {
  const flats = rules.map(flat);
  const found = answerOf(flats, path, locale);
  return found && rules[flats.indexOf(found)];
};

/** The stored rules once `n` is added, or null when it is refused. */
const plan = (rules: ReadonlyArray<Rule>, n: Rule): Rule[] | null => {
  const key = (r: Rule) => sourceKey(r.from, r.locale ?? null);
  if (rules.some((r) => key(r) === key(n))) return null;
  const planned = planFlat(rules.map(flat), flat(n));
  if (!planned.ok) return null;
  const kept = rules.map((r, index) => {
    const moved = planned.repoint.find((change) => change.index === index);
    return moved ? unflat({ ...flat(r), to: moved.to }) : r;
  });
  return [...kept, unflat({ ...flat(n), to: planned.to }), ...planned.derive.map(unflat)];
};

/** Where a visitor to `path` in `locale` ends up following `rules` hop by hop; null for a loop. */
const destination = (rules: ReadonlyArray<Rule>, path: string, locale: string | null): string | null => {
  const seen = [path];
  for (let current = path; ;) {
    const r = answer(rules, current, locale);
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

/** A gone rule: a pattern or a path that leads nowhere. */
const goneRule = fc.oneof(rule(false), exactRule).map((r): Rule => ({ from: r.from, to: GONE }));

/** An exact rule from a path `a` sends visitors to (or any path), to a random path. */
const exactAfter = (a: Rule): fc.Arbitrary<Rule> =>
  fc.tuple(fc.nat(), exactRule).map(([pick, other]) => {
    const outputs = PATHS.map((path) => follow(a, path)).filter((out): out is string => out !== null && out.startsWith('/'));
    return outputs.length === 0 ? other : { from: exactTokens(outputs[pick % outputs.length]), to: other.to };
  });

/** Writes that chain: random rules, each with a rule that takes its output (a pattern or an exact path), in any order. */
const writes = fc
  .array(fc.oneof(rule(true), exactRule, goneRule), { minLength: 1, maxLength: 3 })
  .chain((rules) => fc.tuple(fc.constant(rules), fc.tuple(...rules.map((r) => fc.oneof(generalised(r), exactAfter(r))))))
  .chain(([rules, followers]) => fc.shuffledSubarray([...rules, ...followers], { minLength: rules.length }))
  .chain((rules) => fc.tuple(...rules.map((r) => fc.constantFrom(...LOCALES, null).map((locale): Rule => ({ ...r, locale })))));

describe('pattern rules kept flat by the planned write-time checks', () => {
  it('leaves no path two hops away in any locale, and every path where the rules as written lead', () => {
    let accepted = 0;
    fc.assert(
      fc.property(writes, (sequence) => {
        let state: Rule[] = [];
        for (const n of sequence) {
          const next = plan(state, n);
          if (!next) continue;
          accepted += 1;
          const asWritten = [...state, n];
          for (const locale of LOCALES) {
            for (const path of PATHS) {
              const first = answer(next, path, locale);
              const out = first ? follow(first, path) : null;
              if (out !== null && out.startsWith('/'))
                expect(answer(next, out, locale), `${locale ?? 'any'}: ${path} → ${out}`).toBeUndefined();
              expect(out ?? path, `${locale ?? 'any'}: ${path}`).toBe(destination(asWritten, path, locale));
            }
          }
          state = next;
        }
      }),
      { numRuns: 300, seed: 20_261_129 }
    );
    expect(accepted).toBeGreaterThan(300);
  });
});
