import { type AliasRow, type AliasStore, ownerKey } from '../aliases';
import type { CachedPaths } from './router-cache-paths';
import type { WriteSync } from './router-cache-sync';

// Aliases read per query.
const BATCH = 1000;

/** Adds `value` to the list at `key`. */
const append = <T>(lists: Map<string, T[]>, key: string, value: T) => {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
};

/**
 * Loads every live path of the site into the router cache (part of router-cache: on SQLite, where
 * this server sees every write), read in batches of aliases by id; paths a write touched
 * meanwhile, or that a request has cached since, are left as they are. A site with more live
 * aliases than the cache holds (`limit()`) is not loaded: a path's entry needs every alias at the
 * path and of its entries, so a part could only be loaded by reading the whole (a million aliases
 * held at once for a moment), and an arbitrary part would serve visitors no better than the paths
 * they ask for, which the cache then keeps, least recently used first out.
 */
export const preloadPaths = async ({
  store,
  paths,
  writes,
  limit,
}: {
  store: () => Pick<AliasStore, 'countLive' | 'findLive'>;
  paths: CachedPaths;
  writes: WriteSync;
  limit: () => number;
}): Promise<void> => {
  if ((await store().countLive()) > limit()) return;
  const mark = writes.mark();
  const byOwner = new Map<string, AliasRow[]>();
  for (let afterId = 0; ;) {
    const batch = await store().findLive(afterId, BATCH);
    if (batch.length === 0) break;
    for (const alias of batch) append(byOwner, ownerKey(alias), alias);
    afterId = batch[batch.length - 1].id;
  }
  await writes.sync();
  const atPaths = new Map<string, AliasRow[]>();
  for (const aliases of byOwner.values()) for (const alias of aliases) append(atPaths, alias.url_path, alias);
  for (const [path, atPath] of atPaths) {
    if (paths.size() >= limit()) break;
    const found = { atPath, siblings: [...new Set(atPath.map(ownerKey))].flatMap((key) => byOwner.get(key) ?? []) };
    if (!paths.has(path) && writes.stillTrue(mark, path, found)) paths.keep(path, found);
  }
};
