import { ownerKey, type EntryOwner } from '../../domain/owner-key';
import type { CachedPath } from './router-cache';

/** A path's entry in the cache; `dropped` once it leaves, which ends what was remembered with it. */
export interface PathEntry extends CachedPath {
  dropped: boolean;
}

/**
 * The router cache's paths (part of router-cache): at most `limit()` of them, least recently used
 * first out, and for each entry (all its locales) the cached paths it has an alias among, at the
 * path or as an alternate, so that a write to the entry drops them all. When a path may be kept or
 * must be dropped is router-cache's protocol.
 */
export const cachedPaths = (limit: () => number) => {
  const cached = new Map<string, PathEntry>();
  // An entry's one path as a string, a Set only for an entry cached at several paths: nearly every
  // entry has one, and a Set per path cost a quarter of the cache's memory.
  const pathsOfOwner = new Map<string, string | Set<string>>();

  const pathsOf = (key: string): string[] => {
    const paths = pathsOfOwner.get(key);
    return paths === undefined ? [] : typeof paths === 'string' ? [paths] : [...paths];
  };

  const addPath = (key: string, path: string) => {
    const paths = pathsOfOwner.get(key);
    if (paths === undefined || paths === path) pathsOfOwner.set(key, path);
    else if (typeof paths === 'string') pathsOfOwner.set(key, new Set([paths, path]));
    else paths.add(path);
  };

  const removePath = (key: string, path: string) => {
    const paths = pathsOfOwner.get(key);
    if (paths === path || (typeof paths === 'object' && paths.delete(path) && paths.size === 0)) pathsOfOwner.delete(key);
  };

  const forget = (path: string) => {
    const found = cached.get(path);
    if (!found) return;
    cached.delete(path);
    found.dropped = true;
    for (const alias of found.siblings) removePath(ownerKey(alias), path);
  };

  return {
    forget,

    /** Drops every cached path of the entry `owner` (its alternates changed). */
    forgetOwner(owner: EntryOwner) {
      pathsOf(ownerKey(owner)).forEach(forget);
    },

    /** Drops every path. */
    clear() {
      cached.clear();
      pathsOfOwner.clear();
    },

    /** Keeps `found` as `path`'s entry, evicting the least recently used path when over the limit. */
    keep(path: string, found: CachedPath): PathEntry {
      forget(path);
      const entry = { atPath: found.atPath, siblings: found.siblings, dropped: false };
      cached.set(path, entry);
      for (const alias of found.siblings) addPath(ownerKey(alias), path);
      if (cached.size > limit()) forget(cached.keys().next().value as string);
      return entry;
    },

    /** `path`'s entry, counted as a use. */
    use(path: string): PathEntry | undefined {
      const hit = cached.get(path);
      if (!hit) return undefined;
      // Kept in order of use: the first entry of the map is the one evicted.
      cached.delete(path);
      cached.set(path, hit);
      return hit;
    },

    /** `path`'s entry, not counted as a use. */
    get: (path: string): PathEntry | undefined => cached.get(path),

    has: (path: string) => cached.has(path),

    size: () => cached.size,
  };
};

export type CachedPaths = ReturnType<typeof cachedPaths>;
