/** A query parameter value as Strapi's parser reads it (`qs`): scalars, arrays and nested objects. */
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

const pairs = (prefix: string, value: QueryValue): Array<[string, string]> => {
  if (value === undefined) return [];
  if (value === null) return [[prefix, '']];
  if (Array.isArray(value)) return value.flatMap((item, index) => pairs(`${prefix}[${index}]`, item));
  if (typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => pairs(`${prefix}[${key}]`, item));
  return [[prefix, String(value)]];
};

// Brackets and `$` are legal in a query string; kept readable, as Strapi's own docs write them.
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%24/g, '$');

/** Encodes parameters in the bracket notation Strapi parses (`populate[author][fields][0]=name`). */
export const toQueryString = (params: Record<string, QueryValue>): string =>
  Object.entries(params)
    .flatMap(([key, value]) => pairs(key, value))
    .map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`)
    .join('&');
