import { useEffect, useState } from 'react';
import type { CheckEntryAlias } from '../../../../shared/contracts/entry-alias';
import { useEntryAliasApi } from '../../api/entry-alias';

// Long enough not to ask the server on every keystroke, short enough to feel live.
const DEBOUNCE_MS = 300;

export type PathCheck = CheckEntryAlias.Response['data'] | null;

/**
 * Checks a hand-written path with the server (format and uniqueness in the locale) once the
 * user stops typing; null while nothing is checked or a check is under way.
 */
export const usePathCheck = (model: string, request: Omit<CheckEntryAlias.Request, 'path'>, path: string | null): PathCheck => {
  const api = useEntryAliasApi();
  const [result, setResult] = useState<PathCheck>(null);
  const { documentId, locale } = request;

  useEffect(() => {
    setResult(null);
    if (path === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .check(model, { documentId, locale, path }, controller.signal)
        .then(setResult)
        // An aborted or failed check shows nothing; the save validates again on the server.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, model, documentId, locale, path]);

  return result;
};
