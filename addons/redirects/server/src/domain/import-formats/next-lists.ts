/**
 * Reads the files that hold Next.js `redirects()` entries: `vercel.json` (its `redirects`), and a
 * `next.config` or `redirects.mjs` module, whose list is read as JSON5 (object literals with
 * unquoted keys, single quotes, comments and trailing commas), never run.
 */
import JSON5 from 'json5';
import { ImportFileError } from 'sitetools-kit/import-records';
import { readNextRedirect } from './next-redirects';
import type { ImportLine } from './import-line';

// An entry's line is its position in the list, as for sitetools' own JSON.
const readList = (list: unknown[]): ImportLine[] => list.map((entry, index) => readNextRedirect(index + 1, entry));

const parse = (text: string, what: string): unknown => {
  try {
    return JSON5.parse(text);
  } catch (error) {
    throw new ImportFileError(`${what} cannot be read: ${(error as Error).message}`);
  }
};

/** Reads `vercel.json`: its `redirects` list (its other keys are left alone). */
export const readVercel = (content: string): ImportLine[] => {
  const file = parse(content.replace(/^\ufeff/, ''), 'vercel.json');
  const list = (file as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(list)) throw new ImportFileError('vercel.json has no "redirects" list');
  return readList(list);
};

/** The index of the `]` closing the list opened at `start`, past strings and comments. */
const closingBracket = (text: string, start: number): number => {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i += 1; i < text.length && text[i] !== c; i += text[i] === '\\' ? 2 : 1);
    } else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 1;
    else if (c === '[') depth += 1;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
};

/**
 * Reads a module's list of redirects: the first array literal after `redirects` or `list =`
 * whose entries are objects. Entries built by code (a spread, a map) cannot be read.
 */
export const readNextModule = (content: string): ImportLine[] => {
  const start = /(?:redirects\s*(?:\(\s*\)\s*\{[^[]*?return|:|=>)|\blist\s*=)\s*\[/.exec(content);
  if (!start) throw new ImportFileError('no list of redirects was found: write them as an array literal returned by redirects()');
  const open = start.index + start[0].length - 1;
  const close = closingBracket(content, open);
  if (close < 0) throw new ImportFileError('the list of redirects is not closed');
  const list = parse(content.slice(open, close + 1), 'the list of redirects');
  return readList(list as unknown[]);
};
