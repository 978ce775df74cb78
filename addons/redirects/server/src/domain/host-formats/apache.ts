/**
 * An `.htaccess` of mod_rewrite rules, in the order the rules apply. mod_rewrite alone, not
 * mod_alias: `Redirect` matches prefixes and both modules would run in their own order.
 */
import { expressAll, LeftOut, type HostFile, type HostRule } from './host-rule';
import { captureReference, encodeSegment, escapeRegex, MAX_CAPTURES, patternRegex, writeTarget } from './url-text';

const quoted = (text: string): string => `"${text.replace(/"/g, '\\"')}"`;

// In .htaccess the path is matched without its leading "/", in the server's config with it:
// "^/?" fits both.
const pathRegex = (rule: HostRule): { regex: string; groups: Map<string, number> } => {
  if (rule.tokens !== null) {
    const { regex, groups } = patternRegex(rule.tokens);
    return { regex: `^/?${regex.slice(2)}`, groups };
  }
  return { regex: `^/?${escapeRegex(rule.path.slice(1))}$`, groups: new Map() };
};

const express = (rule: HostRule, caseSensitive: boolean): string | LeftOut => {
  const first = rule.tokens?.[0];
  if (first?.kind === 'param' && first.modifier !== '') {
    return new LeftOut(
      '.htaccess matches the path without its first "/": a pattern that starts with an optional or repeated parameter cannot be written'
    );
  }
  const { regex, groups } = pathRegex(rule);
  if (groups.size > MAX_CAPTURES) return new LeftOut('mod_rewrite names at most 9 captures: the pattern has more parameters');
  const condition = rule.exactQuery === null ? [] : [`RewriteCond %{QUERY_STRING} ${quoted(`^${escapeRegex(rule.exactQuery)}$`)}`];
  const nocase = caseSensitive ? '' : ',NC';
  if (rule.target === null) return [...condition, `RewriteRule ${quoted(regex)} - [R=${rule.status},L${nocase}]`].join('\n');
  const tokens = rule.tokens ?? [];
  const target = writeTarget(rule.target, {
    encode: encodeSegment,
    param: (token) => `\u0000${captureReference(tokens, groups, token)}\u0000`,
  });
  // "$" and "%" start back-references in a substitution: literal ones are escaped, the
  // captures (marked while writing) are kept.
  const substitution = target
    .split('\u0000')
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[$%\\]/g, (c) => `\\${c}`)))
    .join('');
  // NE: the target is already encoded. QSA passes the visitor's query on, QSD drops it.
  const query = rule.query === 'pass' ? 'QSA' : 'QSD';
  return [...condition, `RewriteRule ${quoted(regex)} ${quoted(substitution)} [R=${rule.status},L,NE,${query}${nocase}]`].join('\n');
};

/** Writes `.htaccess`. */
export const writeApache = (rules: ReadonlyArray<HostRule>, options: { caseSensitive: boolean }): HostFile => {
  const { entries, left } = expressAll(rules, (rule) => express(rule, options.caseSensitive));
  return {
    text: ['# The published redirects of sitetools (mod_rewrite).', 'RewriteEngine On', ...entries.map(({ entry }) => entry), ''].join(
      '\n'
    ),
    exported: entries.length,
    left,
    limits: [],
  };
};
