import fc from 'fast-check';
import { DEFAULT_PATH_POLICY, matchablePathname, type PathPolicy } from 'sitetools-kit/path-policy';
import { bloomSize, redirectBloom, redirectBloomFilter } from 'sitetools-kit/redirect-bloom';
import { redirectMatcher, type RedirectRule } from 'sitetools-kit/redirect-match';
import { describe, expect, it } from 'vitest';

const NO_CASE: PathPolicy = { trailingSlash: 'always', caseSensitive: false };
const rule = (from: string, extra: Partial<RedirectRule> = {}): RedirectRule => ({ from, to: '/to', status_code: 301, ...extra });
const filterOf = (rules: RedirectRule[], policy: PathPolicy = DEFAULT_PATH_POLICY) => redirectBloomFilter(redirectBloom(rules), policy);

describe('the redirect Bloom filter', () => {
  it.each([
    { n: 0, m: 64, k: 7 },
    { n: 1, m: 64, k: 7 },
    { n: 1000, m: 10_056, k: 7 },
    { n: 100_000, m: 1_004_952, k: 7 },
    { n: 1_000_000, m: 10_049_504, k: 7 },
  ])('is sized for 0.8% false positives: $n keys take $m bits and $k hashes', ({ n, m, k }) => {
    expect(bloomSize(n)).toEqual({ m, k });
  });

  // The bits of known keys as the Python of docs/redirects.md gives them, so that a change of the
  // hash or the bit order cannot go unnoticed: filters a server sends would then mean something
  // else to the clients already deployed.
  it.each([
    { keys: [], bits: 'AAAAAAAAAAA=' },
    { keys: ['/a'], bits: 'CARAIAACgQA=' },
    { keys: ['/old/1', '/café'], bits: 'ABMQogBEKEg=' },
  ])('sets the documented bits for $keys', ({ keys, bits }) => {
    expect(redirectBloom(keys.map((from) => rule(from))).bits).toBe(bits);
  });

  // The documented hash written again the plain way (TextEncoder, BigInt): the module's own UTF-8
  // encoding on the fly must give the same bits for every kind of character.
  const reference = (keys: string[], m: number, k: number): string => {
    const mul = (a: bigint, b: bigint) => (a * b) & 0xffffffffn;
    const fmix = (value: bigint) => {
      let h = mul(value ^ (value >> 16n), 0x85ebca6bn);
      h = mul(h ^ (h >> 13n), 0xc2b2ae35n);
      return h ^ (h >> 16n);
    };
    const bits = new Uint8Array(m / 8);
    for (const key of keys) {
      let hash = 0x811c9dc5n;
      for (const byte of new TextEncoder().encode(key)) hash = mul(hash ^ BigInt(byte), 0x01000193n);
      const h1 = fmix(hash);
      const h2 = fmix(h1) | 1n;
      for (let i = 0n; i < BigInt(k); i += 1n) {
        const bit = Number((h1 + i * h2) % BigInt(m));
        bits[bit >> 3] |= 1 << (bit & 7);
      }
    }
    return Buffer.from(bits).toString('base64');
  };
  it.each([
    { name: 'ASCII', keys: ['/', '/about', '/a/b/c-d_e.html', '/old/12345'] },
    { name: 'two-byte characters', keys: ['/café', '/straße', '/ß'] },
    { name: 'three-byte characters', keys: ['/日本語', '/€'] },
    { name: 'four-byte characters', keys: ['/😀', '/a/𝄞/b'] },
    { name: 'many keys', keys: Array.from({ length: 500 }, (_, i) => `/p/${i}/é${i}`) },
  ])('hashes $name as the plain implementation does', ({ keys }) => {
    const data = redirectBloom(keys.map((from) => rule(from)));
    expect(data.bits).toBe(reference(keys, data.m, data.k));
  });

  it.each([
    { name: 'the stored path', rules: [rule('/about')], path: '/about', may: true },
    { name: 'another form of it', rules: [rule('/about')], path: '//about/', may: true },
    { name: 'it percent-encoded', rules: [rule('/café')], path: '/caf%C3%A9', may: true },
    { name: 'a path with no rule', rules: [rule('/about')], path: '/contact', may: false },
    { name: 'a path the path rules refuse', rules: [rule('/about')], path: '/a/../about', may: false },
    { name: 'the path of an exact-query rule', rules: [rule('/search?q=1', { query: 'exact' })], path: '/search', may: true },
    { name: 'the path of a gone rule', rules: [rule('/old', { to: null, status_code: 410 })], path: '/old', may: true },
    { name: 'a rule scoped to a locale', rules: [rule('/fr/a', { locale: 'fr' })], path: '/fr/a', may: true },
    { name: 'an escaped colon', rules: [rule('/a/\\:b')], path: '/a/:b', may: true },
    { name: 'a path under a pattern', rules: [rule('/blog/:slug')], path: '/blog/anything', may: true },
    { name: 'a pattern prefix itself', rules: [rule('/docs/:path*')], path: '/docs', may: true },
    { name: 'a path beside a pattern', rules: [rule('/blog/:slug')], path: '/blogs/x', may: false },
    { name: 'any path under a root pattern', rules: [rule('/:slug/old')], path: '/x/y/z', may: true },
    { name: 'a rule the matcher refuses', rules: [rule('/a/:x(')], path: '/a/b', may: false },
  ])('answers $may for $name', ({ rules, path, may }) => {
    expect(filterOf(rules).mayRedirect(path)).toBe(may);
  });

  it('reads paths under the path policy: capitals where case does not count', () => {
    const filter = filterOf([rule('/about')], NO_CASE);
    expect(filter.mayRedirect('/About/')).toBe(true);
    expect(filterOf([rule('/about')]).mayRedirect('/About')).toBe(false);
  });

  it('lists each pattern prefix once, without those under another', () => {
    const data = redirectBloom([rule('/blog/:a'), rule('/blog/x/:b'), rule('/blog/:c/d'), rule('/docs/:p*'), rule('/about')]);
    expect(data).toMatchObject({ n: 1, patterns: ['/blog', '/docs'] });
  });

  it('refuses a filter of a hash it does not know, or of the wrong size', () => {
    const data = redirectBloom([rule('/a')]);
    expect(() => redirectBloomFilter({ ...data, hash: 'md5' as 'fnv1a32-fmix32' }, DEFAULT_PATH_POLICY)).toThrow(/unknown/);
    expect(() => redirectBloomFilter({ ...data, m: 128 }, DEFAULT_PATH_POLICY)).toThrow(/bits/);
  });

  it.each([{ n: 1000 }, { n: 100_000 }])('gives at most 1% false positives over $n keys, and no false negative', ({ n }) => {
    const filter = filterOf(Array.from({ length: n }, (_, i) => rule(`/old/${i}`)));
    let positives = 0;
    const probes = 100_000;
    for (let i = 0; i < probes; i += 1) if (filter.mayRedirect(`/new/${i}`)) positives += 1;
    expect(positives / probes).toBeLessThanOrEqual(0.01);
    for (let i = 0; i < n; i += 1) expect(filter.mayRedirect(`/old/${i}`)).toBe(true);
  });

  // Whatever the rules and the request, a path the matcher redirects is never a "no".
  it('never says no where the matcher finds a rule', () => {
    const segment = fc.constantFrom('a', 'B', 'café', '100%25', ':p', ':p*', ':p?', ':p(\\d+)', '42', '\\:x');
    const ruleArbitrary = fc.record({
      segments: fc.array(segment, { maxLength: 3 }),
      query: fc.constantFrom<RedirectRule['query']>('pass', 'ignore', 'exact'),
      locale: fc.constantFrom(null, 'en'),
      gone: fc.boolean(),
    });
    const requestSegment = fc.constantFrom('a', 'A', 'b', 'café', 'caf%C3%A9', '100%25', '42', ':x', '');
    fc.assert(
      fc.property(
        fc.array(ruleArbitrary, { maxLength: 8 }),
        fc.array(fc.record({ segments: fc.array(requestSegment, { maxLength: 4 }), slash: fc.boolean() }), { maxLength: 20 }),
        fc.boolean(),
        (drawn, requests, caseSensitive) => {
          const policy: PathPolicy = { trailingSlash: 'never', caseSensitive };
          const rules = drawn.map(({ segments, query, locale, gone }, i) => {
            const path = `/${segments.join('/')}`;
            const from = (caseSensitive ? path : path.toLowerCase()) + (query === 'exact' ? '?k=v' : '');
            return { from, to: gone ? null : `/to-${i}`, status_code: gone ? 410 : 301, locale, query };
          });
          const matcher = redirectMatcher(rules);
          const filter = filterOf(rules, policy);
          for (const { segments, slash } of requests) {
            const pathname = `/${segments.join('/')}${slash ? '/' : ''}`;
            for (const request of [{}, { locale: 'en', search: '?k=v' }]) {
              if (matcher.match(matchablePathname(pathname, policy), request) !== null) expect(filter.mayRedirect(pathname)).toBe(true);
            }
          }
        }
      ),
      { numRuns: 500 }
    );
  });
});
