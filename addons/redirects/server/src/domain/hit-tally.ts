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
 * The intake's hits held in memory between two writes, one entry per (path, locale): a storm of
 * repeated misses costs one row write per path and interval, not one per hit. Bounded: past
 * `maxPaths` entries a new path is refused (`add` answers false) until `take` empties it.
 */
export const hitTally = (maxPaths: number) => {
  let pending = new Map<string, PendingHits>();

  return {
    /** Counts a hit at `at`; false when it is a new path and the tally is full. */
    add(hit: Hit, at: Date): boolean {
      const key = hitKey(hit);
      const known = pending.get(key);
      if (known) {
        known.hits += 1;
        known.lastSeen = at;
        // A hit without a referrer keeps the last one known, as the stored row does.
        if (hit.referrer) known.referrer = hit.referrer;
        return true;
      }
      if (pending.size >= maxPaths) return false;
      pending.set(key, { ...hit, hits: 1, firstSeen: at, lastSeen: at });
      return true;
    },

    /**
     * Gives back hits that `take` handed out and that could not be written, added to what was
     * counted since. They may take the tally past `maxPaths` for one write: they were held before,
     * and dropping them would lose them.
     */
    restore(rows: PendingHits[]): void {
      for (const row of rows) {
        const key = hitKey(row);
        const known = pending.get(key);
        if (!known) {
          pending.set(key, { ...row });
          continue;
        }
        known.hits += row.hits;
        known.firstSeen = row.firstSeen;
        // The referrer counted since is the later one; keep it when there is one.
        known.referrer ??= row.referrer;
      }
    },

    /** The pending hits, oldest path first; the tally starts empty again. */
    take(): PendingHits[] {
      const taken = [...pending.values()];
      pending = new Map();
      return taken;
    },

    get size(): number {
      return pending.size;
    },
  };
};

export type HitTally = ReturnType<typeof hitTally>;
