/**
 * A list's search written to the page URL: a search sets `q` and goes back to the first page,
 * an empty one removes both. The admin's query helper writes values unencoded, so a search for
 * "a&b" is encoded here.
 */
export const searchInUrl =
  (setQuery: (query: { q: string; page: string }, method?: 'push' | 'remove') => void) =>
  (value: string): void =>
    value ? setQuery({ q: encodeURIComponent(value), page: '1' }) : setQuery({ q: '', page: '' }, 'remove');
