/**
 * Recent answers by key, bounded, in two generations (the scheme of quick-lru): a key found in
 * the young map costs one map read; one found in the old map is copied to the young one; when
 * the young map holds half the limit it becomes the old one and the old one is dropped. At most
 * `limit` keys are held, the most recently used among them, and a hit keeps no list in order.
 */
export class AnswerCache<T> {
  private young = new Map<string, T>();
  private old = new Map<string, T>();
  private readonly half: number;

  constructor(limit: number) {
    this.half = Math.max(1, Math.floor(limit / 2));
  }

  get(key: string): T | undefined {
    const found = this.young.get(key);
    if (found !== undefined) return found;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: string, value: T): void {
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}
