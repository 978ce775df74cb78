/**
 * Reads one `[...]` token of a pattern: `[` name-path (`:` format)? `]`, where a name-path is
 * names joined by `.`, each optionally followed by an index such as `[0]`.
 */
import { URL_PATH_STEP, type FieldStep, type PatternToken } from './ast';
import { readDateFormat } from './date-format';
import { PatternSyntaxError } from './syntax-error';

const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;
const RESERVED = new Set(['locale', 'documentId', 'pluralName'] as const);
type Reserved = 'locale' | 'documentId' | 'pluralName';

const NESTED = 'a "[" inside a token is only allowed for an index, as in [tags[0].name]';

/** Where reading has got to; `open` is the index of the token's `[`. */
interface Cursor {
  readonly source: string;
  readonly open: number;
  at: number;
}

/** A step and where its name and index start, so that errors can point at them. */
interface ReadStep extends FieldStep {
  at: number;
  indexAt?: number;
}

const fail = (cursor: Cursor, position: number, reason: string): never => {
  throw new PatternSyntaxError(cursor.source, position, reason);
};

const unclosed = (cursor: Cursor, open = cursor.open): never => fail(cursor, open, 'this "[" is never closed (a "]" is missing)');

const describe = (character: string): string => (/\s/.test(character) ? 'a space' : JSON.stringify(character));

const readName = (cursor: Cursor, afterDot: boolean): string => {
  const { source } = cursor;
  const start = cursor.at;
  const first = source[start];
  if (first === undefined) return unclosed(cursor);
  if (first === '[') return fail(cursor, start, NESTED);
  if (!NAME_START.test(first)) {
    const expected = afterDot ? 'a field name is expected after "."' : 'a field name is expected';
    return fail(cursor, start, first === ']' || first === '.' ? expected : `${describe(first)} cannot start a field name`);
  }
  while (cursor.at < source.length && NAME_CHAR.test(source[cursor.at])) cursor.at += 1;
  return source.slice(start, cursor.at);
};

const readIndex = (cursor: Cursor): number => {
  const { source } = cursor;
  const bracket = cursor.at;
  let end = bracket + 1;
  while (end < source.length && DIGIT.test(source[end])) end += 1;
  const digits = source.slice(bracket + 1, end);
  if (end === source.length) return unclosed(cursor, bracket);
  if (source[end] === '[') return fail(cursor, end, NESTED);
  if (digits === '' || source[end] !== ']') {
    return fail(cursor, end, 'an index must be a whole number, as in [tags[0].name]');
  }
  // One spelling per index keeps a token's source text what tokenSource() gives back.
  if (digits.length > 1 && digits.startsWith('0')) return fail(cursor, bracket + 1, 'an index must not start with 0');
  const index = Number(digits);
  if (!Number.isSafeInteger(index)) return fail(cursor, bracket + 1, 'this index is too large');
  cursor.at = end + 1;
  return index;
};

const readSteps = (cursor: Cursor): ReadStep[] => {
  const steps: ReadStep[] = [];
  for (;;) {
    const at = cursor.at;
    const name = readName(cursor, steps.length > 0);
    const indexAt = cursor.source[cursor.at] === '[' ? cursor.at : undefined;
    const index = indexAt === undefined ? undefined : readIndex(cursor);
    steps.push(index === undefined ? { name, at } : { name, index, at, indexAt });
    const next = cursor.source[cursor.at];
    if (next === '.') cursor.at += 1;
    else if (next === ':' || next === ']') return steps;
    else if (next === undefined) return unclosed(cursor);
    else if (next === '[') return fail(cursor, cursor.at, NESTED);
    else return fail(cursor, cursor.at, `${describe(next)} is not allowed in a field name`);
  }
};

const readFormat = (cursor: Cursor): string => {
  const { source } = cursor;
  const start = cursor.at + 1;
  let end = start;
  while (end < source.length && source[end] !== ']') {
    if (source[end] === '[') return fail(cursor, end, 'a "[" is not allowed in a format');
    end += 1;
  }
  if (end === source.length) return unclosed(cursor);
  const format = source.slice(start, end);
  const pieces = readDateFormat(format);
  if (!Array.isArray(pieces)) return fail(cursor, start + pieces.offset, pieces.reason);
  cursor.at = end;
  return format;
};

const toStep = ({ name, index }: ReadStep): FieldStep => (index === undefined ? { name } : { name, index });

// Reserved names and url_path take no index and no format; a reserved name stands alone.
const toToken = (cursor: Cursor, steps: ReadStep[], format: string | undefined, colonAt: number): PatternToken => {
  const [first] = steps;
  const last = steps[steps.length - 1];
  if (RESERVED.has(first.name as Reserved)) {
    const token = `[${first.name}]`;
    if (first.indexAt !== undefined) fail(cursor, first.indexAt, `${token} cannot take an index`);
    if (steps.length > 1) fail(cursor, first.at, `${token} is a token of its own and has no fields`);
    if (format !== undefined) fail(cursor, colonAt, `a format applies only to date fields, not to ${token}`);
    return { kind: first.name as Reserved };
  }
  if (steps.length > 1 && last.name === URL_PATH_STEP) {
    if (last.indexAt !== undefined) fail(cursor, last.indexAt, `${URL_PATH_STEP} cannot take an index`);
    if (format !== undefined) fail(cursor, colonAt, `a format applies only to date fields, not to ${URL_PATH_STEP}`);
    return { kind: 'urlPath', via: steps.slice(0, -1).map(toStep) };
  }
  const path = steps.map(toStep);
  return format === undefined ? { kind: 'field', path } : { kind: 'field', path, format };
};

/**
 * Reads the token whose `[` is at `open`; returns it and the index just after its `]`.
 * Throws {@link PatternSyntaxError} at the first problem.
 */
export const readToken = (source: string, open: number): { token: PatternToken; next: number } => {
  const cursor: Cursor = { source, open, at: open + 1 };
  if (source[cursor.at] === ']') fail(cursor, open, 'a token is empty; write a field name inside "[ ]"');
  const steps = readSteps(cursor);
  const colonAt = cursor.at;
  const format = source[colonAt] === ':' ? readFormat(cursor) : undefined;
  return { token: toToken(cursor, steps, format, colonAt), next: cursor.at + 1 };
};
