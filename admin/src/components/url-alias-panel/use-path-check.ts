import { useDebounce } from '@strapi/strapi/admin';
import type { CheckEntryAlias } from '../../../../shared/contracts/entry-alias';
import { useCheckEntryAliasQuery } from '../../api/sitetools-api';

// Long enough not to ask the server on every keystroke, short enough to feel live.
const DEBOUNCE_MS = 300;

export type PathCheck = CheckEntryAlias.Response['data'] | null;

/**
 * Checks a hand-written path with the server (format and uniqueness in the locale) once the
 * user stops typing; null while nothing is checked or a check is under way. A failed check shows
 * nothing: the save validates again on the server.
 */
export const usePathCheck = (model: string, request: Omit<CheckEntryAlias.Request, 'path'>, path: string | null): PathCheck => {
  const settled = useDebounce(path, DEBOUNCE_MS);
  const { documentId, locale } = request;
  const skip = path === null || settled !== path;
  // `currentData` is the answer for this very path, never the previous path's.
  const { currentData } = useCheckEntryAliasQuery({ model, documentId, locale, path: path ?? '' }, { skip });
  return skip ? null : (currentData ?? null);
};
