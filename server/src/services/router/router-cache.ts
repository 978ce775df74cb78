import type { Core } from '@strapi/strapi';
import type { contentTypeUid } from 'sitetools-kit/uid';
import type { Config } from '../../config';
import type { RouterQuery } from '../../validation/router-query';
import type { AliasRow } from '../aliases';
import { getService } from '../get-service';
import { cachedPaths } from './router-cache-paths';
import { preloadPaths } from './router-cache-preload';
import { queryMemory } from './router-cache-queries';
import { titleMemory, type Titles } from './router-cache-titles';
import { writeSync } from './router-cache-sync';

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

/**
 * How long a type's main field, read from the Content Manager's configuration, is used before it
 * is read again: a change made in "Configure the view" shows within this time, at the cost of one
 * read of the configuration per type and interval.
 */
const MAIN_FIELD_MS = 10_000;

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
 * - On SQLite, this server sees every write made through sitetools (services/platform/sqlite-owner refuses
 *   a second process on the file): there the first router request also loads every live path in
 *   the background (`preloadPaths`) when they all fit.
 * The entry itself is always read by the router (published only), so a stale alias can at worst
 * serve an entry at its previous path for that interval. Beside the paths, for the breadcrumbs:
 * - the titles of published entries (router-cache-titles), kept `routerCache.refreshMs` at most
 *   and dropped per type by a write through the Document Service (`forgetType`);
 * - each type's main field, as the Content Manager shows it, read again after 10 seconds. Design and measurements:
 * docs/design/front-end.md, docs/decisions/2026-11-27-one-router-cache.md. The parts it is made
 * of: router-cache-paths (the entries and their eviction), router-cache-sync (following the
 * writes), router-cache-preload (SQLite's preload), router-cache-queries (the query strings),
 * router-cache-titles (the crumbs' titles).
 */
const routerCache = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => (strapi.config.get('plugin::sitetools') as Config).routerCache;
  const store = () => getService(strapi, 'alias-store');
  const types = () => getService(strapi, 'content-types');
  const shared = () => strapi.db.dialect.client !== 'sqlite';
  const limit = () => settings().entries;
  const paths = cachedPaths(limit);
  const queries = queryMemory(limit);
  const dropAll = () => {
    paths.clear();
    queries.clear();
  };
  const writes = writeSync({ strapi, paths, dropAll, shared, refreshMs: () => settings().refreshMs });
  let preloading: Promise<void> | undefined;
  const titles = titleMemory(strapi, settings, (uid) => types().localized(uid));
  const mainFields = new Map<string, { field: string; until: number }>();

  // Lookups answered from memory and read from the database, since the start: the hit rate.
  const counts = { hits: 0, misses: 0 };

  /** `path` from memory, else read and kept; called once this server's writes are applied (`writes.sync`). */
  const lookUp = (path: string, keepMissing: boolean): CachedPath | Promise<CachedPath> => {
    const hit = paths.use(path);
    counts[hit ? 'hits' : 'misses'] += 1;
    return hit ?? readAndKeep(path, keepMissing);
  };

  const readAndKeep = async (path: string, keepMissing: boolean) => {
    const mark = writes.mark();
    const found = await store().findLiveWithSiblings(path);
    await writes.sync();
    return (found.atPath.length > 0 || keepMissing) && writes.stillTrue(mark, path, found) ? paths.keep(path, found) : found;
  };

  return {
    /**
     * The live aliases at `path` and their siblings, from memory when unchanged since they were
     * read. A hit is answered at once, not as a promise. A path nobody owns is kept only when
     * `keepMissing` (the prefixes of live paths that breadcrumbs look up: few, and asked on every
     * request), never for the paths visitors ask, which anyone can make up by the million.
     */
    at(path: string, { keepMissing = false }: { keepMissing?: boolean } = {}): CachedPath | Promise<CachedPath> {
      if (limit() === 0) return store().findLiveWithSiblings(path);
      if (!shared()) {
        preloading ??= preloadPaths({ store, paths, writes, limit }).catch((error: unknown) => {
          // Nothing is lost: paths are then read as they are asked for.
          strapi.log.warn(`sitetools: the router could not load the live paths in advance: ${(error as Error).message}`);
        });
      }
      const syncing = writes.sync();
      return syncing ? syncing.then(() => lookUp(path, keepMissing)) : lookUp(path, keepMissing);
    },

    /**
     * The checked parameters of `querystring`, remembered since a request with it resolved and as
     * long as its path stays cached. Writes are applied by the path's lookup that follows
     * (`at`), before anything that may have changed is used.
     */
    rememberedQuery(querystring: string): RouterQuery | undefined {
      return queries.remembered(querystring);
    },

    /** Remembers the checked parameters of `querystring`, whose path just resolved, with its path's entry. */
    rememberQuery(querystring: string, query: RouterQuery) {
      queries.remember(querystring, query, paths.get(query.path));
    },

    /** Field `field` of the published entries `documentIds` of `uid` in `locale`; an entry not published is absent. */
    titles(uid: string, field: string, documentIds: string[], locale: string): Promise<Titles> {
      return titles.of(uid, field, documentIds, locale);
    },

    /** The field the Content Manager shows as an entry's title (its list view's main field). */
    async mainField(uid: string): Promise<string> {
      const known = mainFields.get(uid);
      if (known && known.until > Date.now()) return known.field;
      const field = await types().mainField(uid);
      mainFields.set(uid, { field, until: Date.now() + MAIN_FIELD_MS });
      return field;
    },

    /**
     * What the cache holds and how well it serves: the paths kept, the bound (`routerCache.entries`),
     * and the lookups answered from memory (`hits`) or read (`misses`) since the server started.
     */
    stats(): { paths: number; limit: number; hits: number; misses: number } {
      return { paths: paths.size(), limit: limit(), ...counts };
    },

    /** Drops what is kept of type `uid` beside its aliases (its titles): one of its entries was written. */
    forgetType(uid: string): void {
      titles.forgetType(uid);
    },
  };
};

export default routerCache;
