import { hasControlCharacter, MAX_PATH_LENGTH } from 'sitetools-kit/path';
import type { Pattern, PatternToken } from './ast';
import { readToken } from './parse-token';
import { PatternSyntaxError } from './syntax-error';

export { PatternSyntaxError } from './syntax-error';

const START = 'a pattern must start with "/" or with a [relation.url_path] token';

const fail = (source: string, position: number, reason: string): never => {
  throw new PatternSyntaxError(source, position, reason);
};

/**
 * Refuses literal text that no stored path may contain. A "." or ".." part counts as a segment
 * only when "/" or an end of the pattern is on both sides: `/v..[version]` stays allowed.
 */
const checkText = (source: string, start: number, end: number): void => {
  for (let at = start; at < end; at += 1) {
    const character = source[at];
    if (hasControlCharacter(character)) fail(source, at, 'control characters such as line breaks or tabs are not allowed');
    if (character === '?' || character === '#') {
      fail(source, at, `${JSON.stringify(character)} is not allowed: a path has no query or fragment`);
    }
  }
  const parts = source.slice(start, end).split('/');
  let offset = start;
  parts.forEach((part, i) => {
    const whole = (i > 0 || start === 0) && (i < parts.length - 1 || end === source.length);
    if (whole && (part === '.' || part === '..')) fail(source, offset, '"." and ".." segments are not allowed');
    offset += part.length + 1;
  });
};

/**
 * Parses a URL pattern such as `/blog/[category.slug]/[title]` into its tokens. Throws
 * {@link PatternSyntaxError} with the position of the first problem. The result says nothing about
 * whether the fields exist: see `checkPattern`.
 */
export const parsePattern = (source: string): Pattern => {
  if (source.length > MAX_PATH_LENGTH) fail(source, MAX_PATH_LENGTH, `a pattern must be at most ${MAX_PATH_LENGTH} characters`);
  if (!source.startsWith('/') && !source.startsWith('[')) fail(source, 0, START);

  const tokens: PatternToken[] = [];
  for (let at = 0; at < source.length;) {
    const bracket = source.slice(at).search(/[[\]]/);
    const end = bracket === -1 ? source.length : at + bracket;
    if (end > at) {
      checkText(source, at, end);
      tokens.push({ kind: 'text', value: source.slice(at, end) });
    }
    if (end === source.length) break;
    if (source[end] === ']') fail(source, end, 'this "]" closes no "["');
    const { token, next } = readToken(source, end);
    if (end === 0 && token.kind !== 'urlPath') fail(source, 0, START);
    tokens.push(token);
    at = next;
  }
  return { source, tokens };
};
