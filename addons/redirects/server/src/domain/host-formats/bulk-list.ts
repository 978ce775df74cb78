/**
 * What the bulk lists (Vercel's bulk redirects, Cloudflare's bulk redirect lists) take: one exact
 * path to one URL, the query passed on or dropped. They have no patterns, no query matching and
 * no gone answers.
 */
import { LeftOut, type HostRule } from './host-rule';
import { encodePath, encodeSegment, writeTarget } from './url-text';

/** The codes both lists take. */
const CODES = new Set([301, 302, 307, 308]);

/** One line of a bulk list. */
export interface BulkEntry {
  /** The encoded path. */
  path: string;
  to: string;
  status: number;
  passQuery: boolean;
}

/** The entry, or why `host` (the list's name in a reason) cannot hold the rule. */
export const bulkEntryOf = (host: string, rule: HostRule): BulkEntry | LeftOut => {
  if (rule.tokens !== null) return new LeftOut(`a ${host} list has no patterns: each entry is one exact path`);
  if (rule.target === null) return new LeftOut(`a ${host} list cannot answer ${rule.status}: it only redirects`);
  if (!CODES.has(rule.status)) return new LeftOut(`a ${host} list redirects with 301, 302, 307 or 308 only`);
  if (rule.exactQuery !== null) return new LeftOut(`a ${host} list matches the path only, never the query string`);
  const to = writeTarget(rule.target, { encode: encodeSegment, param: () => '' });
  return { path: encodePath(rule.path), to, status: rule.status, passQuery: rule.query === 'pass' };
};
