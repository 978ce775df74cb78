import { RedirectPatternError } from './errors';
import { canonicalQuery, type RedirectQueryPolicy } from './query';
import { compileSource, type CompiledSource } from './source';
import { parseRedirectTarget, type RedirectTarget } from './target';
import { tailOf, type PatternTail } from './tail';
import { paramsOf, splitQuery, type PatternToken } from './tokens';

/** A redirect as the matcher takes it: a stored row, a manifest entry, or one a caller builds. */
export interface RedirectRule {
  /** A stored path, or a pattern (see `parseRedirectSource`); with `query: 'exact'`, then `?query`. */
  from: string;
  /** A path or an absolute URL, which may reuse the source's parameters; null only for a gone code. */
  to: string | null;
  status_code: number;
  /** null or absent: every locale (see sitetools-kit/redirect-locale). */
  locale?: string | null;
  query?: RedirectQueryPolicy;
}

/** The codes that say a page is gone for good, with no target: 410 Gone, 451 Unavailable For Legal Reasons. */
export const GONE_CODES: ReadonlySet<number> = new Set([410, 451]);

/** A rule read once, when the matcher is built. */
export interface CompiledRule<R extends RedirectRule> {
  readonly rule: R;
  readonly locale: string | null;
  /** The canonical query a `query: 'exact'` rule needs, else null. */
  readonly queryKey: string | null;
  /** The exact path, for a rule without parameters. */
  readonly path: string;
  /** The source and target of a pattern rule; null for an exact one, whose `to` is used as written. */
  readonly pattern: { source: CompiledSource; target: RedirectTarget | null; prefix: number; params: number } | null;
  /**
   * Set for a pattern that is a static prefix then one parameter: all its lookups read, here
   * rather than under `pattern`, so that a hit reads two objects fewer (measured: on paths each
   * asked for once, each object read is a cache miss).
   */
  readonly tail: PatternTail | null;
}

// The exact path of a source whose colons are all text (`/\:x`, `/a:b`).
const unescaped = (tokens: ReadonlyArray<PatternToken>): string =>
  `/${tokens.map((token) => (token.kind === 'static' ? token.value : '')).join('/')}`;

/** Reads a rule; throws {@link RedirectPatternError} for one that no request may follow. */
export const compileRule = <R extends RedirectRule>(rule: R): CompiledRule<R> => {
  if (rule.to === null && !GONE_CODES.has(rule.status_code)) {
    throw new RedirectPatternError('to', '', 'missing-target', 'is required unless status_code is 410 or 451 (gone)');
  }
  const query = rule.query ?? 'pass';
  const split = query === 'exact' ? splitQuery(rule.from) : { path: rule.from, query: null };
  const source = split.path.includes(':') ? compileSource(split.path) : null;
  const params = source === null ? 0 : paramsOf(source.tokens).length;
  // One literal with every field in one order, for every rule: lookups then read objects of a
  // single shape (measured while exact rules were compiled too: built with an object spread, an
  // exact hit among 1k rules took three times as long, 3M lookups a second against 10M).
  const pattern = source === null || params === 0 ? null : patternOf(source, rule.to, params);
  return {
    rule,
    locale: rule.locale ? rule.locale : null,
    queryKey: query === 'exact' ? canonicalQuery(split.query ?? '') : null,
    path: source !== null && params === 0 ? unescaped(source.tokens) : split.path,
    pattern,
    tail: pattern === null ? null : tailOf(pattern.source, pattern.target, pattern.prefix),
  };
};

const patternOf = (source: CompiledSource, to: string | null, params: number): NonNullable<CompiledRule<RedirectRule>['pattern']> => {
  const target = to === null ? null : parseRedirectTarget(to, source.tokens);
  return { source, target, prefix: source.tokens.findIndex((token) => token.kind === 'param'), params };
};
