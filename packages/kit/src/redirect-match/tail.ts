import type { CompiledSource } from './source';
import type { ParamValues, RedirectTarget } from './target';
import { paramsOf } from './tokens';

/**
 * A pattern that is a static prefix then one parameter (`/blog/:slug`, `/docs/:path*`), the
 * shape most pattern redirects have, read for a lookup that neither splits the path nor builds
 * an object of values: the parameter's value is one slice of the path, and the target is
 * rendered from parts worked out once. Other patterns go through `matchSegments` and
 * `renderTarget`, which give the same answers for these.
 */
export interface PatternTail {
  /** The parameter's name and modifier. */
  readonly name: string;
  readonly modifier: '' | '?' | '*' | '+';
  /** The parameter's constraint, tested on each of its segments; null: any segment. */
  readonly test: RegExp | null;
  /**
   * Whether the target holds the parameter once, and is then `head`, the value, `tail` (`empty`
   * for an absent value); else `renderTarget` writes it. Kept on this object rather than one of
   * its own: a lookup reads one object less.
   */
  readonly around: boolean;
  readonly head: string;
  readonly tail: string;
  readonly empty: string;
  /** Whether the value is percent-encoded (an absolute URL's path). */
  readonly encode: boolean;
  /** A gone rule's (no target). */
  readonly gone: boolean;
  /** A local target's: it must not turn into another site's (`//host`, `/\host`). */
  readonly local: boolean;
}

// What encodeURIComponent leaves as it is, and "/", which separates a repeat's segments.
const UNRESERVED = /^[A-Za-z0-9\-_.!~*'()/]*$/;

// An absolute URL percent-encodes each segment: a repeat's value keeps the "/" between them.
const encodeSegments = (value: string): string => {
  if (UNRESERVED.test(value)) return value;
  let encoded = '';
  let start = 0;
  for (let slash = value.indexOf('/'); slash >= 0; slash = value.indexOf('/', start)) {
    encoded += `${encodeURIComponent(value.slice(start, slash))}/`;
    start = slash + 1;
  }
  return encoded + encodeURIComponent(value.slice(start));
};

// The target split around its one use of the parameter, as `renderTarget` would write it: the
// static segments before and after, an absent or empty value dropping its segment.
const aroundOf = (target: RedirectTarget | null, name: string): Pick<PatternTail, 'around' | 'head' | 'tail' | 'empty' | 'encode'> => {
  const uses = target === null ? [] : paramsOf(target.tokens);
  if (target === null || uses.length !== 1 || uses[0].name !== name) return { around: false, head: '', tail: '', empty: '', encode: false };
  const at = target.tokens.indexOf(uses[0]);
  const statics = (from: number, to: number) =>
    target.tokens
      .slice(from, to)
      .map((token) => `/${(token as { value: string }).value}`)
      .join('');
  const before = statics(0, at);
  const after = statics(at + 1, target.tokens.length);
  const end = `${target.trailingSlash ? '/' : ''}${target.suffix}`;
  return {
    around: true,
    head: `${target.origin}${before}/`,
    tail: `${after}${end}`,
    empty: before + after === '' ? `${target.origin}/${target.suffix}` : `${target.origin}${before}${after}${end}`,
    encode: target.origin !== '',
  };
};

/** The tail of a source that is a static prefix then one parameter, else null. */
export const tailOf = (source: CompiledSource, target: RedirectTarget | null, prefix: number): PatternTail | null => {
  const { tokens } = source;
  const last = tokens[prefix];
  if (prefix !== tokens.length - 1 || last.kind !== 'param') return null;
  const { around, head, tail, empty, encode } = aroundOf(target, last.name);
  // One literal of one shape for every tail: a lookup reads objects of a single shape.
  return {
    name: last.name,
    modifier: last.modifier,
    test: source.tests[prefix],
    around,
    head,
    tail,
    empty,
    encode,
    gone: target === null,
    local: target !== null && target.origin === '',
  };
};

/**
 * The parameter's value in `path` from `start` (the "/" after the static prefix, or the path's
 * length) on: one or more segments joined by "/", "" for none, or null when the rest of the path
 * does not fit. `path` is normal: no empty segment, no trailing "/", "/" alone has no segment.
 */
export const tailValue = (tail: PatternTail, path: string, start: number): string | null => {
  const end = path.length === 1 ? 0 : path.length;
  if (start >= end) return tail.modifier === '?' || tail.modifier === '*' ? '' : null;
  const value = path.slice(start + 1, end);
  const repeats = tail.modifier === '*' || tail.modifier === '+';
  if (!repeats) return value.includes('/') || (tail.test !== null && !tail.test.test(value)) ? null : value;
  if (tail.test === null) return value;
  let from = 0;
  for (let slash = value.indexOf('/'); slash >= 0; slash = value.indexOf('/', from)) {
    if (!tail.test.test(value.slice(from, slash))) return null;
    from = slash + 1;
  }
  return tail.test.test(value.slice(from)) ? value : null;
};

/** The values object `renderTarget` takes, for a target that uses the parameter otherwise than once. */
export const tailValues = (tail: PatternTail, value: string): ParamValues => {
  if (tail.modifier === '*' || tail.modifier === '+') return { [tail.name]: value === '' ? [] : value.split('/') };
  return { [tail.name]: value === '' ? undefined : value };
};

/** The target for a value, from the parts `tailOf` worked out (`around` is true). */
export const renderAround = (tail: PatternTail, value: string): string => {
  if (value === '') return tail.empty;
  return tail.head + (tail.encode ? encodeSegments(value) : value) + tail.tail;
};
