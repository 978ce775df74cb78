import { useEffect, useState } from 'react';
import type { TokenSuggestion } from '../../../../shared/contracts/url-pattern';
import { useUrlPatternsApi } from '../../api/url-patterns';

/** The tokens a pattern of the content type can use, loaded when the type changes. */
export const usePatternTokens = (contenttype: string): TokenSuggestion[] => {
  const api = useUrlPatternsApi();
  const [tokens, setTokens] = useState<TokenSuggestion[]>([]);

  useEffect(() => {
    setTokens([]);
    if (!contenttype) return undefined;
    const controller = new AbortController();
    // Without suggestions the input still works as a plain text field; the preview reports problems.
    api.tokens(contenttype, controller.signal).then(setTokens, () => undefined);
    return () => controller.abort();
  }, [api, contenttype]);

  return tokens;
};
