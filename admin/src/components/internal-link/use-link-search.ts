import { useEffect, useState } from 'react';
import type { LinkTarget } from '../../../../shared/contracts/internal-link';
import { useLinkTargetsApi } from '../../api/link-targets';

// Waits this long after the last keystroke before searching, so typing does not flood the server.
const DEBOUNCE_MS = 250;

/** The picker's results for `q` in `locale`, refreshed as the editor types; null before the first answer. */
export const useLinkSearch = (q: string | null, locale: string | undefined) => {
  const api = useLinkTargetsApi();
  const [results, setResults] = useState<LinkTarget[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (q === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.find({ q, ...(locale ? { locale } : {}) }, controller.signal).then(
        (found) => {
          setResults(found);
          setFailed(false);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        }
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, q, locale]);

  return { results, failed };
};
