/**
 * URL path rules shared by everything that stores or looks up a path.
 *
 * A stored path starts with "/", has no trailing slash (except the root "/"), no empty, "." or ".."
 * segments, no query or fragment, no control characters, no half of a surrogate pair, is Unicode NFC
 * and at most 255 characters long (a `string` column is varchar(255) on PostgreSQL and MySQL).
 */
export const MAX_PATH_LENGTH = 255;

/** Why a string is not a valid URL path. */
export type PathProblem =
  | 'missing'
  | 'not-a-string'
  | 'relative'
  | 'bad-encoding'
  | 'control-character'
  | 'lone-surrogate'
  | 'query-or-fragment'
  | 'dot-segment'
  | 'too-long'
  | 'off-site'
  | 'blank-segment';

const MESSAGES: Record<PathProblem, string> = {
  missing: 'is required',
  'not-a-string': 'must be a single string',
  relative: 'must start with "/"',
  'bad-encoding': 'has malformed percent-encoding',
  'control-character': 'must not contain control characters',
  'lone-surrogate': 'must not contain half of a surrogate pair',
  'query-or-fragment': 'must not contain "?" or "#"',
  'dot-segment': 'must not contain "." or ".." segments',
  'too-long': `must be at most ${MAX_PATH_LENGTH} characters`,
  'off-site': 'must not start with "/\\": browsers read it as a link to another site',
  'blank-segment': 'must not have a segment made only of spaces or text-direction marks',
};

/** A path that breaks the rules; carries the bad input and the rule it broke. */
export class InvalidPathError extends Error {
  constructor(
    readonly input: unknown,
    readonly problem: PathProblem
  ) {
    super(`path ${MESSAGES[problem]}`);
    this.name = 'InvalidPathError';
  }

  /**
   * Each plugin's build bundles its own copy of this module, so the class the core throws (from
   * its `paths` service) is not the class the addon imports: `instanceof` recognises the error of
   * any copy by its name and problem.
   */
  static [Symbol.hasInstance](value: unknown): value is InvalidPathError {
    return value instanceof Error && value.name === 'InvalidPathError' && 'problem' in value;
  }
}

// C0 and C1 control characters and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * True when `text` holds a C0 or C1 control character or DEL: none may be in a path, a pattern's
 * text or a redirect's URL.
 */
export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

// With the "u" flag a surrogate pair reads as one code point, so this matches unpaired halves
// only. No encoding can store one: written as UTF-8 it becomes U+FFFD, a path other than the one
// checked. (decodeURIComponent refuses an encoded one already, as malformed.)
const LONE_SURROGATE = /[\ud800-\udfff]/u;

const decodeOnce = (input: string): string => {
  if (!input.includes('%')) return input;
  try {
    return decodeURIComponent(input);
  } catch {
    throw new InvalidPathError(input, 'bad-encoding');
  }
};

/**
 * Normalises a path the way it is stored: decodes percent-encoding once, collapses repeated
 * slashes, strips the trailing slash and applies NFC. Case is kept: `/About` and `/about` differ.
 * Throws {@link InvalidPathError} for anything that cannot be a stored path.
 */
export const normalizePath = (input: unknown): string => {
  if (input === undefined || input === null || input === '') {
    throw new InvalidPathError(input, 'missing');
  }
  if (typeof input !== 'string') throw new InvalidPathError(input, 'not-a-string');
  // Refuse early so that a huge input costs nothing further. One character can take up to nine
  // when percent-encoded (a 4-byte UTF-8 sequence is 12, but counts as 2 UTF-16 units).
  if (input.length > MAX_PATH_LENGTH * 9) throw new InvalidPathError(input, 'too-long');

  const decoded = decodeOnce(input);
  if (!decoded.startsWith('/')) throw new InvalidPathError(input, 'relative');
  if (hasControlCharacter(decoded)) throw new InvalidPathError(input, 'control-character');
  if (LONE_SURROGATE.test(decoded)) throw new InvalidPathError(input, 'lone-surrogate');
  if (/[?#]/.test(decoded)) throw new InvalidPathError(input, 'query-or-fragment');

  const collapsed = decoded.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
  if (trimmed.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new InvalidPathError(input, 'dot-segment');
  }

  const path = trimmed.normalize('NFC');
  if (path.length > MAX_PATH_LENGTH) throw new InvalidPathError(input, 'too-long');
  return path;
};

// Spaces of every kind and the bidirectional marks and controls (U+200E, U+200F, U+202A-U+202E,
// U+2066-U+2069): a segment of only these shows as nothing, or turns the text around it.
const BLANK_SEGMENT = /^[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+$/u;

/**
 * Normalises a path that a page or a redirect is stored at (see `normalizePath`), and also
 * refuses one that leaves the site once a browser reads it ("/\\host" is read as "//host", a link
 * to another site, percent-encoded or not) and one with a segment that shows as nothing. The one
 * rule for entry paths, imports and redirects; lookups use `normalizePath`, which answers such a
 * path with "not found".
 */
export const normalizeSitePath = (input: unknown): string => {
  const path = normalizePath(input);
  if (path.startsWith('/\\')) throw new InvalidPathError(input, 'off-site');
  if (path.split('/').some((segment) => BLANK_SEGMENT.test(segment))) throw new InvalidPathError(input, 'blank-segment');
  return path;
};
