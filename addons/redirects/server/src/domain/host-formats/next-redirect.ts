/**
 * A rule as a Next.js `redirects()` entry, which `vercel.json` takes as well: path-to-regexp 6
 * syntax, of which the kit's patterns are a subset, so a pattern is written as it is stored.
 */
import type { PatternToken } from 'sitetools-kit/redirect-match';
import { LeftOut, type HostRule } from './host-rule';
import { encodeSegment, writeTarget } from './url-text';

/** One entry of `redirects()` / `vercel.json` `redirects`. */
export interface NextRedirect {
  source: string;
  destination: string;
  statusCode: number;
  has?: Array<{ type: 'query'; key: string; value: string }>;
}

// path-to-regexp reads these in a path; escaped, they are literal text.
const escapeLiteral = (segment: string): string => encodeSegment(segment).replace(/[\\:()*+?{}]/g, (c) => `\\${c}`);

const paramText = (token: Extract<PatternToken, { kind: 'param' }>): string =>
  `/:${token.name}${token.constraint === null ? '' : `(${token.constraint})`}${token.modifier}`;

const sourceOf = (rule: HostRule): string =>
  rule.tokens === null
    ? rule.path.split('/').map(escapeLiteral).join('/')
    : rule.tokens.map((token) => (token.kind === 'static' ? `/${escapeLiteral(token.value)}` : paramText(token))).join('') || '/';

// A `has` value is a regular expression over the decoded value: literal text is escaped.
const escapeValue = (value: string): string => value.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);

const decode = (text: string): string => decodeURIComponent(text.replace(/\+/g, ' '));

const queryOf = (query: string): NextRedirect['has'] | LeftOut => {
  const pairs = query.split('&').filter((pair) => pair !== '');
  const keys = pairs.map((pair) => pair.split('=')[0]);
  if (pairs.length === 0) return new LeftOut(`${HOST} cannot match a request without a query string only`);
  if (new Set(keys).size !== keys.length) return new LeftOut(`${HOST} cannot match a query parameter given twice`);
  return pairs.map((pair) => {
    const equals = pair.indexOf('=');
    const [key, value] = equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
    return { type: 'query' as const, key: decode(key), value: `^${escapeValue(decode(value))}$` };
  });
};

const HOST = 'Next.js and Vercel';

/** The entry, or why it cannot be written: Next.js and Vercel redirect, pass the query on, and nothing else. */
export const nextRedirectOf = (rule: HostRule): NextRedirect | LeftOut => {
  if (rule.target === null) return new LeftOut(`${HOST} redirects cannot answer ${rule.status}: they only redirect`);
  if (rule.query === 'ignore') return new LeftOut(`${HOST} pass the query string on: a rule that drops it cannot be written`);
  const has = rule.exactQuery === null ? undefined : queryOf(rule.exactQuery);
  if (has instanceof LeftOut) return has;
  const destination = writeTarget(rule.target, { encode: escapeLiteral, param: (token) => `/:${token.name}${token.modifier}` });
  return { source: sourceOf(rule), destination, statusCode: rule.status, ...(has ? { has } : {}) };
};
