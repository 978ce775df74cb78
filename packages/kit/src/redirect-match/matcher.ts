import { MAX_PATH_LENGTH, normalizePath } from '../path';
import { AnswerCache } from './answer-cache';
import { ExactIndex } from './exact-index';
import { PatternIndex, type PatternRule } from './pattern-index';
import { patternLookup, type PatternAnswer } from './pattern-lookup';
import { canonicalQuery, passQuery } from './query';
import { compileRule, type CompiledRule, type RedirectRule } from './rule';

/** Where a matched request goes: `to` is null for a gone rule (410, 451). */
export interface RedirectMatchResult<R extends RedirectRule = RedirectRule> {
  to: string | null;
  statusCode: number;
  rule: R;
}

/** The request a lookup is for: its locale (none: only rules for every locale) and query string. */
export interface RedirectRequest {
  locale?: string | null;
  /** The query string as sent, with or without its leading "?". */
  search?: string;
}

/** How a matcher is built. */
export interface RedirectMatcherOptions<R extends RedirectRule> {
  /** Told about each rule left out because it breaks a rule (the server validated it; a newer server may know more). */
  onInvalid?: (rule: R, error: unknown) => void;
  /**
   * How many answers of pattern rules to keep for requests that come again (10,000 unless set;
   * 0 keeps none). Answers do not change with it: a matcher never changes, so a kept one stays right.
   */
  patternCache?: number;
}

// Measured: a kept answer costs a pattern hit about what an exact hit costs (about 100 ns against
// 300-400 ns to work it out, on the bench's pattern paths), and 10,000 kept answers hold about
// 5.5 MB (the path, its target, the answer and the map entries).
const DEFAULT_PATTERN_CACHE = 10_000;

/** Rules read once, answering lookups in memory. */
export interface RedirectRuleMatcher<R extends RedirectRule = RedirectRule> {
  /** The rules kept (those `onInvalid` was told about are left out). */
  readonly size: number;
  /** The rule a request for `pathname` (percent-encoded as in a URL) follows, or null. */
  match(pathname: string, request?: RedirectRequest): RedirectMatchResult<R> | null;
}

// Printable ASCII without `%`, `?`, `#` or `\`: nothing to decode, no control character, and NFC
// leaves it as it is.
const PLAIN = /^\/[!"$&'()*+,\-./0-9:;<=>@A-Z[\]^_`a-z{|}~]*$/;

/**
 * Whether the path rules would give `pathname` back unchanged, by a check far cheaper than
 * applying them: most pathnames a site serves already are normal, and a lookup on every request
 * must cost next to nothing.
 */
const isNormal = (pathname: string) =>
  pathname.length <= MAX_PATH_LENGTH &&
  PLAIN.test(pathname) &&
  !pathname.includes('//') &&
  (pathname === '/' || !pathname.endsWith('/')) &&
  !/\/\.\.?(\/|$)/.test(pathname);

/** The path the rules are looked up by for `pathname`, or null for one the server would refuse. */
export const pathOf = (pathname: string): string | null => {
  if (isNormal(pathname)) return pathname;
  try {
    return normalizePath(pathname);
  } catch {
    // A path the server would refuse cannot be the source of a redirect.
    return null;
  }
};

// The rules read into their indexes; a rule that breaks a rule is given to `onInvalid`.
const indexesOf = <R extends RedirectRule>(rules: ReadonlyArray<R>, options: RedirectMatcherOptions<R>) => {
  const exact = new ExactIndex<R>();
  const patterns = new PatternIndex<R>();
  let size = 0;
  for (const rule of rules) {
    // Most rules are plain paths: stored as they are, with nothing built for them (measured:
    // 100k of them build in 14-18 ms this way, 22-50 ms compiled one by one).
    if (rule.to !== null && rule.query !== 'exact' && !rule.from.includes(':')) {
      exact.addPlain(rule.from, rule);
      size += 1;
      continue;
    }
    let compiled: CompiledRule<R>;
    try {
      compiled = compileRule(rule);
    } catch (error) {
      options.onInvalid?.(rule, error);
      continue;
    }
    size += 1;
    if (compiled.pattern === null) exact.add(compiled);
    else patterns.add(compiled as PatternRule<R>);
  }
  patterns.seal();
  if (patterns.size > 0) exact.forEachPath((path) => patterns.markExact(path));
  return { exact, patterns, size };
};

/**
 * Matches requests against redirect rules in memory. Exact rules come first (scoped to the
 * request's locale, then for every locale), then patterns, most specific first: the longest
 * static prefix, then fewer parameters, then scoped before every locale, then the source's text.
 * A pathname goes through the server's path rules, so `/About/`, `//About` and `/%41bout` all
 * find `/About`; a stored `from` is used as it is (normalising it again would decode a literal
 * `%` twice). A rule that breaks a rule is left out and given to `onInvalid`.
 *
 * The answers for paths that a pattern may match are kept (see `patternCache`), keyed by the
 * path, the locale and, only when some rule needs an exact query, the canonical query (the
 * visitor's query is passed on after, per request). A kept answer is read before the exact
 * rules: it holds the exact rule's answer too when there is one.
 */
export const redirectMatcher = <R extends RedirectRule>(
  rules: ReadonlyArray<R>,
  options: RedirectMatcherOptions<R> = {}
): RedirectRuleMatcher<R> => {
  const { exact, patterns, size } = indexesOf(rules, options);
  const findPattern = patterns.size === 0 ? null : patternLookup(patterns);
  const cacheSize = options.patternCache ?? DEFAULT_PATTERN_CACHE;
  const cache = findPattern === null || cacheSize <= 0 ? null : new AnswerCache<PatternAnswer<R> | null>(cacheSize);
  const byQuery = exact.byQuery || patterns.byQuery;

  const answer = (rule: R, to: string | null, search: string | undefined): RedirectMatchResult<R> => ({
    to: to !== null && search && (rule.query ?? 'pass') === 'pass' ? passQuery(to, search) : to,
    statusCode: rule.status_code,
    rule,
  });

  // The answer for a path a pattern may match: the trie is walked first, and says whether an
  // exact rule can start at the path at all (see `PatternIndex.markExact`).
  const resolve = (path: string, locale: string | null, search: string | undefined): PatternAnswer<R> | null => {
    const found = patterns.walk(path);
    const hit = patterns.exactBeside ? exact.find(path, locale, search) : undefined;
    if (hit) return { rule: hit, to: hit.to };
    return findPattern === null ? null : findPattern(found, path, locale, search);
  };

  // A path holds no NUL character and a canonical query is percent-encoded: a key reads back one way.
  const keyOf = (path: string, locale: string | null, search: string | undefined): string =>
    locale === null && !byQuery ? path : `${path}\u0000${byQuery ? canonicalQuery(search ?? '') : ''}\u0000${locale ?? ''}`;

  return {
    size,
    match(pathname, request) {
      const path = pathOf(pathname);
      if (path === null) return null;
      // No object is made for a request given without options: a lookup allocates only its answer.
      const locale = request?.locale ? request.locale : null;
      const search = request?.search;
      // Most paths a site serves reach no pattern: they read the exact rules alone, with no key built.
      if (findPattern === null || !patterns.mayMatch(path)) {
        const hit = exact.find(path, locale, search);
        return hit ? answer(hit, hit.to, search) : null;
      }
      if (cache === null || !cache.worthAsking()) {
        const found = resolve(path, locale, search);
        return found === null ? null : answer(found.rule, found.to, search);
      }
      const key = keyOf(path, locale, search);
      let kept = cache.get(key);
      if (kept === undefined) {
        kept = resolve(path, locale, search);
        cache.offer(key, kept);
      }
      return kept === null ? null : answer(kept.rule, kept.to, search);
    },
  };
};
