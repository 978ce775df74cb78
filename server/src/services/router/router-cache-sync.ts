import type { Core } from '@strapi/strapi';
import { ownerKey, type AliasChange } from '../aliases';
import { getService } from '../get-service';
import type { CachedPath } from './router-cache';
import type { CachedPaths } from './router-cache-paths';

/** When a read started: taken before it, checked after it (`stillTrue`). */
export interface ReadMark {
  started: number;
  generation: number;
}

/** Whether `change` may have changed what was read at `path`. */
const touches = (change: AliasChange, path: string, found: CachedPath) =>
  change.paths.includes(path) || change.owners.some((owner) => found.siblings.some((alias) => ownerKey(alias) === ownerKey(owner)));

/**
 * How the router cache follows alias writes (part of router-cache, whose module comment holds the
 * rules): this server's writes through alias-version's record of each, other servers' through the
 * shared alias-set version, read at most once per `refreshMs()`.
 */
export const writeSync = ({
  strapi,
  paths,
  dropAll,
  shared,
  refreshMs,
}: {
  strapi: Core.Strapi;
  paths: CachedPaths;
  /** Drops the paths and everything remembered with them. */
  dropAll: () => void;
  /** Whether other servers may share the database. */
  shared: () => boolean;
  refreshMs: () => number;
}) => {
  const version = () => getService(strapi, 'alias-version');
  let seen = 0;
  let sharedVersion: string | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  // Moves whenever everything is dropped: a read that started before keeps nothing.
  let generation = 0;

  /** Drops everything and moves the generation. */
  const startOver = () => {
    dropAll();
    generation += 1;
  };

  const applyLocalWrites = () => {
    if (version().sequence() === seen) return;
    const changes = version().changesSince(seen);
    seen = version().sequence();
    if (changes === null) return startOver();
    for (const { paths: written, owners } of changes) {
      written.forEach(paths.forget);
      owners.forEach(paths.forgetOwner);
    }
  };

  return {
    /** Applies the writes seen since the last call; a promise only when the shared version is due for a read. */
    sync(): Promise<void> | undefined {
      applyLocalWrites();
      if (!shared() || Date.now() - checkedAt < refreshMs()) return undefined;
      checking ??= version()
        .read()
        .then((current) => {
          if (current !== sharedVersion) startOver();
          sharedVersion = current;
          checkedAt = Date.now();
        })
        .finally(() => {
          checking = undefined;
        });
      return checking;
    },

    /** Marks the start of a read of the aliases. */
    mark: (): ReadMark => ({ started: version().sequence(), generation }),

    /** Whether what was read at `path` since `mark` may be kept: no write since may have changed it. */
    stillTrue(mark: ReadMark, path: string, found: CachedPath): boolean {
      const changes = version().changesSince(mark.started);
      return generation === mark.generation && changes !== null && !changes.some((change) => touches(change, path, found));
    },
  };
};

export type WriteSync = ReturnType<typeof writeSync>;
