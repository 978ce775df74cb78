import type { RouterQuery } from '../../validation/router-query';
import type { PathEntry } from './router-cache-paths';

/**
 * The query strings that asked for cached paths, each with its checked parameters (part of
 * router-cache): at most `limit()` strings, oldest first out. A string's record names the entry it
 * was remembered with, rather than the entry listing its strings: the same lifetime for a fraction
 * of the memory of a set per entry (docs/decisions/2026-11-27-one-router-cache.md).
 */
export const queryMemory = (limit: () => number) => {
  const queries = new Map<string, { query: RouterQuery; entry: PathEntry }>();

  return {
    /** The checked parameters of `querystring`, while the entry it was remembered with is cached. */
    remembered(querystring: string): RouterQuery | undefined {
      const known = queries.get(querystring);
      if (!known?.entry.dropped) return known?.query;
      queries.delete(querystring);
      return undefined;
    },

    /** Remembers the checked parameters of `querystring` with `entry`, its path's entry (none: not cached). */
    remember(querystring: string, query: RouterQuery, entry: PathEntry | undefined) {
      // Checks that depend on the entry's type or on the app's settings are made on every request:
      // `populate` and `fields` against the type, extra parameters by `rest.strictParams`.
      if (!entry || query.populate !== undefined || query.fields !== undefined || query.extra !== undefined) return;
      queries.delete(querystring);
      if (queries.size >= limit()) queries.delete(queries.keys().next().value as string);
      queries.set(querystring, { query: Object.freeze({ ...query }), entry });
    },

    /** Forgets every string (everything was dropped at once). */
    clear() {
      queries.clear();
    },
  };
};
