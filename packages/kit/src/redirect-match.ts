/**
 * Redirect rules with patterns, for every place that matches them: the addon's lookup for the
 * router's hint, the manifest's consumers and the client (which bundles this module, so it
 * imports nothing at run time). A source is an exact path or a pattern whose parameters are
 * whole segments (`/blog/:slug`, `/docs/:path*`, `/p/:id(\d+)`), a subset of Next.js
 * `redirects()`; a target may reuse its parameters.
 */
export { MAX_PATTERN_PARAMS, parseRedirectSource, type ParsedSource } from './redirect-match/source';
export { RedirectPatternError, type RedirectPatternProblem } from './redirect-match/errors';
export type { ConstraintSafety } from './redirect-match/constraint';
export { parseRedirectTarget, renderTarget, type ParamValues, type RedirectTarget } from './redirect-match/target';
export { splitQuery, type PatternToken } from './redirect-match/tokens';
export { canonicalQuery, type RedirectQueryPolicy } from './redirect-match/query';
export { GONE_CODES, type RedirectRule } from './redirect-match/rule';
export {
  redirectMatcher,
  type RedirectMatcherOptions,
  type RedirectMatchResult,
  type RedirectRequest,
  type RedirectRuleMatcher,
} from './redirect-match/matcher';
