/**
 * What every reader of an import file gives: numbered, unchecked redirects, each with what was
 * read loosely, or the reason a line of another tool's file has no sitetools rule.
 */
import type { RedirectInput } from '../redirect-rules';
import { patternFromRegex, Untranslatable, type RegexOptions } from './regex-pattern';

/** One redirect of a file, unchecked, with the line an editor should look at if it is refused. */
export interface ImportLine {
  line: number;
  /** What the line holds; for a refused line, what it wrote, for the report. */
  input: RedirectInput;
  /** How the line was read where another tool means more or less than the rule says. */
  notes?: string[];
  /** Why the line has no sitetools rule: the report refuses it, nothing checks it. */
  refused?: string;
}

/** A line read into a rule. */
export const readLine = (line: number, input: RedirectInput, notes: string[] = []): ImportLine =>
  notes.length === 0 ? { line, input } : { line, input, notes: [...new Set(notes)] };

/** A line refused for `reason`, showing what it wrote. */
export const refuseLine = (line: number, input: RedirectInput, reason: string): ImportLine => ({ line, input, refused: reason });

/** A status code as a file writes it: digits are the number, anything else is passed on for the rules to refuse. */
export const statusOf = (text: string | undefined, fallback: number): unknown => {
  if (text === undefined || text.trim() === '') return fallback;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim();
};

/** The codes of a path that leads nowhere: its rule has no target. */
export const isGoneCode = (status: unknown): boolean => status === 410 || status === 451;

/**
 * A regex rule as a line: its pattern, or the line refused with the reason the pattern syntax
 * cannot say the same.
 */
export const regexLine = (
  line: number,
  rule: { source: string; to: string | null; status: unknown; query?: string },
  options: RegexOptions,
  notes: string[] = []
): ImportLine => {
  const to = isGoneCode(rule.status) ? null : rule.to;
  try {
    const pattern = patternFromRegex(rule.source, to, options);
    const query = rule.query === undefined ? {} : { query: rule.query };
    return readLine(line, { from: pattern.from, to: pattern.to, status_code: rule.status, ...query }, [...notes, ...pattern.notes]);
  } catch (error) {
    if (!(error instanceof Untranslatable)) throw error;
    return refuseLine(line, { from: rule.source, to: rule.to, status_code: rule.status }, error.message);
  }
};

/**
 * `to` with the rest of a matched path appended as `:path*`, before its query and fragment: the
 * target of a rule that redirects a folder and keeps what follows it.
 */
export const withRest = (to: string): string => {
  const at = to.search(/[?#]/);
  const [path, suffix] = at < 0 ? [to, ''] : [to.slice(0, at), to.slice(at)];
  return `${path.replace(/\/$/, '')}/:path*${suffix}`;
};

/**
 * The first segment of `path` (a source or a target's path) where a parameter is part of the
 * segment (`:slug.html`, `blog-:slug`), or where a path-to-regexp group, splat or modifier is not
 * a whole parameter (`(.*)`, `*`): the pattern syntax has parameters of whole segments only, and
 * would store such a segment as literal text. Null when every segment is plain text or one parameter.
 */
export const segmentWithPartialParam = (path: string): string | null => {
  const end = path.search(/[?#]/);
  const segments = (end < 0 ? path : path.slice(0, end)).split('/');
  for (const segment of segments) {
    const unescaped = segment.replace(/\\./g, '');
    if (!/[:()*+?]/.test(unescaped)) continue;
    if (/^:[A-Za-z_][A-Za-z0-9_]*(\([^/]*\))?[*+?]?$/.test(segment)) continue;
    return segment;
  }
  return null;
};

/** The lines of a text file with their numbers, trimmed, without blank lines and `#` comments. */
export const textLines = (content: string): Array<{ line: number; text: string }> =>
  content
    .replace(/^\ufeff/, '')
    .split(/\r\n|\r|\n/)
    .map((text, index) => ({ line: index + 1, text: text.trim() }))
    .filter(({ text }) => text !== '' && !text.startsWith('#'));
