import { useDebounce } from '@strapi/strapi/admin';
import { useGetLinkTargetsQuery } from '../../api/link-search-api';

// Waits this long after the last keystroke before searching, so typing does not flood the server.
const DEBOUNCE_MS = 250;

/** The picker's results for `q` in `locale`, refreshed as the editor types; null before the first answer. */
export const useLinkSearch = (q: string | null, locale: string | undefined) => {
  const asked = useDebounce(q, DEBOUNCE_MS);
  const inLocale = useDebounce(locale, DEBOUNCE_MS);
  // `data` keeps the previous answer while the next one loads, as the list did before.
  const { data, isError } = useGetLinkTargetsQuery({ q: asked ?? '', ...(inLocale ? { locale: inLocale } : {}) }, { skip: asked === null });
  return { results: data ?? null, failed: isError };
};
