/**
 * A redirect with draft & publish is a draft row and, once published, a published row. The
 * draft holds the latest edit, so it is what rules and imports compare against. Chosen here
 * rather than by ordering on `publishedAt`: databases disagree on where NULLs sort.
 */
export const latestVersion = <T extends { publishedAt?: unknown }>(rows: ReadonlyArray<T>): T | undefined =>
  rows.find((row) => row.publishedAt === null || row.publishedAt === undefined) ?? rows[0];
