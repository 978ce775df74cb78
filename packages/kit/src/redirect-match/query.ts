/**
 * What a redirect does with a request's query string:
 * - `pass` (the default): the visitor's query goes on to the target, after the target's own; a
 *   key the target already has keeps the target's value (the visitor's pairs for it are dropped).
 * - `ignore`: the target as written.
 * - `exact`: the rule's `from` holds a query, and the rule matches only a request with the same
 *   pairs; the target as written.
 */
export type RedirectQueryPolicy = 'pass' | 'ignore' | 'exact';

const withoutMark = (search: string): string => (search.startsWith('?') ? search.slice(1) : search);

// As application/x-www-form-urlencoded is read (URLSearchParams): "+" is a space, then one
// percent-decoding; a malformed escape is kept as written rather than failing the lookup. Written
// out because the client compiles for ES2020 without the DOM library, where URLSearchParams is
// not iterable.
const decodeComponent = (text: string): string => {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

const pairsOf = (query: string): Array<[string, string]> =>
  withoutMark(query)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals < 0 ? [decodeComponent(pair), ''] : [decodeComponent(pair.slice(0, equals)), decodeComponent(pair.slice(equals + 1))];
    });

/**
 * A query's pairs in a form equal for equal queries: decoded (`+` and `%20` are both a space,
 * `a` and `a=` both an empty value), sorted by key. The sort is stable, so a key's repeated values
 * keep their order: `a=1&a=2` and `a=2&a=1` differ (frameworks read them as ordered lists), and
 * `a=1&a=1` differs from `a=1`. Pairs of different keys compare in any order.
 */
export const canonicalQuery = (search: string): string =>
  pairsOf(search)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * `target` with the visitor's `search` added (see `pass`). The visitor's pairs are kept as they
 * were sent, not re-encoded; a fragment of the target stays last.
 */
export const passQuery = (target: string, search: string | undefined): string => {
  const visitor = search ? withoutMark(search) : '';
  if (visitor === '') return target;
  const hash = target.indexOf('#');
  const base = hash < 0 ? target : target.slice(0, hash);
  const fragment = hash < 0 ? '' : target.slice(hash);
  const mark = base.indexOf('?');
  const own = new Set(mark < 0 ? [] : pairsOf(base.slice(mark + 1)).map(([key]) => key));
  const kept = visitor.split('&').filter((pair) => pair !== '' && !own.has(pairsOf(pair)[0][0]));
  if (kept.length === 0) return target;
  const joiner = mark < 0 ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${kept.join('&')}${fragment}`;
};
