import { matchablePathname, type PathPolicy } from './path-policy';
import { pathOf } from './redirect-match/matcher';
import { compileRule, type RedirectRule } from './redirect-match/rule';

/**
 * A Bloom filter of the redirect rules' sources, so that a front-end tells at once, without the
 * manifest, whether a request may redirect at all: "no" is always right (no false negative), "maybe"
 * is wrong for under 1% of the paths no rule starts at. The server builds it and the
 * client reads it with this one module, so that both hash a path the same way.
 *
 * What goes in: the key each exact rule is looked up by in the matcher (its stored path, without
 * the query of a `query: 'exact'` rule, whatever its locale). A pattern rule cannot be a key: its
 * static prefix (`/blog` for `/blog/:slug`, `/` for `/:slug`) is listed instead, and every path
 * at or under a listed prefix is a "maybe". A request's path is read as the matcher reads it
 * (the path policy's case folding, then the path rules: `/About/` and `//about` are `/about`).
 *
 * The hash, `fnv1a32-fmix32`: `a` = 32-bit FNV-1a over the key's UTF-8 bytes; `h1` = murmur3's
 * fmix32 of `a`; `h2` = fmix32 of `h1`, with its lowest bit set. The k bits are
 * `(h1 + i * h2) mod m` for i = 0..k-1, computed without wrapping (under 2^37), bit `b` being bit
 * `b & 7` (least significant first) of byte `b >> 3`.
 */
const BLOOM_HASH = 'fnv1a32-fmix32';

/**
 * The false-positive rate a filter is sized for: 0.8%, so that the rate measured on real paths,
 * which strays around the rate of the formula, stays under the 1% promised (sized for 1% exactly,
 * 1.03% was measured over 100k keys).
 */
const BLOOM_FALSE_POSITIVES = 0.008;

/** A filter as the bloom route sends it (`bits` in base64). */
export interface RedirectBloomData {
  hash: typeof BLOOM_HASH;
  /** Bits (a multiple of 8). */
  m: number;
  /** Bits set per key. */
  k: number;
  /** Keys added. */
  n: number;
  bits: string;
  /** The static prefixes of the pattern rules: a path at or under one may redirect. */
  patterns: string[];
}

interface Bloom {
  m: number;
  k: number;
  bits: Uint8Array;
}

const step = (hash: number, byte: number): number => Math.imul(hash ^ byte, 0x01000193);

// FNV-1a over the UTF-8 bytes of `key`, encoded on the fly: most keys are ASCII, and an encoder's
// array per key would cost more than the hash.
const fnv1a = (key: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    let code = key.charCodeAt(i);
    if (code < 0x80) {
      hash = step(hash, code);
      continue;
    }
    if (code < 0x800) {
      hash = step(step(hash, 0xc0 | (code >> 6)), 0x80 | (code & 63));
      continue;
    }
    const next = key.charCodeAt(i + 1);
    if (code >= 0xd800 && code < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      i += 1;
      hash = step(step(hash, 0xf0 | (code >> 18)), 0x80 | ((code >> 12) & 63));
    } else {
      // A lone surrogate (no normal path holds one) is U+FFFD, as TextEncoder writes it.
      if (code >= 0xd800 && code < 0xe000) code = 0xfffd;
      hash = step(hash, 0xe0 | (code >> 12));
    }
    hash = step(step(hash, 0x80 | ((code >> 6) & 63)), 0x80 | (code & 63));
  }
  return hash >>> 0;
};

const fmix32 = (value: number): number => {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

// The two hashes of the last key `hashKey` read: kept here rather than returned in an object, so
// that a lookup allocates nothing.
let h1 = 0;
let h2 = 0;
const hashKey = (key: string): void => {
  h1 = fmix32(fnv1a(key));
  h2 = (fmix32(h1) | 1) >>> 0;
};

/**
 * The size for `n` keys at false-positive rate `p`: m = -n ln p / (ln 2)^2 bits, rounded up to a
 * whole byte (at least 64 bits), and k = -log2 p hash functions, rounded (7 for 0.8%).
 */
export const bloomSize = (n: number, p = BLOOM_FALSE_POSITIVES): { m: number; k: number } => {
  const bits = Math.ceil((-n * Math.log(p)) / Math.LN2 ** 2);
  return { m: Math.max(64, Math.ceil(bits / 8) * 8), k: Math.max(1, Math.round(-Math.log2(p))) };
};

/** A filter holding `keys`. */
const buildBloom = (keys: ReadonlyArray<string>): Bloom => {
  const { m, k } = bloomSize(keys.length);
  const bits = new Uint8Array(m / 8);
  for (const key of keys) {
    hashKey(key);
    for (let i = 0; i < k; i += 1) {
      const bit = (h1 + i * h2) % m;
      bits[bit >> 3] |= 1 << (bit & 7);
    }
  }
  return { m, k, bits };
};

/** Whether `key` may be in the filter: false means it is not. */
const bloomHas = ({ m, k, bits }: Bloom, key: string): boolean => {
  hashKey(key);
  for (let i = 0; i < k; i += 1) {
    const bit = (h1 + i * h2) % m;
    if ((bits[bit >> 3] & (1 << (bit & 7))) === 0) return false;
  }
  return true;
};

// Base64 by atob and btoa, which every runtime the client targets has (Node 16+, browsers, edge),
// in chunks: String.fromCharCode takes its bytes as arguments.
const CHUNK = 0x8000;
const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (let at = 0; at < bytes.length; at += CHUNK) text += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(text);
};
const fromBase64 = (base64: string): Uint8Array => {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
};

/** The static prefix of a pattern's source: its segments before the first parameter ("/" when it starts with one). */
const staticPrefix = (tokens: ReadonlyArray<{ kind: string; value?: string }>, prefix: number): string =>
  `/${tokens
    .slice(0, prefix)
    .map((token) => token.value)
    .join('/')}`;

/** Whether `path` (normal) or one of its ancestors is in `prefixes`. */
const underPrefix = (path: string, prefixes: ReadonlySet<string>): boolean => {
  if (prefixes.has('/')) return true;
  for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) {
    if (prefixes.has(path.slice(0, end))) return true;
  }
  return false;
};

/**
 * The filter of `rules` (the published ones), in the bloom route's form. A rule the matcher would
 * leave out (it breaks a rule) is left out too. Prefixes under another listed one are dropped.
 */
export const redirectBloom = (rules: Iterable<RedirectRule>): RedirectBloomData => {
  const keys: string[] = [];
  const prefixes = new Set<string>();
  for (const rule of rules) {
    // The matcher's own shortcut: a plain path is its own key, with nothing compiled.
    if (rule.to !== null && rule.query !== 'exact' && !rule.from.includes(':')) {
      keys.push(rule.from);
      continue;
    }
    try {
      const compiled = compileRule(rule);
      if (compiled.pattern === null) keys.push(compiled.path);
      else prefixes.add(staticPrefix(compiled.pattern.source.tokens, compiled.pattern.prefix));
    } catch {
      // Left out by the matcher as well: no request follows it.
    }
  }
  const { m, k, bits } = buildBloom(keys);
  const patterns = [...prefixes].filter(
    (prefix) => prefix === '/' || !underPrefix(prefix.slice(0, prefix.lastIndexOf('/')) || '/', prefixes)
  );
  return { hash: BLOOM_HASH, m, k, n: keys.length, bits: toBase64(bits), patterns: patterns.sort() };
};

/** A filter read, answering for request paths. */
interface RedirectBloomFilter {
  /**
   * False when no rule can match a request for `pathname` (percent-encoded, as in a URL); true
   * when one may (under 1% of the paths without a rule also say true).
   */
  mayRedirect(pathname: string): boolean;
}

/** Reads a filter of the bloom route under the site's path `policy`; throws for a hash it does not know. */
export const redirectBloomFilter = (data: RedirectBloomData, policy: PathPolicy): RedirectBloomFilter => {
  if (data.hash !== BLOOM_HASH) throw new Error(`unknown redirect filter hash "${String(data.hash)}"`);
  const bloom = { m: data.m, k: data.k, bits: fromBase64(data.bits) };
  if (bloom.bits.length * 8 !== bloom.m) throw new Error(`the redirect filter holds ${bloom.bits.length * 8} bits, not ${bloom.m}`);
  const prefixes = new Set(data.patterns);
  return {
    mayRedirect(pathname) {
      // The key the matcher would look up: a path it refuses matches no rule.
      const path = pathOf(matchablePathname(pathname, policy));
      if (path === null) return false;
      return (prefixes.size > 0 && underPrefix(path, prefixes)) || bloomHas(bloom, path);
    },
  };
};
