/**
 * An nginx snippet: `map` blocks (for the `http {}` block) from the decoded path (`$uri`) to the
 * target and the status, and the `if` lines that return them (for the `server {}` block).
 */
import { expressAll, limitCrossed, LeftOut, type HostFile, type HostRule } from './host-rule';
import { captureReference, encodeSegment, escapeRegex, MAX_CAPTURES, patternRegex, writeTarget } from './url-text';

// nginx builds each map's hash within map_hash_max_size (2048 by default) and refuses to start
// when the keys do not fit.
const MAP_HASH_MAX_SIZE = 2048;

interface NginxEntry {
  key: string;
  to: string;
  status: number;
  byQuery: boolean;
}

const quoted = (text: string): string => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

const express = (rule: HostRule, caseSensitive: boolean): NginxEntry | LeftOut => {
  const query = rule.exactQuery;
  let key = query === null ? rule.path : `${rule.path}?${query}`;
  let param: ((token: Parameters<typeof captureReference>[2]) => string) | null = null;
  if (rule.tokens !== null) {
    const { regex, groups } = patternRegex(rule.tokens);
    if (groups.size > MAX_CAPTURES) return new LeftOut('nginx names at most 9 captures: the pattern has more parameters');
    const tokens = rule.tokens;
    const anchored = query === null ? regex : `${regex.slice(0, -1)}\\?${escapeRegex(query)}$`;
    key = `${caseSensitive ? '~' : '~*'}${anchored}`;
    param = (token) => captureReference(tokens, groups, token);
  }
  if (rule.target === null) return { key, to: '', status: rule.status, byQuery: rule.exactQuery !== null };
  const target = writeTarget(rule.target, { encode: encodeSegment, param: param ?? (() => '') });
  // nginx reads "$" in a map's value as a variable and has no escape for it.
  if (rule.target.text.includes('$')) return new LeftOut('nginx reads "$" in the target as a variable');
  const suffix = rule.query === 'pass' ? (target.includes('?') ? '&$args' : '$is_args$args') : '';
  return { key, to: `${target}${suffix}`, status: rule.status, byQuery: rule.exactQuery !== null };
};

const mapBlock = (source: string, variable: string, entries: ReadonlyArray<NginxEntry>, value: (entry: NginxEntry) => string) => [
  `map ${source} $${variable} {`,
  '    default "";',
  ...entries.map((entry) => `    ${quoted(entry.key)} ${quoted(value(entry))};`),
  '}',
];

/** Writes `redirects.conf`. */
export const writeNginx = (rules: ReadonlyArray<HostRule>, options: { caseSensitive: boolean }): HostFile => {
  const { entries, left } = expressAll(rules, (rule) => express(rule, options.caseSensitive));
  const byQuery = entries.filter(({ entry }) => entry.byQuery).map(({ entry }) => entry);
  const byPath = entries.filter(({ entry }) => !entry.byQuery).map(({ entry }) => entry);
  const lines = ['# The published redirects of sitetools. In the http {} block:'];
  // A rule for a query string comes first: it is more specific than a rule for its path alone.
  const groups = [
    { source: '"$uri?$args"', name: 'sitetools_query', list: byQuery },
    { source: '$uri', name: 'sitetools', list: byPath },
  ].filter(({ list }) => list.length > 0);
  for (const { source, name, list } of groups) {
    lines.push(
      ...mapBlock(source, `${name}_to`, list, (entry) => entry.to),
      ...mapBlock(source, `${name}_status`, list, (entry) => String(entry.status))
    );
  }
  lines.push('', '# In the server {} block:');
  for (const { name, list } of groups) {
    for (const code of [...new Set(list.map((entry) => entry.status))].sort()) {
      const answer = code === 410 || code === 451 ? `return ${code};` : `return ${code} $${name}_to;`;
      lines.push(`if ($${name}_status = ${code}) { ${answer} }`);
    }
  }
  return {
    text: `${lines.join('\n')}\n`,
    exported: entries.length,
    left,
    limits: limitCrossed(
      MAP_HASH_MAX_SIZE,
      Math.max(byQuery.length, byPath.length),
      'nginx builds a map of more than 2,048 keys only with map_hash_max_size raised'
    ),
  };
};
