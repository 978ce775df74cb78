/**
 * Random pattern rules for the model tests: small, over a tiny alphabet, so that a brute force
 * over every short path can check what the analysis decides.
 */
import fc from 'fast-check';
import type { PatternRule } from '../../addons/redirects/server/src/domain/pattern-compose';
import { outputOf } from '../../addons/redirects/server/src/domain/pattern-overlap';
import type { PatternToken } from '../../addons/redirects/server/src/domain/pattern-segment';
import { allPaths } from './pattern-reference';

// Small rule sets over a tiny alphabet, checked against a brute force: every path of at most
// three segments, matched by the reference matcher (built as path-to-regexp v6 builds its own).
export const ALPHABET = ['a', 'b', 'c', '1'];
export const PATHS = allPaths(ALPHABET, 3);
const CONSTRAINTS = [null, null, 'a|b', '\\d+', '[bc]', 'c', '[a-c]+'];

type Modifier = '' | '?' | '*' | '+';

const staticToken = fc.constantFrom(...ALPHABET).map((value): PatternToken => ({ kind: 'static', value }));
const paramToken = (name: string) =>
  fc
    .record({ modifier: fc.constantFrom<Modifier>('', '', '?', '*', '+'), constraint: fc.constantFrom(...CONSTRAINTS) })
    .map(({ modifier, constraint }): PatternToken => ({ kind: 'param', name, modifier, constraint }));
const token = (name: string) => fc.oneof(staticToken, paramToken(name));

/** Up to three tokens; each parameter named after its place, so names never repeat. */
export const pattern = fc
  .tuple(token('x'), token('y'), token('z'), fc.integer({ min: 0, max: 3 }))
  .map(([x, y, z, length]) => [x, y, z].slice(0, length));

/** A rule whose target mixes statics and the source's parameters (some used twice or not at all). */
export const rule = (urls: boolean): fc.Arbitrary<PatternRule> =>
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
export const generalised = (a: PatternRule): fc.Arbitrary<PatternRule> =>
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
