/**
 * The token form of a redirect pattern, shared by its source and its target. Every parameter is a
 * whole path segment, as in Next.js `redirects()` (path-to-regexp v6) restricted to that case.
 */

/** One segment of a pattern: literal text, or a named parameter. */
export type PatternToken =
  { kind: 'static'; value: string } | { kind: 'param'; name: string; modifier: '' | '?' | '*' | '+'; constraint: string | null };

type ParamToken = Extract<PatternToken, { kind: 'param' }>;

/** A segment that is a parameter; any other segment is literal text (`/c++`, `/a:b`, `/Foo_(bar)`). */
const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)(?:\((.*)\))?([?*+]?)$/s;
/** The start of a parameter with a constraint: refused when the segment does not close it. */
export const OPEN_CONSTRAINT = /^:[A-Za-z_][A-Za-z0-9_]*\(/;

/** A segment read as a token: `\:` at its start escapes a literal colon. */
const readSegment = (segment: string): PatternToken => {
  const found = PARAM.exec(segment);
  if (!found) return { kind: 'static', value: segment.startsWith('\\:') ? segment.slice(1) : segment };
  return { kind: 'param', name: found[1], modifier: found[3] as ParamToken['modifier'], constraint: found[2] ?? null };
};

/** The tokens of a path ("/" gives none). */
export const readPath = (path: string): PatternToken[] => (path === '/' || path === '' ? [] : path.slice(1).split('/').map(readSegment));

/** The parameters of a token list, in order. */
export const paramsOf = (tokens: ReadonlyArray<PatternToken>): ParamToken[] =>
  tokens.filter((token): token is ParamToken => token.kind === 'param');

/**
 * A pattern split at its query: the first "?" that is not a parameter's modifier (`:x?`) or
 * inside its constraint. A segment wholly a parameter keeps its "?" (`/:x?` is optional, with no
 * query); otherwise the longest start of the segment that is a segment of its own ends the path
 * (`/:x??a=1` is `:x?` and the query `a=1`). A stored path holds no "?", so any other "?" starts
 * the query.
 */
export const splitQuery = (pattern: string): { path: string; query: string | null } => {
  let start = 0;
  while (start <= pattern.length) {
    const slash = pattern.indexOf('/', start + 1);
    const end = slash < 0 ? pattern.length : slash;
    const segment = pattern.slice(start + 1, end);
    if (segment.includes('?') && !PARAM.test(segment)) {
      let cut = -1;
      for (let at = segment.indexOf('?'); at >= 0; at = segment.indexOf('?', at + 1)) {
        const head = segment.slice(0, at);
        if (PARAM.test(head) || (!head.includes('?') && !OPEN_CONSTRAINT.test(head))) cut = at;
      }
      if (cut < 0) cut = segment.indexOf('?');
      return { path: pattern.slice(0, start + 1 + cut), query: pattern.slice(start + 2 + cut) };
    }
    if (slash < 0) break;
    start = slash;
  }
  return { path: pattern, query: null };
};
