// Bits of the filter of keys seen once (a power of two): 16 KB, about six times the keys it
// takes before it is cleared, so that a key seen for the first time is taken for one seen before
// about one time in fifty.
const SEEN_BITS = 1 << 17;

// FNV-1a over the key's UTF-16 code units: two 16-bit halves give the filter's two bits.
const hashOf = (key: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
};

/**
 * Recent answers by key, bounded, in two generations (the scheme of quick-lru): a key found in
 * the young map costs one map read; one found in the old map is copied to the young one; when
 * the young map holds half the limit it becomes the old one and the old one is dropped. At most
 * `limit` keys are held, the most recently used among them, and a hit keeps no list in order.
 *
 * A key is kept only the second time it is offered (a filter of keys seen once, TinyLFU's
 * doorkeeper): a path asked for once costs a hash and two bits, not a place in the maps (measured
 * on all-distinct paths: keeping every answer made each such lookup about a third slower, the
 * maps growing and turning over on memory no lookup reads again).
 */
export class AnswerCache<T> {
  private young = new Map<string, T>();
  private old = new Map<string, T>();
  private readonly half: number;
  private readonly seen = new Uint32Array(SEEN_BITS >>> 5);
  private marked = 0;

  constructor(limit: number) {
    this.half = Math.max(1, Math.floor(limit / 2));
  }

  get(key: string): T | undefined {
    const found = this.young.get(key);
    if (found !== undefined) return found;
    const aged = this.old.get(key);
    if (aged !== undefined) this.keep(key, aged);
    return aged;
  }

  /** Keeps `value` if `key` was offered before (since the filter was last cleared). */
  offer(key: string, value: T): void {
    const hash = hashOf(key);
    const a = hash & (SEEN_BITS - 1);
    const b = (hash >>> 15) & (SEEN_BITS - 1);
    const seen = this.seen;
    if ((seen[a >>> 5] & (1 << (a & 31))) !== 0 && (seen[b >>> 5] & (1 << (b & 31))) !== 0) {
      this.keep(key, value);
      return;
    }
    // Cleared after as many new keys as the cache holds: the filter stays sparse, and a key
    // comes back within that many others to be kept.
    if (this.marked >= this.half * 2) {
      seen.fill(0);
      this.marked = 0;
    }
    seen[a >>> 5] |= 1 << (a & 31);
    seen[b >>> 5] |= 1 << (b & 31);
    this.marked += 1;
  }

  private keep(key: string, value: T): void {
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}
