import fc from 'fast-check';
import { match } from 'path-to-regexp';
import { redirectMatcher } from 'sitetools-kit/redirect-match';
import { describe, expect, it } from 'vitest';
import { matchSegments } from '../../packages/kit/src/redirect-match/segments';
import { compileSource } from '../../packages/kit/src/redirect-match/source';

// path-to-regexp 6.3.0 (the copy @koa/router brings) is the reference: Next.js `redirects()`
// reads sources with it. Its own syntax needs "." and the like escaped in text; ours keeps a
// segment that is not a parameter as text.
const TEXT = ['a', 'b', 'c.d', 'e-f'];
const escapeForReference = (text: string) => text.replace(/[.+*?()\\:{}]/g, '\\$&');

type Piece = { kind: 'text'; value: string } | { kind: 'param'; modifier: '' | '?' | '*' | '+' };

const piece: fc.Arbitrary<Piece> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), value: fc.constantFrom(...TEXT) }),
  fc.record({ kind: fc.constant('param' as const), modifier: fc.constantFrom('' as const, '?' as const, '*' as const, '+' as const) })
);

const patternsOf = (pieces: Piece[]) => {
  const ours: string[] = [];
  const reference: string[] = [];
  pieces.forEach((item, i) => {
    ours.push(item.kind === 'text' ? item.value : `:p${i}${item.modifier}`);
    reference.push(item.kind === 'text' ? escapeForReference(item.value) : `:p${i}${item.modifier}`);
  });
  return { ours: `/${ours.join('/')}`, reference: `/${reference.join('/')}` };
};

// The reference leaves an absent optional or empty repeat out; ours gives undefined or [].
const withoutEmpty = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));

describe('redirect patterns against path-to-regexp v6', () => {
  it('match the same paths, with the same values, for patterns without constraints', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), fc.array(fc.constantFrom(...TEXT, 'x'), { maxLength: 7 }), (pieces, segments) => {
        const { ours, reference } = patternsOf(pieces);
        const path = `/${segments.join('/')}`;
        const expected = match(reference, { decode: decodeURIComponent, sensitive: true })(path);
        const source = compileSource(ours);
        const values = matchSegments(source, 0, segments);
        expect(values === null ? null : withoutEmpty(values)).toEqual(expected === false ? null : expected.params);
        // And through the matcher, which walks the static prefix in its trie first.
        const found = redirectMatcher([{ from: ours, to: '/target', status_code: 301 }]).match(path);
        expect(found !== null).toBe(expected !== false);
      }),
      { numRuns: 3000, seed: 20261129 }
    );
  });
});
