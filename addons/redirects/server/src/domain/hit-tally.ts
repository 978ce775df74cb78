import { tally } from './tally';

/** A miss to count: a normalised path, its locale ('' for none) and the referrer to keep. */
export interface Hit {
  path: string;
  locale: string;
  referrer: string | null;
}

/** The hits of one (path, locale) counted since the last write. */
export interface PendingHits extends Hit {
  hits: number;
  firstSeen: Date;
  lastSeen: Date;
}

/** The identity of a hit's row: its (path, locale) pair. */
export const hitKey = ({ path, locale }: Pick<Hit, 'path' | 'locale'>) => `${locale}\u0000${path}`;

/**
 * The 404 intake's hits held in memory between two writes, one entry per (path, locale) (see
 * domain/tally): past `maxPaths` entries a new path is refused until `take` empties it.
 */
export const hitTally = (maxPaths: number) =>
  tally<Hit, PendingHits>(maxPaths, {
    key: hitKey,
    open: (hit, at) => ({ ...hit, hits: 1, firstSeen: at, lastSeen: at }),
    add(known, hit, at) {
      known.hits += 1;
      known.lastSeen = at;
      // A hit without a referrer keeps the last one known, as the stored row does.
      if (hit.referrer) known.referrer = hit.referrer;
    },
    restore(known, row) {
      known.hits += row.hits;
      known.firstSeen = row.firstSeen;
      // The referrer counted since is the later one; keep it when there is one.
      known.referrer ??= row.referrer;
    },
  });

export type HitTally = ReturnType<typeof hitTally>;
