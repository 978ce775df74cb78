import type { QueryValue } from '../../packages/client/src/query';

/** Parameters and the query string Strapi's parser (`qs`) reads back as the same parameters. */
export interface QueryCase {
  readonly name: string;
  readonly params: Record<string, QueryValue>;
  readonly expected: string;
}

export const queryCases: ReadonlyArray<QueryCase> = [
  { name: 'a plain parameter, encoded', params: { path: '/pages/a b' }, expected: 'path=%2Fpages%2Fa%20b' },
  { name: 'undefined parameters left out', params: { path: '/a', locale: undefined }, expected: 'path=%2Fa' },
  { name: 'null as an empty value', params: { q: null }, expected: 'q=' },
  { name: 'an array by index', params: { fields: ['title', 'slug'] }, expected: 'fields[0]=title&fields[1]=slug' },
  {
    name: 'nested objects in brackets',
    params: { populate: { author: { fields: ['name'] } } },
    expected: 'populate[author][fields][0]=name',
  },
  { name: 'operators kept as keys', params: { filters: { id: { $gt: 10 } } }, expected: 'filters[id][$gt]=10' },
  {
    name: 'booleans and numbers as text',
    params: { pagination: { limit: 100, withCount: false } },
    expected: 'pagination[limit]=100&pagination[withCount]=false',
  },
  { name: 'a key with reserved characters encoded', params: { 'a&b': 'c=d' }, expected: 'a%26b=c%3Dd' },
];
