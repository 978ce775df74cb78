import { useDebounce } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import type { PreviewUrlPattern, UrlPatternInput } from '../../../../shared/contracts/url-pattern';
import { useUrlPatternsApi } from '../../api/url-patterns';
import { fieldError, type FieldError } from './server-error';
import { hasOpenToken } from './token-query';

const DELAY_MS = 400;

export interface PatternPreviewState {
  preview?: PreviewUrlPattern.Response['data'];
  error?: FieldError;
  loading: boolean;
}

interface CheckedState extends PatternPreviewState {
  /** The pattern the error was given for. */
  checked?: string;
}

/**
 * Previews the pattern as it is typed: one request after typing pauses, the previous one
 * aborted, so a slow answer for an older pattern never replaces a newer one. A pattern with a
 * token still open (`/blog/[ti`) is being typed, not wrong: it is not sent, and the server's
 * error for an earlier pattern shows only while the field still holds that pattern.
 */
export const usePatternPreview = ({ contenttype, localeCode, pattern: typed }: UrlPatternInput): PatternPreviewState => {
  const api = useUrlPatternsApi();
  // Only the typed text waits; a new content type or locale previews at once.
  const pattern = useDebounce(typed, DELAY_MS);
  const [state, setState] = useState<CheckedState>({ loading: false });

  useEffect(() => {
    if (!contenttype || !pattern) {
      setState({ loading: false });
      return undefined;
    }
    if (hasOpenToken(pattern)) {
      setState(({ preview }) => ({ preview, loading: false }));
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    api
      .preview({ contenttype, localeCode, pattern }, controller.signal)
      .then((preview) => setState({ preview, loading: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ error: fieldError(error), checked: pattern, loading: false });
      });
    return () => controller.abort();
  }, [api, contenttype, localeCode, pattern]);

  const { checked, error, ...shown } = state;
  return checked === typed ? { ...shown, error } : shown;
};
