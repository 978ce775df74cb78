import fc from 'fast-check';
import { parseRedirectTarget, redirectMatcher, renderTarget, type RedirectRule } from 'sitetools-kit/redirect-match';
import { describe, expect, it } from 'vitest';
import { matchSegments } from '../../packages/kit/src/redirect-match/segments';
import { compileSource } from '../../packages/kit/src/redirect-match/source';

// Segments that need nothing, a space, a non-ASCII letter, a percent sign, digits, and a
// backslash (a local target must not start with "/\").
const TEXT = ['a', 'b', 'x y', 'café', '100%', '42', '\\n'];
const MODIFIERS = ['', '?', '*', '+'] as const;
const CONSTRAINTS = [null, '\\d+', '[a-z]+'] as const;

const param = fc.record({ modifier: fc.constantFrom(...MODIFIERS), constraint: fc.constantFrom(...CONSTRAINTS) });
const segment = fc.oneof(fc.constantFrom(...TEXT.slice(0, 2)), param);
type Segment = string | { modifier: (typeof MODIFIERS)[number]; constraint: string | null };

const sourceOf = (segments: Segment[]) =>
  `/${segments.map((item, i) => (typeof item === 'string' ? item : `:p${i}${item.constraint === null ? '' : `(${item.constraint})`}${item.modifier}`)).join('/')}`;
// The same path with each parameter as its source has it, without the constraint (not allowed in a target).
const targetPathOf = (segments: Segment[]) =>
  segments.map((item, i) => (typeof item === 'string' ? `/${item}` : `/:p${i}${item.modifier}`)).join('');

const TARGETS = ['local', 'absolute', 'gone', 'prefix only'] as const;
const ruleArbitrary = fc.record({
  segments: fc.array(segment, { maxLength: 4 }),
  target: fc.constantFrom(...TARGETS),
  query: fc.constantFrom('pass', 'ignore', 'exact') as fc.Arbitrary<RedirectRule['query']>,
  locale: fc.constantFrom(null, 'en', 'fr'),
});

interface DrawnRule {
  segments: Segment[];
  target: (typeof TARGETS)[number];
  query: RedirectRule['query'];
  locale: string | null;
}

const rulesOf = (drawn: DrawnRule[]): RedirectRule[] =>
  drawn.map(({ segments, target, query, locale }, i) => {
    const path = targetPathOf(segments);
    const to = { local: `/to-${i}${path}`, absolute: `https://n.test/${i}${path}`, gone: null, 'prefix only': `/to-${i}` }[target];
    const from = sourceOf(segments) + (query === 'exact' ? '?k=v' : '');
    return { from, to, status_code: to === null ? 410 : 301, locale, query };
  });

const pathArbitrary = fc.record({
  // Mostly the rules' own text, so that many requests reach a rule.
  segments: fc.array(fc.constantFrom('a', 'b', 'a', 'b', ...TEXT), { maxLength: 5 }),
  trailingSlash: fc.boolean(),
});
const requestArbitrary = fc.record({
  path: fc.nat(),
  locale: fc.constantFrom(undefined, 'en', 'fr'),
  search: fc.constantFrom(undefined, '?k=v', 'x=1', '?x=1&k=v'),
});

describe('the redirect matcher with and without its cache of answers', () => {
  it('gives the same answers on random sequences of requests', () => {
    fc.assert(
      fc.property(
        fc.array(ruleArbitrary, { maxLength: 10 }),
        // A few paths, each asked for again with other locales and queries.
        fc.array(pathArbitrary, { minLength: 1, maxLength: 3 }),
        fc.array(requestArbitrary, { maxLength: 30 }),
        (drawn, paths, requests) => {
          const rules = rulesOf(drawn);
          const uncached = redirectMatcher(rules, { patternCache: 0 });
          // Two answers kept at most: most lookups evict one; and the default size.
          const matchers = [redirectMatcher(rules, { patternCache: 2 }), redirectMatcher(rules)];
          for (const { path, locale, search } of requests) {
            const { segments, trailingSlash } = paths[path % paths.length];
            const pathname = `/${segments.map(encodeURIComponent).join('/')}${trailingSlash ? '/' : ''}`;
            const expected = uncached.match(pathname, { locale, search });
            for (const matcher of matchers) expect(matcher.match(pathname, { locale, search })).toEqual(expected);
          }
        }
      ),
      { numRuns: 3000, seed: 20261129 }
    );
  });
});

describe('the redirect matcher while its cache is skipped', () => {
  // Over 1,024 lookups that find few kept answers, the cache is asked only one time in 16; with
  // paths that come back it is asked again. Neither changes an answer.
  it('gives the same answers through paths asked for once, then paths that come back', () => {
    const rules: RedirectRule[] = [
      { from: '/blog/:slug', to: '/news/:slug', status_code: 301 },
      { from: '/blog/kept', to: '/exact', status_code: 302 },
      { from: '/docs/:path*', to: 'https://docs.test/:path*', status_code: 308, locale: 'en' },
      { from: '/docs/:path*', to: null, status_code: 410 },
    ];
    const uncached = redirectMatcher(rules, { patternCache: 0 });
    const cached = redirectMatcher(rules, { patternCache: 64 });
    const once = Array.from({ length: 5000 }, (_, i) => (i % 2 === 0 ? `/blog/post-${i}` : `/docs/a/${i}/`));
    const again = Array.from({ length: 5000 }, (_, i) => ['/blog/kept', '/blog/x', '/docs/a/b', '/docs', '/other'][i % 5]);
    [...once, ...again, ...once.slice(0, 2000)].forEach((pathname, i) => {
      const request = { locale: i % 3 === 0 ? 'en' : undefined, search: i % 7 === 0 ? '?x=1' : undefined };
      expect(cached.match(pathname, request)).toEqual(uncached.match(pathname, request));
    });
  });
});

describe('a pattern that is a static prefix then one parameter', () => {
  // Its lookups read one slice of the path and render from parts worked out once: held here to
  // the general reading, matchSegments then renderTarget.
  it('matches and renders as the general reading does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 }),
        param,
        fc.constantFrom('/to/:p', '/:p', '/to/:p/end', 'https://n.test/:p', 'https://n.test/to/:p/?q=1#f', '/:p/:p', '/fixed'),
        fc.array(fc.constantFrom(...TEXT), { maxLength: 4 }),
        (prefix, { modifier, constraint }, written, segments) => {
          const from = `/${[...prefix, `:p${constraint === null ? '' : `(${constraint})`}${modifier}`].join('/')}`;
          // A target whose modifier cannot hold the source's values is refused; then use the source's own.
          const use = `:p${modifier}`;
          const to = written.replaceAll(':p', use);
          const source = compileSource(from);
          let target;
          try {
            target = parseRedirectTarget(to, source.tokens);
          } catch {
            target = parseRedirectTarget(`/to/${use}`, source.tokens);
          }
          const values = matchSegments(source, 0, segments);
          const rendered = values === null ? null : renderTarget(target, values);
          const offSite = rendered !== null && target.origin === '' && /^\/[/\\]/.test(rendered);
          const pathname = `/${segments.map(encodeURIComponent).join('/')}`;
          const found = redirectMatcher([{ from, to: target.text, status_code: 301 }], { patternCache: 0 }).match(pathname);
          expect(found?.to ?? null).toBe(offSite ? null : rendered);
        }
      ),
      { numRuns: 3000, seed: 20261129 }
    );
  });
});
