import { useDebounce } from '@strapi/strapi/admin';
import { useState } from 'react';
import type { PreviewUrlPattern, UrlPatternInput } from '../../../../shared/contracts/url-pattern';
import { usePreviewUrlPatternQuery } from '../../api/patterns-api';
import { fieldError, type FieldError } from './server-error';
import { hasOpenToken } from './token-query';

const DELAY_MS = 400;

export interface PatternPreviewState {
  preview?: PreviewUrlPattern.Response['data'];
  error?: FieldError;
  loading: boolean;
}

const sameInput = (a?: UrlPatternInput, b?: UrlPatternInput) =>
  a?.contenttype === b?.contenttype && a?.localeCode === b?.localeCode && a?.pattern === b?.pattern;

/**
 * Previews the pattern as it is typed: one request after typing pauses, each answer cached under
 * its own pattern, so a slow answer for an older pattern never replaces a newer one. A pattern
 * with a token still open (`/blog/[ti`) is being typed, not wrong: it is not sent and the last
 * pattern sent stays previewed; the server's error for a pattern shows only while the field
 * still holds that pattern.
 */
export const usePatternPreview = ({ contenttype, localeCode, pattern: typed }: UrlPatternInput): PatternPreviewState => {
  // Only the typed text waits; a new content type or locale previews at once.
  const pattern = useDebounce(typed, DELAY_MS);
  const [asked, setAsked] = useState<UrlPatternInput>();
  const next = !contenttype || !pattern ? undefined : hasOpenToken(pattern) ? asked : { contenttype, localeCode, pattern };
  // Adjusted while rendering, as React advises for state derived from the previous render's.
  if (!sameInput(next, asked)) setAsked(next);

  const { data, error, isFetching } = usePreviewUrlPatternQuery(next ?? { contenttype, pattern }, { skip: !next });
  if (!next) return { loading: false };
  if (error) return next.pattern === typed ? { error: fieldError(error), loading: isFetching } : { loading: isFetching };
  return { preview: data, loading: isFetching };
};
