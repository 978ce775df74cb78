/**
 * Stored redirects read as the pattern checks read rules (domain/pattern-plan), and their
 * results written back as stored text. A source is a pattern when the kit's matcher reads it as
 * one: the one reading front-ends apply.
 */
import { RedirectPatternError, parseRedirectSource, parseRedirectTarget, type PatternToken } from 'sitetools-kit/redirect-match';
import { localOutput, type FlatRule, type FlatTarget } from './pattern-plan';
import { matchesPath, preimage } from './pattern-compose';
export { matchesPath };
import { sendOf } from './pattern-hops';
import { outputOf } from './pattern-overlap';
import { exactTokens, type Pattern } from './pattern-segment';
import { isScheduled, writePattern, type Redirect } from './redirect-rules';

// Stored sources repeat across the views and operations of a plan: read each once.
const sources = new Map<string, PatternToken[] | null>();
const MAX_CACHED = 10_000;

/**
 * The tokens of a pattern source, or null for an exact path. A row stored before patterns were
 * accepted may hold a source the matcher refuses: it was an exact path then, and stays one here.
 */
export const patternOf = (from: string): PatternToken[] | null => {
  if (!from.includes(':')) return null;
  let tokens = sources.get(from);
  if (tokens === undefined) {
    tokens = readSource(from);
    if (sources.size >= MAX_CACHED) sources.clear();
    sources.set(from, tokens);
  }
  return tokens;
};

const readSource = (from: string): PatternToken[] | null => {
  try {
    const source = parseRedirectSource(from);
    return source.kind === 'pattern' ? source.tokens : null;
  } catch (error) {
    if (error instanceof RedirectPatternError) return null;
    throw error;
  }
};

// How the checks read each stored version (versions are never changed in place).
const flats = new WeakMap<Redirect, FlatRule | null>();

/**
 * A stored redirect as the checks read it; null for a pattern row whose target does not fit its
 * source (stored as an exact path before patterns were accepted): the kit's matcher leaves such a
 * row out, so the checks do too. An absolute target with parameters carries its template (`url`).
 */
export const flatRuleOf = (redirect: Redirect): FlatRule | null => {
  let flat = flats.get(redirect);
  if (flat === undefined) {
    flat = readFlat(redirect);
    flats.set(redirect, flat);
  }
  return flat;
};

const readFlat = (redirect: Redirect): FlatRule | null => {
  const source = patternOf(redirect.from);
  const base = {
    from: source ?? exactTokens(redirect.from),
    locale: redirect.locale,
    status: redirect.status_code,
    scheduled: isScheduled(redirect),
  };
  if (redirect.to === null) return { ...base, to: null };
  if (!source) return { ...base, to: redirect.to.startsWith('/') ? exactTokens(redirect.to) : redirect.to };
  try {
    const target = parseRedirectTarget(redirect.to, source);
    if (target.origin === '') return { ...base, to: target.tokens };
    return { ...base, to: redirect.to, ...(target.hasParams ? { url: target } : {}) };
  } catch (error) {
    if (error instanceof RedirectPatternError) return null;
    throw error;
  }
};

/** A source or a local target as stored: an exact path as it is, a pattern in the kit's written form. */
export const storedPath = (tokens: Pattern, options: { target?: boolean } = {}): string =>
  tokens.every((token) => token.kind === 'static')
    ? `/${tokens.map((token) => (token as { value: string }).value).join('/')}`
    : writePattern(tokens, options);

/** A planned target as stored. */
export const storedTarget = (to: FlatTarget): string | null =>
  to === null || typeof to === 'string' ? to : storedPath(to, { target: true });

/** The path of a pattern's static segments before its first parameter ("/" when it starts with one). */
export const staticPrefixOf = (tokens: Pattern): string => {
  const first = tokens.findIndex((token) => token.kind !== 'static');
  return storedPath(first === -1 ? tokens : tokens.slice(0, first));
};

/**
 * The paths under which stored rules may meet a new pattern rule (`from`, `to` as written): exact
 * sources its output may reach, and exact targets its source may take. Null when `from` is no pattern.
 */
export const prefixesOf = (from: string, to: string | null): { sources: string | null; targets: string } | null => {
  const tokens = patternOf(from);
  if (!tokens) return null;
  // A URL or a gone target reaches no source here.
  let output: string | null = null;
  if (to !== null && to.startsWith('/')) {
    try {
      output = staticPrefixOf(parseRedirectTarget(to, tokens).tokens);
    } catch (error) {
      if (!(error instanceof RedirectPatternError)) throw error;
    }
  }
  return { sources: output, targets: staticPrefixOf(tokens) };
};

/**
 * The exact paths a pattern rule links to `paths` (each an exact source or target written): for
 * each pattern whose output holds one, the exact path that leads there (where a rule may be
 * derived), and for each pattern whose source holds one, where it sends it (the source a rule
 * derived there answers for). The snapshot must hold the rules stored at those paths.
 */
export const linkedPaths = (rules: ReadonlyArray<Redirect>, paths: ReadonlyArray<string>): string[] => {
  const found = new Set<string>();
  for (const rule of rules) {
    const flat = flatRuleOf(rule);
    if (!flat || !patternOf(rule.from) || flat.to === null || typeof flat.to === 'string') continue;
    const out = outputOf(flat.from, flat.to);
    for (const path of paths) {
      if (matchesPath(out, path)) {
        const source = preimage({ from: flat.from, to: flat.to }, path);
        if (source && source.every((token) => token.kind === 'static')) found.add(storedPath(source));
      }
      const sent = matchesPath(flat.from, path) ? sendOf({ from: flat.from, to: flat.to }, path) : null;
      if (sent !== null) found.add(sent);
    }
  }
  return [...found];
};

/**
 * The exact source whose paths `version` answers first for the pattern `pattern` (a rule derived
 * for it), if any: where the pattern sends the version's exact source, when a rule starts there.
 */
export const coveredSource = (
  pattern: Redirect,
  version: Redirect,
  isSource: (path: string, locale: Redirect['locale']) => boolean
): string | undefined => {
  const flat = flatRuleOf(pattern);
  if (!flat || flat.to === null || typeof flat.to === 'string' || patternOf(version.from) || !matchesPath(flat.from, version.from)) {
    return undefined;
  }
  const sent = sendOf({ from: flat.from, to: flat.to }, version.from);
  if (sent === null || sent === version.from) return undefined;
  return isSource(sent, pattern.locale ?? version.locale) ? sent : undefined;
};

/** Whether a path may match a pattern whose static prefix is `prefix` (see `staticPrefixOf`): a cheap first test. */
export const underPrefix = (prefix: string, path: string): boolean => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);

// The static prefixes of each rule's source and output, read once per rule.
const prefixes = new WeakMap<FlatRule, { source: string; output: string | null }>();

/** The static prefixes of a rule's source and of its output (null: a URL or gone target, no output). */
export const flatPrefixes = (rule: FlatRule): { source: string; output: string | null } => {
  let found = prefixes.get(rule);
  if (!found) {
    const out = localOutput(rule);
    found = { source: staticPrefixOf(rule.from), output: out && staticPrefixOf(out) };
    prefixes.set(rule, found);
  }
  return found;
};
