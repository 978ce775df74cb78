/**
 * A redirect that another server or plugin wrote as a regular expression (nginx, Apache, the
 * WordPress plugins) read as a pattern rule, where the pattern syntax says the same thing: whole
 * segments captured (`/([^/]+)`, `/(\d+)`), a captured or uncaptured rest of the path at the end
 * (`/(.*)`), and the captures put back as whole segments of the target (`/$1`). Anything else
 * (alternatives, a capture inside a segment, a quantified group, a class outside a capture) is
 * refused with the reason, for the report's line.
 */

/** A regex rule as a pattern: its `from`, its `to` (null for none), and what was read loosely. */
export interface PatternFromRegex {
  from: string;
  to: string | null;
  notes: string[];
}

/** Why a regex rule has no pattern of the same meaning. */
export class Untranslatable extends Error {}

export interface RegexOptions {
  /** The expression is matched against the path without its leading "/" (`.htaccess`, Yoast). */
  relative?: boolean;
  /** How the target names a capture: `$1` (default) or also `\1`. */
  backslashReferences?: boolean;
  /** The target escapes a literal "$", "%" or "\" with "\" (Apache's substitutions). */
  escapedTarget?: boolean;
}

type Item =
  { kind: 'text'; text: string } | { kind: 'optional-slash' } | { kind: 'group'; body: string } | { kind: 'rest'; modifier: '*' | '+' };

const refuse = (reason: string): never => {
  throw new Untranslatable(reason);
};

/** The index of the `)` closing the group opened at `start`, past escapes and classes. */
const closingParen = (text: string, start: number): number => {
  let depth = 0;
  let inClass = false;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\') i += 1;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) return i;
  }
  return refuse('the regular expression has a group that is not closed');
};

// Escapes of a character class or an anchor name a set of characters, not one: only inside a
// captured segment can the pattern syntax hold them (as a constraint).
const CLASS_ESCAPE = /[dDwWsSbBpPuxcnrtfv0-9]/;

const tokenize = (body: string, notes: string[]): Item[] => {
  const items: Item[] = [];
  const text = (c: string) => {
    const last = items[items.length - 1];
    if (last?.kind === 'text') last.text += c;
    else items.push({ kind: 'text', text: c });
  };
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    const next = body[i + 1];
    if (c === '\\') {
      if (next === undefined) refuse('the regular expression ends with "\\"');
      if (next === 's') {
        // A path holds no other whitespace than the space (the rest are control characters).
        notes.push('read "\\s" as a space');
        text(' ');
      } else if (CLASS_ESCAPE.test(next)) refuse(`"\\${next}" outside a captured segment has no pattern equivalent`);
      else text(next);
      i += 1;
    } else if (c === '(') {
      const end = closingParen(body, i);
      const inner = body.slice(i + 1, end);
      if (/^[*+?{]/.test(body[end + 1] ?? '')) refuse(`the group (${inner}) has a quantifier: a pattern parameter is whole segments`);
      if (inner.startsWith('?')) refuse(`the group (${inner}) is not a capture: the pattern syntax has no such group`);
      items.push({ kind: 'group', body: inner });
      i = end;
    } else if (c === '.' && (next === '*' || next === '+')) {
      items.push({ kind: 'rest', modifier: next });
      i += body[i + 2] === '?' ? 2 : 1;
    } else if (c === '.') {
      notes.push('read "." as a dot, not as any character');
      text('.');
    } else if (c === '?' && items[items.length - 1]?.kind === 'text' && (items[items.length - 1] as { text: string }).text.endsWith('/')) {
      const last = items[items.length - 1] as { kind: 'text'; text: string };
      last.text = last.text.slice(0, -1);
      if (last.text === '') items.pop();
      items.push({ kind: 'optional-slash' });
    } else if (c === '[') refuse('a character class outside a captured segment has no pattern equivalent');
    else if (c === '|') refuse('the regular expression has alternatives ("|"): write one rule for each');
    else if ('*+?{'.includes(c)) refuse(`the quantifier "${c}" outside a captured segment has no pattern equivalent`);
    else if (c === '^' || c === '$') refuse(`"${c}" in the middle of the regular expression has no pattern equivalent`);
    else text(c);
  }
  return items;
};

/** A capture the target may put back, and how: with its own "/" or after one. */
interface Capture {
  param: string;
  /** The capture holds its leading "/" (`((?:/x)*)`), so `$1` follows a segment directly. */
  withSlash: boolean;
}

const REST = /^\.[*+]\??$/;
// The house's own idiom for a parameter of several segments, as its nginx and Apache exports write it.
const SEGMENTS = /^\(\?:\/(.+)\)([*+?])$/;
const ANY_SEGMENT = new Set(['[^/]+', '[^/]*']);

const constraintOf = (body: string): string => {
  const unwrapped = /^\(\?:(.*)\)$/.exec(body)?.[1] ?? body;
  if (ANY_SEGMENT.has(unwrapped)) return '';
  if (/(^|[^\\])\//.test(unwrapped)) refuse(`the capture (${body}) can hold "/": a parameter is one segment`);
  return `(${unwrapped})`;
};

const buildSource = (items: Item[], notes: string[]): { from: string; captures: Capture[] } => {
  let from = '';
  const captures: Capture[] = [];
  const atSegmentStart = () => from.endsWith('/');
  const isLast = (index: number) => items.slice(index + 1).every((item) => item.kind === 'optional-slash');
  for (const [index, item] of items.entries()) {
    if (item.kind === 'text') {
      if (/(^|\/):/.test(item.text)) refuse('a segment starting with ":" would read as a parameter');
      from += item.text;
    } else if (item.kind === 'optional-slash') {
      // A slash that may be left out at the end is the one paths are stored without. Before the
      // rest of the path (`/blog/?(.*)`) it is read as the folder's: the expression also matched
      // `/blogfoo`. Anywhere else the pattern would match fewer paths than the expression.
      const next = items[index + 1];
      if (next !== undefined && !isLast(index)) {
        const rest = next.kind === 'rest' || (next.kind === 'group' && REST.test(next.body));
        if (!rest) refuse('an optional "/" inside the path has no pattern equivalent');
        notes.push(`read "${from}/?" followed by the rest of the path as the folder ${from === '' ? '/' : from} and the paths under it`);
        from += '/';
      }
    } else if (item.kind === 'rest' || REST.test(item.body)) {
      const modifier = item.kind === 'rest' ? item.modifier : (item.body[1] as '*' | '+');
      if (!isLast(index)) refuse('".*" before the end of the expression has no pattern equivalent: a rest of the path comes last');
      if (!atSegmentStart()) refuse('".*" inside a segment has no pattern equivalent: /old(.*) also matches /older');
      from = `${from.slice(0, -1)}/:path${modifier}`;
      if (item.kind === 'group') captures.push({ param: `path${modifier}`, withSlash: false });
    } else {
      const name = `p${captures.length + 1}`;
      const segments = SEGMENTS.exec(item.body);
      if (segments) {
        if (atSegmentStart()) refuse(`the capture (${item.body}) follows a "/" it already holds`);
        const constraint = constraintOf(segments[1]);
        from += `/:${name}${constraint}${segments[2]}`;
        captures.push({ param: `${name}${segments[2]}`, withSlash: true });
        continue;
      }
      const following = items[index + 1];
      const endsSegment =
        following === undefined || following.kind === 'optional-slash' || (following.kind === 'text' && following.text.startsWith('/'));
      if (!atSegmentStart() || !endsSegment) refuse(`the capture (${item.body}) is part of a segment: a parameter is a whole segment`);
      from = `${from.slice(0, -1)}/:${name}${constraintOf(item.body)}`;
      captures.push({ param: name, withSlash: false });
    }
  }
  return { from: from === '' ? '/' : from, captures };
};

const buildTarget = (to: string, captures: Capture[], options: RegexOptions): string => {
  const reference = options.backslashReferences ? /(\$|\\)(\d)/g : /(\$)(\d)/g;
  if (options.escapedTarget === true ? /(^|[^\\])%\d/.test(to) : false)
    refuse("the target uses a condition's capture (%1), which a pattern has not");
  let result = '';
  let last = 0;
  for (const match of to.matchAll(reference)) {
    const at = match.index ?? 0;
    if (options.escapedTarget === true && to[at - 1] === '\\') continue;
    const capture = captures[Number(match[2]) - 1];
    if (capture === undefined) refuse(`the target's ${match[0]} names no captured segment of the source`);
    const after = to[at + match[0].length];
    const endsSegment = after === undefined || after === '/' || after === '?' || after === '#';
    let before = to.slice(last, at);
    if (capture.withSlash) {
      if (before.endsWith('/') || !endsSegment) refuse(`the target puts ${match[0]} inside a segment: a parameter is a whole segment`);
    } else {
      if (!before.endsWith('/') || !endsSegment) refuse(`the target puts ${match[0]} inside a segment: a parameter is a whole segment`);
      before = before.slice(0, -1);
    }
    result += `${before}/:${capture.param}`;
    last = at + match[0].length;
  }
  result += to.slice(last);
  return options.escapedTarget === true ? result.replace(/\\([$%\\])/g, '$1') : result;
};

/**
 * The pattern rule of a regex rule: `source` as the server matches it, `to` with its `$1`
 * references (null for a rule without a target). Throws {@link Untranslatable} with the reason
 * when the pattern syntax cannot say the same.
 */
export const patternFromRegex = (source: string, to: string | null, options: RegexOptions = {}): PatternFromRegex => {
  const notes: string[] = [];
  let body = source.trim();
  if (!body.startsWith('^')) refuse('the regular expression is not anchored with "^": it matches anywhere in the path');
  body = body.slice(1);
  // The path as matched from its first "/": a relative one (.htaccess) has none to match, and a
  // first parameter of several segments (`((?:/x)*)`) holds its own.
  if (body.startsWith('/?')) body = `/${body.slice(2)}`;
  else if (options.relative && !body.startsWith('/')) body = `/${body}`;
  else if (!body.startsWith('/') && !body.startsWith('((?:/')) refuse('the regular expression does not start with "/"');
  const anchored = body.endsWith('$') && !body.endsWith('\\$');
  if (anchored) body = body.slice(0, -1);
  if (body.includes('\\?')) refuse('the regular expression matches the query string, which a pattern leaves to the query policy');
  const items = tokenize(body, notes);
  const lastItem = items[items.length - 1];
  const endsWithRest = lastItem?.kind === 'rest' || (lastItem?.kind === 'group' && REST.test(lastItem.body));
  if (!anchored && !endsWithRest) {
    refuse('the regular expression has no "$": it matches every path that starts with it (/old and /older alike)');
  }
  const { from, captures } = buildSource(items, notes);
  return { from, to: to === null ? null : buildTarget(to, captures, options), notes: [...new Set(notes)] };
};
