/**
 * Tells which tool wrote an import file, from its name where that is certain (`_redirects`,
 * `.htaccess`, `vercel.json`) and else from its content: JSON by its keys, CSV by its header,
 * text by its directives.
 */
import type { ImportFormat } from '../../../../shared/contracts/redirects';
import { csvRecords } from './csv-rows';

const BY_NAME: Array<[RegExp, ImportFormat]> = [
  [/(^|\/)_redirects$/, 'netlify'],
  [/(^|\/)\.htaccess$/, 'apache'],
  [/(^|\/)vercel\.json$/, 'vercel'],
  [/\.(mjs|cjs|js|ts)$/, 'next'],
  [/\.conf$/, 'nginx'],
];

const jsonFormat = (text: string): ImportFormat | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(value)) {
    const first = value.find((entry) => typeof entry === 'object' && entry !== null) as Record<string, unknown> | undefined;
    // A list of redirects() entries, as Next.js takes them.
    return first && 'source' in first && 'destination' in first ? 'next' : 'json';
  }
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  if (keys.includes('plugin') && keys.includes('redirects')) return 'redirection';
  return keys.includes('redirects') ? 'vercel' : 'json';
};

const HOST_PATH = /^(?:https?:\/\/)?[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(\/|$)/i;

const csvFormat = (text: string): ImportFormat | null => {
  let records;
  try {
    records = csvRecords(text).slice(0, 3);
  } catch {
    return null;
  }
  const header = (records[0]?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const has = (...names: string[]) => names.every((name) => header.includes(name));
  if (has('source', 'target', 'regex', 'code')) return 'redirection';
  if (has('source', 'matching', 'destination')) return 'rank-math';
  if (has('source', 'destination')) return 'vercel-bulk';
  if (header.length === 4 && /^(plain|regex)$/i.test(records[1]?.cells[3]?.trim() ?? '')) return 'yoast';
  if (has('origin', 'target', 'type', 'format')) return 'yoast';
  if (header[0] === 'source_url' || (header.length >= 3 && HOST_PATH.test(header[0]) && /^\d{3}$/.test(header[2] ?? '')))
    return 'cloudflare';
  if (has('from') || has('to')) return 'csv';
  return null;
};

const NGINX = /^\s*(map\s+\S+\s+\$|rewrite\s+\S+|location\s|server\s*\{|return\s+\d{3})/m;
const APACHE = /^\s*(Redirect|RedirectMatch|RedirectPermanent|RedirectTemp|RewriteRule|RewriteEngine)\s/im;
const NEXT = /\bexport\s+default\b|\bmodule\.exports\b|\bredirects\s*\(/;
const PATH_OR_URL = /^(\/|https?:\/\/)/;
const QUERY_PAIR = /^[^=]+=/;

/**
 * A `_redirects` line, word by word (a regular expression over the whole line would backtrack
 * on words with several "="): a source, query pairs, a target, a status, conditions.
 */
const isNetlifyLine = (line: string): boolean => {
  const words = line.trim().split(/\s+/);
  if (!PATH_OR_URL.test(words[0] ?? '')) return false;
  let at = 1;
  while (at < words.length && QUERY_PAIR.test(words[at]) && !PATH_OR_URL.test(words[at])) at += 1;
  if (!PATH_OR_URL.test(words[at] ?? '')) return false;
  at += 1;
  if (/^\d{3}!?$/.test(words[at] ?? '')) at += 1;
  return words.slice(at).every((word) => QUERY_PAIR.test(word));
};

/** The format of `content`; null when nothing tells. `fileName` is the name the file was picked by. */
export const detectImportFormat = (content: string, fileName?: string): ImportFormat | null => {
  const name = fileName?.trim().toLowerCase();
  const named = name === undefined ? undefined : BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  if (named) return named;
  const text = content.replace(/^\ufeff/, '').trim();
  if (text.startsWith('{') || text.startsWith('[')) return jsonFormat(text);
  if (NEXT.test(text)) return 'next';
  if (APACHE.test(text)) return 'apache';
  if (NGINX.test(text)) return 'nginx';
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  if (lines.length > 0 && lines.every(isNetlifyLine)) return 'netlify';
  return csvFormat(text);
};
