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

/** Reads `vercel.json`: its `redirects` list (its other keys are left alone), or a list of entries. */
export const readVercel = (content: string): ImportLine[] => {
  const file = parse(content.replace(/^\ufeff/, ''), 'vercel.json');
  // A list of entries alone is read too, as Next.js's redirects() returns it.
  const list = Array.isArray(file) ? file : (file as { redirects?: unknown } | null)?.redirects;
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
    else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return -1;
      i = end + 1;
    } else if (c === '[') depth += 1;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
};

// Where a module's list starts: sitetools' own export (`const list = [`), or after `redirects`,
// the first list that a `return`, an arrow or a key gives. Each search runs once over the text.
const OWN_LIST = /\blist\s*=\s*\[/;
const RETURNED_LIST = /(?:\breturn|=>|:)\s*\[/g;

const listStart = (content: string): number => {
  const own = OWN_LIST.exec(content);
  if (own) return own.index + own[0].length - 1;
  const named = content.search(/\bredirects\b/);
  if (named < 0) return -1;
  RETURNED_LIST.lastIndex = named;
  const found = RETURNED_LIST.exec(content);
  return found ? found.index + found[0].length - 1 : -1;
};

/**
 * Reads a module's list of redirects: `const list = [...]` (sitetools' export) or the first
 * array literal returned or given after `redirects`; a plain JSON array of entries too. Entries
 * built by code (a spread, a map) cannot be read.
 */
export const readNextModule = (content: string): ImportLine[] => {
  const open = content.trimStart().startsWith('[') ? content.indexOf('[') : listStart(content);
  if (open < 0) throw new ImportFileError('no list of redirects was found: write them as an array literal returned by redirects()');
  const close = closingBracket(content, open);
  if (close < 0) throw new ImportFileError('the list of redirects is not closed');
  const list = parse(content.slice(open, close + 1), 'the list of redirects');
  return readList(list as unknown[]);
};
