/** The token the caret is in while a pattern is typed: where it starts and ends, and what is typed so far. */
export interface TokenQuery {
  /** Index of the token's `[`. */
  start: number;
  /** Index just after the token's `]`, or the caret when the token is not closed yet. */
  end: number;
  /** The text between `[` and the caret, e.g. `category.na`. */
  text: string;
}

/**
 * Finds the token the caret is in. Follows the pattern grammar: outside a token `[` opens one,
 * inside a token `[` opens an index (`tags[0]`) that `]` closes, and the next `]` closes the token.
 * Returns null when the caret is in literal text.
 */
export const tokenAt = (source: string, caret: number): TokenQuery | null => {
  let start = -1;
  let depth = 0;
  for (let at = 0; at < caret; at += 1) {
    if (source[at] === '[') {
      if (depth === 0) start = at;
      depth = Math.min(depth + 1, 2);
    } else if (source[at] === ']' && depth > 0) {
      depth -= 1;
    }
  }
  if (depth === 0) return null;
  let end = caret;
  for (let at = caret, open = depth; at < source.length; at += 1) {
    if (source[at] === '[') open = Math.min(open + 1, 2);
    if (source[at] === ']') open -= 1;
    if (open === 0) {
      end = at + 1;
      break;
    }
  }
  return { start, end, text: source.slice(start + 1, caret) };
};

/** Whether a token is still open at the end of the pattern: a `[` typed and its `]` not yet. */
export const hasOpenToken = (source: string): boolean => tokenAt(source, source.length) !== null;

/** Suggestions that match what is typed: those starting with it first, then those containing it. */
export const matchTokens = <T extends { token: string }>(suggestions: T[], text: string): T[] => {
  const typed = text.toLowerCase();
  const inner = (token: string) => token.slice(1, -1).toLowerCase();
  const starting = suggestions.filter((s) => inner(s.token).startsWith(typed));
  const containing = suggestions.filter((s) => !inner(s.token).startsWith(typed) && inner(s.token).includes(typed));
  return [...starting, ...containing];
};

/** The pattern with the token at `query` replaced by `token`, and where the caret goes. */
export const insertToken = (source: string, query: TokenQuery, token: string) => ({
  value: `${source.slice(0, query.start)}${token}${source.slice(query.end)}`,
  caret: query.start + token.length,
});
