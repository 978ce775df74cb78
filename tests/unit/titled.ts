/**
 * Rows for `it.each(rows)('%s', (title, row) => ...)`. Vitest cuts a `$name` title to 40
 * characters; a title passed as a `%s` string stays whole, so a failure names the behaviour.
 */
export const titled = <T>(cases: ReadonlyArray<T>, title: (row: T) => string): Array<[string, T]> => cases.map((row) => [title(row), row]);
