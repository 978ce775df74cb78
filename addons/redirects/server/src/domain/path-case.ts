import type { PathPolicy } from 'sitetools-kit/path-policy';
import { RedirectPatternError, parseRedirectSource, parseRedirectTarget, type PatternToken } from 'sitetools-kit/redirect-match';
import { writePattern, type RedirectInput } from './redirect-rules';

// The path part of a source or target, before any query string or fragment.
const lowerPathPart = (value: string): string => {
  const end = value.search(/[?#]/);
  return end < 0 ? value.toLowerCase() : `${value.slice(0, end).toLowerCase()}${value.slice(end)}`;
};

const lowerStatics = (tokens: ReadonlyArray<PatternToken>): PatternToken[] =>
  tokens.map((token) => (token.kind === 'static' ? { kind: 'static', value: token.value.toLowerCase() } : token));

/**
 * A pattern rule's source and local target with their static segments lowercased; parameter
 * names and constraints keep their case (`:id(\d+)` is not `:id(\D+)`). Input the pattern rules
 * refuse is left as it is, for validation to name.
 */
const foldPattern = (from: string, to: unknown): { from: string; to: unknown } => {
  try {
    const source = parseRedirectSource(from.trim());
    if (source.kind !== 'pattern') return foldExact(from, to);
    const folded = writePattern(lowerStatics(source.tokens));
    if (typeof to !== 'string' || !to.trim().startsWith('/')) return { from: folded, to };
    const target = parseRedirectTarget(to.trim(), source.tokens);
    return { from: folded, to: target.suffix === '' ? writePattern(lowerStatics(target.tokens), { target: true }) : to };
  } catch (error) {
    if (error instanceof RedirectPatternError) return { from, to };
    throw error;
  }
};

/**
 * `input` with its source and local target lowercased when the path policy says case does not
 * count (`paths.caseSensitive: false` in the core's config), so that a rule is stored in the form
 * the core stores paths and looks requests up in: `/Old` and `/old` are one source, and a rule's
 * target is the page's own path. A pattern keeps the case of its parameter names and constraints
 * (see `foldPattern`). Absolute URLs and query strings keep theirs: they are another site's or the
 * page's business.
 */
export const foldRedirectInput = (input: RedirectInput, policy: PathPolicy): RedirectInput => {
  if (policy.caseSensitive || typeof input.from !== 'string') return input;
  return { ...input, ...(input.from.includes(':') ? foldPattern(input.from, input.to) : foldExact(input.from, input.to)) };
};

/** An exact rule's source and local target lowercased (`/Wiki/Special:Search` too: a colon inside a segment is text). */
const foldExact = (from: string, to: unknown): { from: string; to: unknown } => {
  const localTo = typeof to === 'string' && to.trim().startsWith('/');
  return { from: lowerPathPart(from), to: localTo ? lowerPathPart(to) : to };
};
