/**
 * Reads Next.js `redirects()` entries, as `vercel.json` holds them too: `source` in
 * path-to-regexp syntax (the kit's patterns are a subset of it), `destination`, `statusCode` or
 * `permanent` (308 or 307), and `has` conditions on the query, which become an exact query rule.
 */
import { readLine, refuseLine, segmentWithPartialParam, statusOf, type ImportLine } from './import-line';

interface Condition {
  type?: unknown;
  key?: unknown;
  value?: unknown;
}

// A `has` value is a regular expression; the one a literal value makes is `^value$`, escaped.
const literalValue = (value: unknown): string | null => {
  // No value (or an empty one) matches any value of the parameter: no exact query says that.
  if (typeof value !== 'string' || value === '') return null;
  const literal = /^\^((?:\\.|[^\\^$.|?*+()[\]{}])*)\$$/.exec(value) ?? /^((?:\\.|[^\\^$.|?*+()[\]{}])*)$/.exec(value);
  return literal ? literal[1].replace(/\\(.)/g, '$1') : null;
};

const queryOf = (has: unknown, missing: unknown): string | { refused: string } => {
  if (Array.isArray(missing) && missing.length > 0) return { refused: 'the rule has "missing" conditions, which a sitetools rule has not' };
  if (has === undefined) return '';
  if (!Array.isArray(has)) return { refused: '"has" must be a list of conditions' };
  const pairs: string[] = [];
  for (const condition of has as Condition[]) {
    if (condition?.type !== 'query')
      return { refused: `the rule has a "${String(condition?.type)}" condition: a sitetools rule matches the path and the query only` };
    const value = literalValue(condition.value);
    if (typeof condition.key !== 'string' || value === null) {
      return {
        refused: 'the rule matches any value or a regular expression of a query parameter: a sitetools rule matches a query exactly',
      };
    }
    try {
      pairs.push(`${encodeURIComponent(condition.key)}=${encodeURIComponent(value)}`);
    } catch {
      return { refused: 'the query condition holds text that cannot be a URL (an unpaired surrogate)' };
    }
  }
  return pairs.join('&');
};

// path-to-regexp reads "\:" and the like as literal text: a path without parameters is exact.
const unescapeExact = (source: string): string => (/(^|[^\\])[:(*]/.test(source) ? source : source.replace(/\\(.)/g, '$1'));

/** One entry, checked for what sitetools can hold; the rules check the rest. */
export const readNextRedirect = (line: number, entry: unknown): ImportLine => {
  if (typeof entry !== 'object' || entry === null) return refuseLine(line, {}, 'the entry is not an object');
  const { source, destination, statusCode, permanent, has, missing } = entry as Record<string, unknown>;
  const written = { from: source, to: destination, status_code: statusCode };
  const status =
    statusCode !== undefined ? (typeof statusCode === 'string' ? statusOf(statusCode, 308) : statusCode) : permanent === false ? 307 : 308;
  const query = queryOf(has, missing);
  if (typeof query !== 'string') return refuseLine(line, written, query.refused);
  if (typeof source !== 'string') return refuseLine(line, written, 'the entry has no "source"');
  const partial =
    segmentWithPartialParam(source) ??
    (typeof destination === 'string' ? segmentWithPartialParam(destination.replace(/^[a-z]+:\/\/[^/]*/i, '')) : null);
  if (partial !== null) {
    return refuseLine(
      line,
      written,
      `"${partial}" is not a whole-segment parameter: the pattern syntax has no groups or parameters inside a segment`
    );
  }
  const from = unescapeExact(source);
  const notes = query === '' ? [] : ['Next.js matches those query parameters among others; this rule matches that query exactly'];
  return readLine(
    line,
    { from: query === '' ? from : `${from}?${query}`, to: destination, status_code: status, ...(query === '' ? {} : { query: 'exact' }) },
    notes
  );
};
