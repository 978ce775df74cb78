/**
 * Rows per multi-row insert, and ids per `IN` list, in both plugins: SQLite takes at most 500 rows
 * in one insert (knex writes it as a compound SELECT and MAX_COMPOUND_SELECT is 500), and an `IN`
 * list this long stays under every database's bound-parameter limit (SQLite's, 999 in older builds).
 */
export const MAX_ROWS_PER_STATEMENT = 500;

/** `items` cut into runs of at most `size`, in order: one statement each. */
export const chunks = <T>(items: ReadonlyArray<T>, size = MAX_ROWS_PER_STATEMENT): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
