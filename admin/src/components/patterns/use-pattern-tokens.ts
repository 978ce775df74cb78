import type { TokenSuggestion } from '../../../../shared/contracts/url-pattern';
import { useGetPatternTokensQuery } from '../../api/patterns-api';

const NONE: TokenSuggestion[] = [];

/** The tokens a pattern of the content type can use, loaded when the type changes. */
export const usePatternTokens = (contenttype: string): TokenSuggestion[] => {
  // `currentData`, not `data`: the previous type's tokens are not offered while the new ones load.
  // Without suggestions the input still works as a plain text field; the preview reports problems.
  const { currentData } = useGetPatternTokensQuery({ contenttype }, { skip: !contenttype });
  return currentData ?? NONE;
};
