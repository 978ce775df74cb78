import { fail, type KeyPath } from './problem';

/**
 * How deep one parameter may nest and how many values a query may hold in all. The query-string
 * parser stops at 20 levels and 1,000 parameters; these bound the work below that, so a huge
 * query is a 400 before any check or query walks it. A real query (a populate three relations
 * deep with filters) stays under 12 levels.
 */
export const MAX_DEPTH = 16;
export const MAX_VALUES = 1_000;

/** Walks without recursion: a value built in code (not by the parser) may be arbitrarily deep. */
export const checkLimits = (query: Record<string, unknown>) => {
  let count = 0;
  const stack: Array<{ value: unknown; path: KeyPath }> = Object.entries(query).map(([key, value]) => ({
    value,
    path: [key],
  }));
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    count += 1;
    if (count > MAX_VALUES) fail([path[0]], `the query holds more than ${MAX_VALUES} values`);
    if (typeof value !== 'object' || value === null) continue;
    if (path.length > MAX_DEPTH) fail(path, `nests deeper than ${MAX_DEPTH} levels`);
    for (const [key, child] of Object.entries(value)) stack.push({ value: child, path: [...path, key] });
  }
};
