/**
 * Netlify's `_redirects` file (also read by Cloudflare Pages and Workers): one rule a line,
 * `from [query] to status`. Placeholders take one segment each and a splat (`/*`, `:splat`) the
 * rest of the path; there are no constraints or optional parameters.
 */
import type { PatternToken } from 'sitetools-kit/redirect-match';
import { expressAll, limitCrossed, LeftOut, type HostFile, type HostRule } from './host-rule';
import { encodeSegment, writeTarget } from './url-text';

// Cloudflare Pages and Workers document these for the same file; Netlify documents none.
const MAX_STATIC = 2000;
const MAX_DYNAMIC = 100;
const MAX_LINE = 1000;

// Netlify reads a segment starting with ":" as a placeholder and "*" as a splat, and splits the
// line at whitespace: encoded, they are literal text.
const encodeLiteral = (segment: string): string => encodeSegment(segment).replace(/^:/, '%3A').replace(/\*/g, '%2A');

const sourceOf = (tokens: ReadonlyArray<PatternToken>): string | LeftOut => {
  let text = '';
  for (const [index, token] of tokens.entries()) {
    if (token.kind === 'static') text += `/${encodeLiteral(token.value)}`;
    else if (token.constraint !== null) return new LeftOut(`Netlify placeholders take any segment: ":${token.name}" has a constraint`);
    else if (token.modifier === '') text += `/:${token.name}`;
    else if (token.modifier === '*' && index === tokens.length - 1) text += '/*';
    else return new LeftOut(`Netlify has no ":${token.name}${token.modifier}" parameter: only a last ":name*" becomes a splat`);
  }
  return text;
};

// The query of an `exact` rule as Netlify's `key=value` pairs, which match those parameters.
const queryOf = (query: string): string | LeftOut => {
  const pairs = query.split('&').filter((pair) => pair !== '');
  const keys = pairs.map((pair) => pair.split('=')[0]);
  if (pairs.length === 0) return new LeftOut('Netlify cannot match a request without a query string only');
  if (new Set(keys).size !== keys.length) return new LeftOut('Netlify cannot match a query parameter given twice');
  return pairs.map((pair) => (pair.includes('=') ? pair : `${pair}=`)).join(' ');
};

const express = (rule: HostRule): string | LeftOut => {
  if (rule.query === 'ignore') return new LeftOut('Netlify passes the query string on: a rule that drops it cannot be written');
  const from = rule.tokens === null ? rule.path.split('/').map(encodeLiteral).join('/') : sourceOf(rule.tokens);
  if (from instanceof LeftOut) return from;
  const query = rule.exactQuery === null ? '' : queryOf(rule.exactQuery);
  if (query instanceof LeftOut) return query;
  // A gone rule shows the site's 404 page with its status, as Netlify's custom 404 rules do.
  const to =
    rule.target === null
      ? '/404.html'
      : writeTarget(rule.target, {
          encode: encodeLiteral,
          param: (token) => (token.modifier === '*' ? '/:splat' : `/:${token.name}`),
        });
  if (/\s/.test(to)) return new LeftOut('the target holds a space, which ends a _redirects field');
  return [from, query, to, String(rule.status)].filter((part) => part !== '').join(' ');
};

/** Writes `_redirects`. */
export const writeNetlify = (rules: ReadonlyArray<HostRule>): HostFile => {
  const { entries, left } = expressAll(rules, express);
  const dynamic = entries.filter(({ rule }) => rule.tokens !== null).length;
  const long = entries.filter(({ entry }) => entry.length > MAX_LINE).length;
  return {
    text: entries.map(({ entry }) => `${entry}\n`).join(''),
    exported: entries.length,
    left,
    limits: [
      ...limitCrossed(MAX_STATIC, entries.length - dynamic, 'Cloudflare Pages reads at most 2,000 static rules from _redirects'),
      ...limitCrossed(MAX_DYNAMIC, dynamic, 'Cloudflare Pages reads at most 100 dynamic rules (placeholders or splats) from _redirects'),
      ...limitCrossed(0, long, 'Cloudflare Pages ignores a _redirects line longer than 1,000 characters'),
    ],
  };
};
