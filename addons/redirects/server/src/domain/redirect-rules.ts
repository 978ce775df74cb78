/**
 * What a redirect may hold. `from` is a path on this site, stored the way the core plugin stores
 * paths; `to` is a path on this site or an absolute http(s) URL; `status_code` is a redirect
 * code, or a gone code (410, 451) for a path that leads nowhere, whose `to` is then null.
 */
import { hasControlCharacter, InvalidPathError, MAX_PATH_LENGTH, normalizeSitePath, type PathProblem } from 'sitetools-kit/path';
import { redirectLocaleOf, type RedirectLocale } from 'sitetools-kit/redirect-locale';
import {
  RedirectPatternError,
  canonicalQuery,
  parseRedirectSource,
  parseRedirectTarget,
  type ParsedSource,
  type PatternToken,
  type RedirectTarget,
} from 'sitetools-kit/redirect-match';
import {
  GONE_CODES,
  QUERY_POLICIES,
  REDIRECT_CODES,
  STATUS_CODES,
  type GoneCode,
  type QueryPolicy,
  type RedirectCode,
  type StatusCode,
} from '../../../shared/contracts/redirects';

export { REDIRECT_CODES, type RedirectCode, type StatusCode };

export type RedirectField = 'from' | 'to' | 'status_code' | 'locale' | 'query' | 'activeFrom' | 'activeUntil';

/** A redirect as it arrives from a form, an API body or an imported line: nothing checked yet. */
export interface RedirectInput {
  from?: unknown;
  to?: unknown;
  status_code?: unknown;
  locale?: unknown;
  query?: unknown;
  activeFrom?: unknown;
  activeUntil?: unknown;
}

/** A redirect that passed {@link validateRedirect}: normalised and safe to store. */
export interface Redirect {
  from: string;
  /** Null for a gone path (a gone `status_code`). */
  to: string | null;
  status_code: StatusCode;
  /** null: every locale (see sitetools-kit/redirect-locale). */
  locale: RedirectLocale;
  /** What the rule does with the visitor's query string; with `exact`, `from` holds the query (`/p?id=5`). */
  query: QueryPolicy;
  /** When the rule starts applying (ISO 8601, UTC); null: it always has. */
  activeFrom: string | null;
  /** When it stops applying (ISO 8601, UTC); null: never. */
  activeUntil: string | null;
}

/** The longest absolute URL a redirect may point to: the `to` column is varchar(255). */
export const MAX_URL_LENGTH = 255;

/** A redirect that breaks a rule; names the field and carries the bad input. */
export class RedirectFieldError extends Error {
  constructor(
    readonly field: RedirectField,
    readonly input: unknown,
    /** The rule broken, worded to follow the field's name (the message is `${field} ${rule}`). */
    readonly rule: string
  ) {
    super(`${field} ${rule}`);
    this.name = 'RedirectFieldError';
  }
}

/** What a status code must be, worded to follow the field's name. */
export const STATUS_CODE_RULE = `must be ${STATUS_CODES.slice(0, -1).join(', ')} or ${STATUS_CODES[STATUS_CODES.length - 1]}`;

// Worded for an editor: each finishes a sentence that starts with the field name.
const PATH_RULES: Record<PathProblem, string> = {
  missing: 'is required',
  'not-a-string': 'must be text',
  relative: 'must start with "/"',
  'bad-encoding': 'has malformed percent-encoding (write "%25" for a literal "%")',
  'control-character': 'must not contain control characters such as line breaks, tabs or %00',
  'lone-surrogate': 'must not contain half of a surrogate pair (an invalid Unicode character)',
  'query-or-fragment': 'must not contain "?" or "#": redirects match the path only',
  'dot-segment': 'must not contain "." or ".." segments',
  'too-long': `must be at most ${MAX_PATH_LENGTH} characters`,
  'off-site': 'must not start with "/\\": browsers read it as a link to another site',
  'blank-segment': 'must not have a segment made only of spaces or text-direction marks',
};

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP_URL_START = /^https?:\/\//i;

const fail = (field: RedirectField, input: unknown, rule: string): never => {
  throw new RedirectFieldError(field, input, rule);
};

/** True for 301, 302, 303, 307, 308, 410 and 451 as numbers (a numeric string is not a status code here). */
export const isStatusCode = (value: unknown): value is StatusCode =>
  typeof value === 'number' && (STATUS_CODES as ReadonlyArray<number>).includes(value);

/** True for the codes that send a visitor elsewhere (301, 302, 303, 307, 308). */
export const isRedirectCode = (value: unknown): value is RedirectCode =>
  typeof value === 'number' && (REDIRECT_CODES as ReadonlyArray<number>).includes(value);

/** True for the codes of a gone path (410, 451), which has no target. */
const isGoneCode = (value: unknown): value is GoneCode =>
  typeof value === 'number' && (GONE_CODES as ReadonlyArray<number>).includes(value);

/** True for a target that is a path on this site (starts with "/"), false for an absolute URL. */
export const isLocalTarget = (to: string): boolean => to.startsWith('/');

/**
 * The form of a stored path that {@link validateRedirect} reads back as the same path. Stored
 * paths are decoded, and validation decodes once more, so a stored "/100%" would be refused and a
 * stored "/a%78" would become "/ax"; escaping "%" (and nothing else) undoes that exactly. Use it
 * for any path read from the database that goes through validation again (exports, alias paths).
 */
export const escapeStoredPath = (path: string): string => path.replaceAll('%', '%25');

// Whitespace around a path or URL is never part of it: editors and spreadsheets add it by
// accident, and stored, it would make a redirect that no request matches. A path whose decoded
// form starts or ends with whitespace ("/a%20") is refused for the same reason.
const EDGE_WHITESPACE = /^\s|\s$/;

const validatePath = (field: RedirectField, input: unknown): string => {
  const value = typeof input === 'string' ? input.trim() : input;
  let path: string;
  try {
    path = normalizeSitePath(value);
  } catch (error) {
    if (!(error instanceof InvalidPathError)) throw error;
    // A source may hold a query string, for a rule of the exact policy.
    const rule =
      field === 'from' && error.problem === 'query-or-fragment'
        ? 'must not contain "?" or "#": to match a query string, set query to exact'
        : PATH_RULES[error.problem];
    return fail(field, input, rule);
  }
  if (EDGE_WHITESPACE.test(path.slice(1))) return fail(field, input, 'must not start or end with a space');
  return path;
};

/**
 * Whether the kit's matcher, which front-ends apply the manifest with, would unescape `from`
 * ("\:"): the server looks exact paths up as stored, so such a source would answer differently
 * there.
 */
const isEscaped = (from: string): boolean => {
  const source = parseRedirectSource(from);
  return source.kind === 'exact' && source.path !== from;
};

/** Tokens written back as the kit's matcher reads them: a static segment starting with ":" is escaped. */
export const writePattern = (tokens: ReadonlyArray<PatternToken>, options: { target?: boolean } = {}): string =>
  `/${tokens
    .map((token) => {
      if (token.kind === 'static') return token.value.startsWith(':') ? `\\${token.value}` : token.value;
      const constraint = token.constraint === null || options.target ? '' : `(${token.constraint})`;
      return `:${token.name}${constraint}${token.modifier}`;
    })
    .join('/')}`;

/**
 * The static segments of a pattern normalised as stored paths are (decoded once, NFC), so that
 * `/Caf%C3%A9/:x` and `/Café/:x` are one source and match what the matcher compares.
 */
const normaliseStatics = (field: RedirectField, input: unknown, tokens: ReadonlyArray<PatternToken>): PatternToken[] =>
  tokens.map((token) => {
    if (token.kind !== 'static') return token;
    let segment: string;
    try {
      segment = normalizeSitePath(`/${token.value}`);
    } catch (error) {
      if (!(error instanceof InvalidPathError)) throw error;
      return fail(field, input, PATH_RULES[error.problem]);
    }
    if (segment.indexOf('/', 1) >= 0 || segment === '/')
      return fail(field, input, `has a segment "${token.value}" that is not one path segment`);
    return { kind: 'static', value: segment.slice(1) };
  });

/** The text of a pattern as written, with repeated and trailing slashes removed, or a refusal. */
const patternText = (field: RedirectField, input: unknown, text: string): string => {
  if (hasControlCharacter(text)) return fail(field, input, PATH_RULES['control-character']);
  if (text.includes('#')) return fail(field, input, 'must not contain "#"');
  const collapsed = text.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
};

/**
 * A pattern source (`/blog/:slug`, `/docs/:path*`, `/:id(\d+)`) in its stored form, or null when
 * `input` is an exact path. Refusals name `from` (see the kit's `parseRedirectSource`).
 */
const validatePatternFrom = (input: unknown): { from: string; tokens: PatternToken[] } | null => {
  if (typeof input !== 'string' || !input.trim().startsWith('/') || !input.includes(':')) return null;
  const text = patternText('from', input, input.trim());
  let source: ParsedSource;
  try {
    source = parseRedirectSource(text);
  } catch (error) {
    if (error instanceof RedirectPatternError) return fail('from', input, error.rule);
    throw error;
  }
  if (source.kind === 'exact') return null;
  const tokens = normaliseStatics('from', input, source.tokens);
  const from = writePattern(tokens);
  if (from.length > MAX_PATH_LENGTH) return fail('from', input, `must be at most ${MAX_PATH_LENGTH} characters`);
  return { from, tokens };
};

const validatePathFrom = (input: unknown): string => {
  if (typeof input === 'string' && URL_SCHEME.test(input.trim())) {
    return fail('from', input, 'must be a path on this site starting with "/", not a full URL');
  }
  const from = validatePath('from', input);
  if (from.includes(':') && isEscaped(from)) {
    return fail('from', input, 'has a segment starting with "\\:", which a front-end reads as a literal colon: write the path as it is');
  }
  // Trimming is for stray spaces around a path; "/  " is a slip, not a wish to redirect the home
  // page away, which only "/" itself asks for.
  if (from === '/' && typeof input === 'string' && input.trim() !== input) {
    return fail('from', input, 'is only "/" once the spaces around it are removed: write "/" itself to redirect the home page');
  }
  return from;
};

/**
 * A pattern rule's target: a local template or an absolute URL whose path reuses the source's
 * parameters (`/news/:slug`, `https://docs.example.com/:path*`), checked by the kit's
 * `parseRedirectTarget`; a target without parameters is validated as any other.
 */
const validatePatternTarget = (input: unknown, source: ReadonlyArray<PatternToken>): string => {
  if (typeof input !== 'string' || !input.includes(':')) return validateTarget(input);
  const trimmed = input.trim();
  const text = trimmed.startsWith('/') ? patternText('to', input, trimmed) : validateTarget(input);
  if (text.startsWith('//') || text.startsWith('/\\')) return validateTarget(input);
  let target: RedirectTarget;
  try {
    target = parseRedirectTarget(text, source);
  } catch (error) {
    if (error instanceof RedirectPatternError) return fail('to', input, error.rule);
    throw error;
  }
  if (!target.hasParams) return validateTarget(input);
  if (target.origin !== '') return text;
  if (target.suffix !== '') return fail('to', input, 'must not contain "?" or "#" after a path: only a full URL may hold a query');
  const to = writePattern(normaliseStatics('to', input, target.tokens), { target: true });
  if (to.length > MAX_PATH_LENGTH) return fail('to', input, `must be at most ${MAX_PATH_LENGTH} characters`);
  return to;
};

/**
 * `from` for a rule with the query policy `exact`: a path and a query (`/p?id=5`), stored with the
 * query in its canonical form (the kit's, which front-ends compare requests with), so that
 * `?b=2&a=1` and `?a=1&b=2` are one rule.
 */
const validateQueryFrom = (input: unknown): string => {
  const text = typeof input === 'string' ? input.trim() : input;
  const mark = typeof text === 'string' ? text.indexOf('?') : -1;
  if (typeof text !== 'string' || mark < 0) return validatePathFrom(input);
  if (text.includes('#')) return fail('from', input, 'must not contain "#"');
  const query = canonicalQuery(text.slice(mark + 1));
  if (query === '') return fail('from', input, 'must hold a query string such as /page?id=5 when query is exact');
  const from = `${validatePathFrom(text.slice(0, mark))}?${query}`;
  if (from.length > MAX_PATH_LENGTH)
    return fail('from', input, `must be at most ${MAX_PATH_LENGTH} characters with its query, once percent-encoded`);
  return from;
};

const validateFrom = (input: unknown, query: QueryPolicy | undefined): string => {
  const from = query === 'exact' ? validateQueryFrom(input) : validatePathFrom(input);
  if (query === 'exact' && !from.includes('?')) {
    return fail('from', input, 'must hold a query string such as /page?id=5 when query is exact');
  }
  return from;
};

/** A query policy as asked: empty gives `pass`; undefined for a value that is none (refused later). */
const readQuery = (input: unknown): QueryPolicy | undefined => {
  const value = typeof input === 'string' ? input.trim() : input;
  if (value === undefined || value === null || value === '') return 'pass';
  return (QUERY_POLICIES as ReadonlyArray<unknown>).includes(value) ? (value as QueryPolicy) : undefined;
};

/**
 * The serialised form of an absolute URL (`new URL(url).href`): what is stored, so what every
 * rule checks. It percent-encodes what a front-end could otherwise write into HTML unescaped
 * (quotes, "<", ">", spaces), lowercases scheme and host and drops a default port.
 */
const validateUrl = (input: string, written: string): string => {
  // A URL parser silently drops tabs and line breaks, so they are refused before parsing: stored
  // as written, they could split the Location header of whatever front-end serves the redirect.
  if (hasControlCharacter(written)) {
    return fail('to', input, 'must not contain control characters such as line breaks or tabs');
  }
  if (!URL_SCHEME.test(written)) {
    return fail('to', input, 'must be a path starting with "/" or a full URL starting with http:// or https://');
  }
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return fail('to', input, 'is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail('to', input, `must be a path starting with "/" or an http:// or https:// URL, not a "${url.protocol}" link`);
  }
  // "https:example.com" parses, but a browser reads it as a path relative to the current page.
  if (!HTTP_URL_START.test(written)) {
    return fail('to', input, 'must have "//" after the scheme, such as https://example.com/page');
  }
  if (url.href.length > MAX_URL_LENGTH) {
    const encoded = url.href.length > written.length ? ' once percent-encoded' : '';
    return fail('to', input, `must be at most ${MAX_URL_LENGTH} characters${encoded}`);
  }
  return url.href;
};

/**
 * Validates a redirect target on its own (a redirect's `to`, the addon's `redirectRemovedTo`
 * option) and gives its stored form; throws {@link RedirectFieldError} naming `to`.
 */
export const validateTarget = (input: unknown): string => {
  if (typeof input !== 'string' || input.trim() === '') return validatePath('to', input);
  const to = input.trim();
  if (!to.startsWith('/')) return validateUrl(input, to);
  // Both would reach another site: "//host/x" is protocol-relative, and browsers read "/\host"
  // as "//host". Normalising would turn the first into the local "/host/x", not what was meant.
  if (to.startsWith('//')) {
    return fail('to', input, 'must not start with "//": write the full URL with https:// or a path with one "/"');
  }
  return validatePath('to', input);
};

const describeValue = (value: unknown): string =>
  typeof value === 'number' ? `, not ${value}` : typeof value === 'string' ? `, not "${value.slice(0, 20)}"` : '';

/** The status a field holds: undefined when empty, the code as a number, or the value as it is when it is no code. */
const readStatus = (input: unknown): unknown => {
  const value = typeof input === 'string' ? input.trim() : input;
  if (value === undefined || value === null || value === '') return undefined;
  // Only plain digits: Number() would also take "0x12d", "3.01e2" or "301.0".
  return typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
};

const validateStatus = (input: unknown, defaultStatus: RedirectCode): StatusCode => {
  const code = readStatus(input);
  if (code === undefined) return defaultStatus;
  if (isStatusCode(code)) return code;
  return fail('status_code', input, `${STATUS_CODE_RULE}${describeValue(typeof input === 'string' ? input.trim() : input)}`);
};

/** A gone path's target: empty (undefined, null, blank), stored as null. */
const validateNoTarget = (input: unknown, code: GoneCode): null => {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return null;
  return fail('to', input, `must be empty for ${code}: a gone path leads nowhere`);
};

// Locale codes as Strapi's i18n writes them (en, fr-CA, zh-Hans-HK); the column is varchar(255).
export const LOCALE_CODE = /^[A-Za-z0-9_-]{1,100}$/;

/** The scope of a redirect: empty (undefined, null, "") is every locale, else a locale code. */
const validateLocale = (input: unknown): RedirectLocale => {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'string') return fail('locale', input, 'must be a locale code such as "en", or empty for every locale');
  const locale = input.trim();
  if (locale !== '' && !LOCALE_CODE.test(locale)) {
    return fail('locale', input, 'must be a locale code such as "en" or "fr-CA", or empty for every locale');
  }
  return redirectLocaleOf(locale);
};

// A date (midnight UTC), or a date and time with its zone, as JSON and spreadsheets write them: a
// time without a zone would mean a different moment on every server.
const MOMENT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;
const MOMENT_RULE = 'must be a date, or a date and time with its zone such as 2026-12-01T09:00:00Z, or empty';

/** A schedule's start or end: empty gives null, else the moment in ISO 8601 (UTC). */
const validateMoment = (field: 'activeFrom' | 'activeUntil', input: unknown): string | null => {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return null;
  const text = typeof input === 'string' ? input.trim() : null;
  const moment = input instanceof Date ? input : text !== null && MOMENT.test(text) ? new Date(text.replace(' ', 'T')) : null;
  if (moment === null || Number.isNaN(moment.getTime())) return fail(field, input, MOMENT_RULE);
  return moment.toISOString();
};

/**
 * Validates and normalises a redirect; throws {@link RedirectFieldError} for the FIRST bad field
 * in order from, to, status_code, locale, query, activeFrom, activeUntil. Whether a locale is one of the app's is the planner's
 * to check (it is given the app's locales). A missing status code (undefined, null, "") gives
 * `defaultStatus`; a numeric string such as "301" (as CSV files hold it) is read as a number.
 * An absolute URL is stored serialised (see `validateUrl`); a local target is normalised like `from`.
 * A gone code (410, 451) needs an empty `to`, stored as null; every other code needs a target.
 * A schedule (`activeFrom`, `activeUntil`, either or both) is stored in ISO 8601, UTC; the end
 * must come after the start.
 */
export const validateRedirect = (input: RedirectInput, defaultStatus: RedirectCode): Redirect => {
  const query = readQuery(input.query);
  const pattern = validatePatternFrom(input.from);
  const from = pattern ? pattern.from : validateFrom(input.from, query);
  const asked = readStatus(input.status_code);
  const to = isGoneCode(asked)
    ? validateNoTarget(input.to, asked)
    : pattern
      ? validatePatternTarget(input.to, pattern.tokens)
      : validateTarget(input.to);
  const status_code = validateStatus(input.status_code, defaultStatus);
  const locale = validateLocale(input.locale);
  if (query === undefined) return fail('query', input.query, `must be ${QUERY_POLICIES.join(', ')} or empty for pass`);
  if (pattern && query === 'exact')
    return fail('query', input.query, 'must be pass or ignore for a pattern rule: exact query rules need an exact path');
  const activeFrom = validateMoment('activeFrom', input.activeFrom);
  const activeUntil = validateMoment('activeUntil', input.activeUntil);
  if (activeFrom !== null && activeUntil !== null && activeUntil <= activeFrom) {
    return fail('activeUntil', input.activeUntil, 'must be after activeFrom');
  }
  return { from, to, status_code, locale, query, activeFrom, activeUntil };
};

/** Whether a rule has a schedule: outside its window it does nothing. */
export const isScheduled = (redirect: Pick<Redirect, 'activeFrom' | 'activeUntil'>): boolean =>
  redirect.activeFrom !== null || redirect.activeUntil !== null;

/** Whether a rule applies at `now` (ms): within its window, the start included and the end not. */
export const isActiveAt = (redirect: Pick<Redirect, 'activeFrom' | 'activeUntil'>, now: number): boolean =>
  (redirect.activeFrom === null || Date.parse(redirect.activeFrom) <= now) &&
  (redirect.activeUntil === null || now < Date.parse(redirect.activeUntil));
