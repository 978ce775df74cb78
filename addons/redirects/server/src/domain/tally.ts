/**
 * How a tally counts one kind of item: the identity of its row, the row a first item opens, how a
 * later item adds to it, and how a row given back after a failed write joins the one counted since.
 */
export interface TallyRules<Item, Row> {
  key: (item: Item | Row) => string;
  open: (item: Item, at: Date) => Row;
  add: (row: Row, item: Item, at: Date) => void;
  /** Adds `earlier` (a row handed out by `take` and not written) into `later`, counted since. */
  restore: (later: Row, earlier: Row) => void;
}

/**
 * An intake's counts held in memory between two writes, one row per key: a storm of repeated
 * items costs one row write per key and interval, not one per item. Bounded: past `maxRows` rows a
 * new key is refused (`add` answers false) until `take` empties it.
 */
export const tally = <Item, Row extends object>(maxRows: number, rules: TallyRules<Item, Row>) => {
  let pending = new Map<string, Row>();

  return {
    /** Counts an item at `at`; false when its key is new and the tally is full. */
    add(item: Item, at: Date): boolean {
      const key = rules.key(item);
      const known = pending.get(key);
      if (known) {
        rules.add(known, item, at);
        return true;
      }
      if (pending.size >= maxRows) return false;
      pending.set(key, rules.open(item, at));
      return true;
    },

    /**
     * Gives back rows that `take` handed out and that could not be written, added to what was
     * counted since. They may take the tally past `maxRows` for one write: they were held before,
     * and dropping them would lose them.
     */
    restore(rows: Row[]): void {
      for (const row of rows) {
        const key = rules.key(row);
        const known = pending.get(key);
        if (known) rules.restore(known, row);
        else pending.set(key, { ...row });
      }
    },

    /** The pending rows, oldest key first; the tally starts empty again. */
    take(): Row[] {
      const taken = [...pending.values()];
      pending = new Map();
      return taken;
    },

    get size(): number {
      return pending.size;
    },
  };
};

/** A tally whatever it counts: what the intake's write loop uses. */
export interface Tally<Row> {
  take(): Row[];
  restore(rows: Row[]): void;
  readonly size: number;
}
