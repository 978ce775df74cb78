import type { PathPolicy } from 'sitetools-kit/path-policy';
import type { RedirectInput } from './redirect-rules';

// The path part of a source or target, before any query string or fragment.
const lowerPathPart = (value: string): string => {
  const end = value.search(/[?#]/);
  return end < 0 ? value.toLowerCase() : `${value.slice(0, end).toLowerCase()}${value.slice(end)}`;
};

/**
 * `input` with its exact source and local target lowercased when the path policy says case does
 * not count (`paths.caseSensitive: false` in the core's config), so that a rule is stored in the
 * form the core stores paths and looks requests up in: `/Old` and `/old` are one source, and a
 * rule's target is the page's own path. A source or target with a ":" (a pattern, or a
 * parameter in the target) keeps its case: its parameter names and constraints are
 * case-sensitive, so pattern sources are written in lowercase on such a site. Absolute URLs and
 * query strings keep theirs too: they are another site's or the page's business.
 */
export const foldRedirectInput = (input: RedirectInput, policy: PathPolicy): RedirectInput => {
  if (policy.caseSensitive) return input;
  const exact = typeof input.from === 'string' && !input.from.includes(':');
  const from = exact ? lowerPathPart(input.from as string) : input.from;
  const localTo = typeof input.to === 'string' && input.to.trim().startsWith('/') && !input.to.includes(':');
  const to = exact && localTo ? lowerPathPart(input.to as string) : input.to;
  return { ...input, from, to };
};
