import type { Core } from '@strapi/strapi';
import type { contentTypeUid } from 'sitetools-kit/uid';
import type { Config } from '../config';
import type { RouterQuery } from '../validation/router-query';
import type { AliasRow } from './alias-store';
import { ownerKey, type AliasChange } from './alias-version';
import { getService } from './get-service';

type Schema = Core.Strapi['contentTypes'][keyof Core.Strapi['contentTypes']];

/** Where a path leads in a locale: its alias and type, and the meta the router answers with. */
export interface PathTarget {
  /** The `?locale=` it was worked out for ('' without). */
  asked: string;
  alias: AliasRow;
  uid: ReturnType<typeof contentTypeUid>;
  schema: Schema;
  localized: boolean;
  /** Shared by every answer for the path until its aliases change: never changed. */
  alternates: Array<{ locale: string; path: string }>;
}

/** The live aliases at a path and every live alias of their entries (the router's alternates). */
export interface CachedPath {
  readonly atPath: AliasRow[];
  readonly siblings: AliasRow[];
  /**
   * What the path leads to for the last `?locale=` asked (a path is nearly always asked for the
   * same way), set by the router. A choice made by the default locale is never set: the default
   * can change without an alias write.
   */
  target?: PathTarget;
}

/** A path's entry in the cache; `dropped` once it leaves, which ends what was remembered with it. */
interface PathEntry extends CachedPath {
  dropped: boolean;
}

/** Adds `value` to the list at `key`. */
const append = <T>(lists: Map<string, T[]>, key: string, value: T) => {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
};

/** Whether `change` may have changed what was read at `path`. */
const touches = (change: AliasChange, path: string, found: CachedPath) =>
  change.paths.includes(path) || change.owners.some((owner) => found.siblings.some((alias) => ownerKey(alias) === ownerKey(owner)));

/**
 * Everything the router remembers between requests, so that a repeated request costs the entry's
 * own query and little else (the alias read and the query string's reading and checks are what
 * kept the router under a native findOne). One entry per resolved path holds all of it:
 * - the path's live aliases and their entries' other aliases (the alternates);
 * - what they lead to for the last `?locale=` asked (`target`, set by the router);
 * - the query strings that asked for the path, each with its checked parameters
 *   (`rememberedQuery`): reading one gives the same result every time, but it is used only while
 *   its path's entry is cached, so it needs no rule of its own. Only strings without `populate`,
 *   `fields` or extra parameters are kept: their checks need the entry's type, and extra
 *   parameters must meet `rest.strictParams` (or reach the type's route stack) on every request.
 *
 * The one protocol: an entry is dropped whole, and anything that may be stale goes with it.
 * - Only paths that resolve are kept (a crawler's misses would push the pages out), at most
 *   `routerCache.entries` paths (0 turns the cache off) and as many query strings, least
 *   recently used path first out, oldest query string first out.
 * - This server's alias writes (alias-version's record of each) drop the paths they touched and
 *   every path of the entries they changed, at once; a read that overlapped such a write keeps
 *   nothing, since it may have read the aliases before the commit.
 * - Other servers sharing the database (PostgreSQL, MySQL) are seen through the alias-set version,
 *   read at most once per `routerCache.refreshMs`; when it moved, everything is dropped. Their
 *   writes reach this router within that time.
 * - SQLite has one server, which sees every write made through sitetools: there the first router
 *   request also loads every live path in the background (`preload`).
 * The entry itself is always read by the router (published only), so a stale alias can at worst
 * serve an entry at its previous path for that interval. Design and measurements:
 * docs/design/front-end.md, docs/decisions/2026-11-27-one-router-cache.md.
 */
const routerCache = ({ strapi }: { strapi: Core.Strapi }) => {
  const cached = new Map<string, PathEntry>();
  const pathsOfOwner = new Map<string, Set<string>>();
  // A query string's record names the entry it was remembered with, rather than the entry listing
  // its strings: the same lifetime for a fraction of the memory of a set per entry
  // (docs/decisions/2026-11-27-one-router-cache.md).
  const queries = new Map<string, { query: RouterQuery; entry: PathEntry }>();
  const settings = () => (strapi.config.get('plugin::sitetools') as Config).routerCache;
  const version = () => getService(strapi, 'alias-version');
  const store = () => getService(strapi, 'alias-store');
  const shared = () => strapi.db.dialect.client !== 'sqlite';

  let seen = 0;
  let sharedVersion: string | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  let preloading: Promise<void> | undefined;
  // Moves whenever everything is dropped: a read that started before keeps nothing.
  let generation = 0;

  const forget = (path: string) => {
    const found = cached.get(path);
    if (!found) return;
    cached.delete(path);
    found.dropped = true;
    for (const alias of found.siblings) {
      const paths = pathsOfOwner.get(ownerKey(alias));
      paths?.delete(path);
      if (paths?.size === 0) pathsOfOwner.delete(ownerKey(alias));
    }
  };

  const dropAll = () => {
    cached.clear();
    pathsOfOwner.clear();
    queries.clear();
    generation += 1;
  };

  const keep = (path: string, found: CachedPath): PathEntry => {
    forget(path);
    const entry = { atPath: found.atPath, siblings: found.siblings, dropped: false };
    cached.set(path, entry);
    for (const alias of found.siblings) {
      const key = ownerKey(alias);
      pathsOfOwner.set(key, (pathsOfOwner.get(key) ?? new Set()).add(path));
    }
    if (cached.size > settings().entries) forget(cached.keys().next().value as string);
    return entry;
  };

  const applyLocalWrites = () => {
    if (version().sequence() === seen) return;
    const changes = version().changesSince(seen);
    seen = version().sequence();
    if (changes === null) return dropAll();
    for (const { paths, owners } of changes) {
      paths.forEach(forget);
      for (const owner of owners) [...(pathsOfOwner.get(ownerKey(owner)) ?? [])].forEach(forget);
    }
  };

  /** Applies the writes seen since the last call; a promise only when the shared version is due for a read. */
  const syncWithWrites = (): Promise<void> | undefined => {
    applyLocalWrites();
    if (!shared() || Date.now() - checkedAt < settings().refreshMs) return undefined;
    checking ??= version()
      .read()
      .then((current) => {
        if (current !== sharedVersion) dropAll();
        sharedVersion = current;
        checkedAt = Date.now();
      })
      .finally(() => {
        checking = undefined;
      });
    return checking;
  };

  /** Whether what was read since `started` (a sequence) in `atGeneration` may be kept. */
  const stillTrue = (started: number, atGeneration: number, path: string, found: CachedPath) => {
    const changes = version().changesSince(started);
    return generation === atGeneration && changes !== null && !changes.some((change) => touches(change, path, found));
  };

  /** Every live path of the site, read in batches of aliases; paths a write touched meanwhile are left to be read. */
  const preload = async () => {
    const [started, atGeneration] = [version().sequence(), generation];
    const byOwner = new Map<string, AliasRow[]>();
    for (let afterId = 0; ;) {
      const batch = await store().findLive(afterId, 1000);
      if (batch.length === 0) break;
      for (const alias of batch) append(byOwner, ownerKey(alias), alias);
      afterId = batch[batch.length - 1].id;
    }
    await syncWithWrites();
    const atPaths = new Map<string, AliasRow[]>();
    for (const aliases of byOwner.values()) for (const alias of aliases) append(atPaths, alias.url_path, alias);
    for (const [path, atPath] of atPaths) {
      if (cached.size >= settings().entries) break;
      const found = { atPath, siblings: [...new Set(atPath.map(ownerKey))].flatMap((key) => byOwner.get(key) ?? []) };
      if (!cached.has(path) && stillTrue(started, atGeneration, path, found)) keep(path, found);
    }
  };

  /** `path` from memory, else read and kept; called once this server's writes are applied (syncWithWrites). */
  const lookUp = (path: string, keepMissing: boolean): CachedPath | Promise<CachedPath> => {
    const hit = cached.get(path);
    if (hit) {
      // Kept in order of use: the first entry of the map is the one evicted.
      cached.delete(path);
      cached.set(path, hit);
      return hit;
    }
    return readAndKeep(path, keepMissing);
  };

  const readAndKeep = async (path: string, keepMissing: boolean) => {
    const [started, atGeneration] = [version().sequence(), generation];
    const found = await store().findLiveWithSiblings(path);
    await syncWithWrites();
    return (found.atPath.length > 0 || keepMissing) && stillTrue(started, atGeneration, path, found) ? keep(path, found) : found;
  };

  return {
    /**
     * The live aliases at `path` and their siblings, from memory when unchanged since they were
     * read. A hit is answered at once, not as a promise. A path nobody owns is kept only when
     * `keepMissing` (the prefixes of live paths that breadcrumbs look up: few, and asked on every
     * request), never for the paths visitors ask, which anyone can make up by the million.
     */
    at(path: string, { keepMissing = false }: { keepMissing?: boolean } = {}): CachedPath | Promise<CachedPath> {
      if (settings().entries === 0) return store().findLiveWithSiblings(path);
      if (!shared()) {
        preloading ??= preload().catch((error: unknown) => {
          // Nothing is lost: paths are then read as they are asked for.
          strapi.log.warn(`sitetools: the router could not load the live paths in advance: ${(error as Error).message}`);
        });
      }
      const syncing = syncWithWrites();
      return syncing ? syncing.then(() => lookUp(path, keepMissing)) : lookUp(path, keepMissing);
    },

    /**
     * The checked parameters of `querystring`, remembered since a request with it resolved and as
     * long as its path stays cached. Writes are applied by the path's lookup that follows
     * (`at`), before anything that may have changed is used.
     */
    rememberedQuery(querystring: string): RouterQuery | undefined {
      const known = queries.get(querystring);
      if (!known?.entry.dropped) return known?.query;
      queries.delete(querystring);
      return undefined;
    },

    /** Remembers the checked parameters of `querystring`, whose path just resolved, with its path's entry. */
    rememberQuery(querystring: string, query: RouterQuery) {
      const entry = cached.get(query.path);
      // Checks that depend on the entry's type or on the app's settings are made on every request:
      // `populate` and `fields` against the type, extra parameters by `rest.strictParams`.
      if (!entry || query.populate !== undefined || query.fields !== undefined || query.extra !== undefined) return;
      queries.delete(querystring);
      if (queries.size >= settings().entries) queries.delete(queries.keys().next().value as string);
      queries.set(querystring, { query: Object.freeze({ ...query }), entry });
    },
  };
};

export default routerCache;
