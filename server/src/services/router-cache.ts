import type { Core } from '@strapi/strapi';
import type { Config } from '../config';
import type { AliasRow } from './alias-store';
import { getService } from './get-service';

/** The live aliases at a path and their entries' aliases in the other locales. */
export interface LiveAliases {
  atPath: AliasRow[];
  siblings: AliasRow[];
}

/**
 * The router's aliases of recently resolved paths, in memory, so that a request costs the entry's
 * own query only (the alias read was about a tenth of a router request). Only paths that resolved
 * are kept: a crawler's misses would push the pages out. The whole cache is dropped whenever the
 * alias set changes, which is rare next to reads:
 * - a write on this server is seen at once, through the writes counter of `alias-version`; a read
 *   that overlapped a write keeps nothing, since it may have read the aliases before the commit;
 * - a write on another server sharing the database (PostgreSQL, MySQL) is seen through the
 *   alias-set version, read at most once per `routerCache.refreshMs`: another server's writes
 *   reach this one's router within that time. An SQLite file has one server.
 * Entries are evicted oldest-used first past `routerCache.entries`.
 */
const routerCache = ({ strapi }: { strapi: Core.Strapi }) => {
  const cached = new Map<string, LiveAliases>();
  const settings = () => (strapi.config.get('plugin::sitetools') as Config).routerCache;
  const version = () => getService(strapi, 'alias-version');
  const shared = () => strapi.db.dialect.client !== 'sqlite';

  let writesSeen = 0;
  let sharedVersion: string | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  // Moves whenever the cache is dropped: a read that started before keeps nothing.
  let generation = 0;

  const drop = () => {
    cached.clear();
    generation += 1;
  };

  /** Drops the cache if the alias set changed since it was filled: here, or on another server. */
  const syncWithWrites = async () => {
    if (version().localWrites() !== writesSeen) {
      writesSeen = version().localWrites();
      drop();
    }
    if (!shared() || Date.now() - checkedAt < settings().refreshMs) return;
    checking ??= version()
      .read()
      .then((current) => {
        if (current !== sharedVersion) drop();
        sharedVersion = current;
        checkedAt = Date.now();
      })
      .finally(() => {
        checking = undefined;
      });
    await checking;
  };

  const keep = (path: string, found: LiveAliases) => {
    cached.set(path, found);
    if (cached.size > settings().entries) cached.delete(cached.keys().next().value as string);
  };

  return {
    /** The live aliases at `path` and their siblings, from memory when the alias set is unchanged. */
    async findLiveWithSiblings(path: string): Promise<LiveAliases> {
      if (settings().entries === 0) return getService(strapi, 'alias-store').findLiveWithSiblings(path);
      await syncWithWrites();
      const hit = cached.get(path);
      if (hit) {
        // Kept in order of use: the first entry of the map is the one evicted.
        cached.delete(path);
        cached.set(path, hit);
        return hit;
      }
      const started = generation;
      const found = await getService(strapi, 'alias-store').findLiveWithSiblings(path);
      await syncWithWrites();
      if (generation === started && found.atPath.length > 0) keep(path, found);
      return found;
    },
  };
};

export type RouterCacheService = ReturnType<typeof routerCache>;
export default routerCache;
