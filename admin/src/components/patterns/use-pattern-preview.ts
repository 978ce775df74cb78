import { useDebounce } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import type { PreviewUrlPattern, UrlPatternInput } from '../../../../shared/contracts/url-pattern';
import { useUrlPatternsApi } from '../../api/url-patterns';
import { fieldError, type FieldError } from './server-error';

const DELAY_MS = 400;

export interface PatternPreviewState {
  preview?: PreviewUrlPattern.Response['data'];
  error?: FieldError;
  loading: boolean;
}

/**
 * Previews the pattern as it is typed: one request after typing pauses, the previous one
 * aborted, so a slow answer for an older pattern never replaces a newer one.
 */
export const usePatternPreview = ({ contenttype, localeCode, pattern: typed }: UrlPatternInput): PatternPreviewState => {
  const api = useUrlPatternsApi();
  // Only the typed text waits; a new content type or locale previews at once.
  const pattern = useDebounce(typed, DELAY_MS);
  const [state, setState] = useState<PatternPreviewState>({ loading: false });

  useEffect(() => {
    if (!contenttype || !pattern) {
      setState({ loading: false });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    api
      .preview({ contenttype, localeCode, pattern }, controller.signal)
      .then((preview) => setState({ preview, loading: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ error: fieldError(error), loading: false });
      });
    return () => controller.abort();
  }, [api, contenttype, localeCode, pattern]);

  return state;
};
