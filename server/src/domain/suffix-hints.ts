import { isPathOfBase } from './unique-path';

/**
 * The last collision suffix handed out per base path, for titles several entries share: the next
 * save of the base writes the suffix after it, and a lookup starts right after it instead of
 * counting the taken suffixes again. It is only a hint: the unique index has the last word, so a
 * hint made stale by another server or a deletion costs a query, never a duplicate. The least
 * recently used key is forgotten first, past `capacity` keys.
 */
export const createSuffixHints = (capacity: number) => {
  const last = new Map<string, number>();
  return {
    /** The suffix after the last one handed out under `key`, or undefined when none is known. */
    next(key: string): number | undefined {
      const suffix = last.get(key);
      if (suffix === undefined) return undefined;
      last.delete(key);
      last.set(key, suffix);
      return suffix + 1;
    },

    /** Records that `path` was handed out for `base` under `key`; only a suffixed path counts. */
    remember(key: string, base: string, path: string): void {
      if (path === base || !isPathOfBase(path, base)) return;
      last.delete(key);
      last.set(key, Number(path.slice(base.length + 1)));
      if (last.size > capacity) last.delete(last.keys().next().value as string);
    },
  };
};
