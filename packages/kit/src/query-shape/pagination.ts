import { fail, isRecord, type KeyPath } from './problem';
import { checkBooleanLike, checkInteger } from './values';

/** The smallest value of each pagination parameter (`limit=-1` is Strapi's "up to the maximum"). */
export const PAGINATION_MINIMUMS = { page: 1, pageSize: 1, start: 0, limit: -1 } as const;
const PAGE_BASED = ['page', 'pageSize'];
const OFFSET_BASED = ['start', 'limit'];

/** `pagination`: `page`/`pageSize` or `start`/`limit` (never both kinds), and `withCount`. */
export const checkPagination = (value: unknown, path: KeyPath) => {
  if (!isRecord(value)) fail(path, 'must be an object (pagination[page], pagination[pageSize], ...)');
  for (const [key, operand] of Object.entries(value)) {
    const at = [...path, key];
    if (key === 'withCount') checkBooleanLike(operand, at);
    else if (key in PAGINATION_MINIMUMS) {
      checkInteger(operand, at, PAGINATION_MINIMUMS[key as keyof typeof PAGINATION_MINIMUMS]);
    } else fail(at, 'is not a pagination parameter (page, pageSize, start, limit, withCount)');
  }
  const keys = Object.keys(value);
  if (keys.some((key) => PAGE_BASED.includes(key)) && keys.some((key) => OFFSET_BASED.includes(key))) {
    fail(path, 'cannot mix page/pageSize with start/limit');
  }
};
