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

// The precedence, written out as a scan over every rule, against the matcher's trie and exact
// maps: exact rules first (the locale's, then every locale's), then of the patterns that match
// (by path-to-regexp), the longest static prefix, fewer parameters, the locale's before every
// locale's, then the source's text.
const ruleArbitrary = fc.record({
  pieces: fc.array(piece, { maxLength: 4 }),
  locale: fc.constantFrom(null, 'en', 'fr'),
});

const referenceChoice = <T extends { from: string; reference: string; locale: string | null }>(
  rules: T[],
  path: string,
  locale: string | null
): T | undefined => {
  const exact = (scope: string | null) =>
    rules.filter((rule) => !rule.from.includes(':') && rule.locale === scope && rule.from === path).pop();
  const exactHit = (locale ? exact(locale) : undefined) ?? exact(null);
  if (exactHit) return exactHit;
  const key = (rule: { from: string; locale: string | null }) => {
    const segments = rule.from === '/' ? [] : rule.from.slice(1).split('/');
    const prefix = segments.findIndex((segment) => segment.startsWith(':'));
    return { prefix, params: segments.filter((segment) => segment.startsWith(':')).length, scoped: rule.locale !== null ? 0 : 1 };
  };
  const candidates = rules.filter(
    (rule) =>
      rule.from.includes(':') &&
      (rule.locale === null || rule.locale === locale) &&
      match(rule.reference, { decode: decodeURIComponent, sensitive: true })(path) !== false
  );
  candidates.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return y.prefix - x.prefix || x.params - y.params || x.scoped - y.scoped || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0);
  });
  return candidates[0];
};

describe('the redirect matcher against a scan of every rule', () => {
  it('follows the same rule', () => {
    fc.assert(
      fc.property(
        fc.array(ruleArbitrary, { maxLength: 8 }),
        fc.array(fc.constantFrom(...TEXT), { maxLength: 5 }),
        fc.constantFrom(null, 'en', 'fr'),
        (drawn, segments, locale) => {
          const rules = drawn.map(({ pieces, locale: scope }, i) => ({ ...patternsOf(pieces), locale: scope, index: i }));
          // At most one exact rule per path and scope, as stored redirects are.
          const unique = rules.filter(
            (rule, i) =>
              rule.ours.includes(':') || !rules.slice(i + 1).some((other) => other.ours === rule.ours && other.locale === rule.locale)
          );
          const path = `/${segments.join('/')}`;
          const expected = referenceChoice(
            unique.map((rule) => ({ from: rule.ours, reference: rule.reference, locale: rule.locale, index: rule.index })),
            path,
            locale
          );
          const found = redirectMatcher(
            unique.map((rule) => ({ from: rule.ours, to: `/to-${rule.index}`, status_code: 301, locale: rule.locale }))
          ).match(path, {
            locale,
          });
          expect(found?.to ?? null).toBe(expected ? `/to-${expected.index}` : null);
        }
      ),
      { numRuns: 3000, seed: 20261129 }
    );
  });
});
