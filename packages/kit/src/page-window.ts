/**
 * Where a numbered page of a list is read from. A database reaches row N of an order by stepping
 * over the N rows before it (OFFSET), so the last pages of a long list cost the most; read from
 * the other end of the order (every sort key reversed, the rows reversed back), no page steps
 * over more than half the list: the last page of a million rows costs what the first does.
 */
export interface PageWindow {
  /** Rows to step over, from the start of the order or, when `reversed`, from its end. */
  readonly offset: number;
  readonly limit: number;
  /** Read in the reversed order; the rows read come out last first. */
  readonly reversed: boolean;
}

/** Where page `page` (from 1) of `pageSize` rows is read from in a list of `total` rows. */
export const pageWindow = ({ page, pageSize, total }: { page: number; pageSize: number; total: number }): PageWindow => {
  const start = (page - 1) * pageSize;
  const end = Math.min(start + pageSize, total);
  // Past the end: an empty page, read from the start as any other.
  if (end <= start) return { offset: start, limit: pageSize, reversed: false };
  const fromEnd = total - end;
  return fromEnd < start ? { offset: fromEnd, limit: end - start, reversed: true } : { offset: start, limit: end - start, reversed: false };
};

/** The opposite direction, for reading a window reversed. */
export const flipDirection = (direction: 'asc' | 'desc'): 'asc' | 'desc' => (direction === 'asc' ? 'desc' : 'asc');
