/**
 * Reads nginx redirects: `map` blocks from the path to a target (with the `return` that uses
 * them, or a twin map of statuses, as sitetools' own export writes), `rewrite ... permanent|
 * redirect`, and `location` blocks (`=` or a regex) that `return` a redirect or a gone code.
 */
import { readNginxConfig, type Directive } from './nginx-config';
import { isGoneCode, readLine, regexLine, refuseLine, statusOf, type ImportLine } from './import-line';

/** Visits every directive, with the `if` blocks it sits in (a condition a sitetools rule has not). */
const walk = (directives: Directive[], visit: (directive: Directive, conditional: boolean) => void, conditional = false): void => {
  for (const directive of directives) {
    visit(directive, conditional);
    if (directive.block) walk(directive.block, visit, conditional || directive.name === 'if');
  }
};

const CONDITIONAL = 'the rule is inside an "if" block: its condition is not part of a sitetools rule';

/** The query policy a target's own text gives, and the target without nginx's query variables. */
const readTarget = (to: string, byDefault: 'pass' | 'ignore'): { to: string; query: 'pass' | 'ignore' } | { refused: string } => {
  let query: 'pass' | 'ignore' = byDefault;
  let text = to;
  const passed = /(\$is_args\$args|\?\$args|&\$args|\$is_args\$query_string|\?\$query_string)$/.exec(text);
  if (passed) {
    text = text.slice(0, passed.index);
    query = 'pass';
  } else if (text.endsWith('?')) {
    text = text.slice(0, -1);
    query = 'ignore';
  }
  const variable = /\$(?![1-9])[a-z_]+/i.exec(text);
  if (variable) return { refused: `the target uses the nginx variable ${variable[0]}, which a sitetools rule has not` };
  return { to: text, query };
};

/** One rule from a path (exact, or `~` / `~*` regex) to a target, as a line. */
const ruleLine = (
  line: number,
  key: string,
  to: string | null,
  status: unknown,
  byDefault: 'pass' | 'ignore',
  byQuery = false
): ImportLine => {
  const written = { from: key, to, status_code: status };
  let query: 'pass' | 'ignore' = byDefault;
  let target = to;
  if (to !== null && !isGoneCode(status)) {
    const read = readTarget(to, byDefault);
    if ('refused' in read) return refuseLine(line, written, read.refused);
    ({ to: target, query } = read);
  }
  const regex = /^~\*?/.exec(key);
  if (regex) {
    const notes = regex[0] === '~*' ? ['nginx matched this path in any case'] : [];
    return regexLine(
      line,
      { source: key.slice(regex[0].length), to: target, status, query: isGoneCode(status) ? undefined : query },
      {},
      notes
    );
  }
  // A gone answer carries no query on: its policy is the default unless it matches one query.
  if (isGoneCode(status)) return readLine(line, { from: key, to: null, status_code: status, ...(byQuery ? { query: 'exact' } : {}) });
  return readLine(line, { from: key, to: target, status_code: status, query: byQuery ? 'exact' : query });
};

interface NginxMap {
  source: string;
  entries: Directive[];
}

const MAP_KEYWORDS = new Set(['default', 'hostnames', 'volatile', 'include']);
const PATH_SOURCES = new Set(['$uri', '$document_uri']);
// A map over the path and the query: its keys are exact paths with their query.
const QUERY_SOURCES = new Set(['$uri?$args', '$uri$is_args$args', '$request_uri']);

/** The status each map's `return` gives it: `return 301 $map;`, alone or in an `if ($map)`. */
const returnsOf = (directives: Directive[]): Map<string, { status: unknown; query: 'pass' | 'ignore' }> => {
  const returns = new Map<string, { status: unknown; query: 'pass' | 'ignore' }>();
  walk(directives, (directive) => {
    if (directive.name !== 'return' || directive.args.length !== 2) return;
    const variable = /^\$([a-z0-9_]+)(\$is_args\$args)?$/i.exec(directive.args[1]);
    if (variable) returns.set(variable[1], { status: statusOf(directive.args[0], 302), query: variable[2] ? 'pass' : 'ignore' });
  });
  return returns;
};

const mapLines = (maps: Map<string, NginxMap>, directives: Directive[]): ImportLine[] => {
  const returns = returnsOf(directives);
  const lines: ImportLine[] = [];
  for (const [name, map] of maps) {
    // A map of statuses is read with its twin map of targets (`x_status` beside `x_to`).
    if (name.endsWith('_status') && maps.has(`${name.slice(0, -'_status'.length)}_to`)) continue;
    const statuses = name.endsWith('_to') ? maps.get(`${name.slice(0, -'_to'.length)}_status`) : undefined;
    const returned = returns.get(name);
    if (!statuses && !returned) continue;
    const statusOfKey = new Map((statuses?.entries ?? []).map((entry) => [entry.name, entry.args[0]]));
    const byQuery = QUERY_SOURCES.has(map.source);
    for (const entry of map.entries) {
      if (entry.args.length !== 1) {
        lines.push(refuseLine(entry.line, { from: entry.name }, 'a map entry is a key and one value'));
        continue;
      }
      const status = statuses ? statusOf(statusOfKey.get(entry.name), 302) : returned?.status;
      if (!PATH_SOURCES.has(map.source) && !byQuery) {
        lines.push(
          refuseLine(entry.line, { from: entry.name, to: entry.args[0], status_code: status }, `the map reads ${map.source}, not the path`)
        );
      } else {
        const to = entry.args[0] === '' ? null : entry.args[0];
        lines.push(ruleLine(entry.line, entry.name, to, status, returned?.query ?? 'ignore', byQuery && !entry.name.startsWith('~')));
      }
    }
  }
  return lines;
};

const REWRITE_FLAGS: Record<string, number> = { permanent: 301, redirect: 302 };

const rewriteLine = (directive: Directive): ImportLine => {
  const [regex = '', to = '', flag] = directive.args;
  // A replacement that is a URL redirects (302) whatever its flag, unless it says permanent.
  const status = REWRITE_FLAGS[flag ?? ''] ?? (/^https?:\/\//.test(to) ? 302 : undefined);
  if (status === undefined)
    return refuseLine(directive.line, { from: regex, to }, 'the rewrite is internal (no "permanent" or "redirect"): it is not a redirect');
  // A rewrite passes the query on unless its replacement ends with "?".
  return ruleLine(directive.line, `~${regex}`, to, status, 'pass');
};

const locationLine = (directive: Directive): ImportLine | null => {
  const answer = directive.block?.find((inner) => inner.name === 'return');
  if (!answer) return null;
  const status = statusOf(answer.args[0], 302);
  const to = answer.args[1] ?? null;
  const [modifier, path] = directive.args.length === 2 ? directive.args : ['', directive.args[0] ?? ''];
  if (modifier === '=') return ruleLine(directive.line, path, to, status, 'ignore');
  if (modifier === '~' || modifier === '~*') return ruleLine(directive.line, `${modifier}${path}`, to, status, 'ignore');
  return refuseLine(
    directive.line,
    { from: path, to, status_code: status },
    'a prefix location also matches longer paths (/old and /older): write "location =" or a regex'
  );
};

/** Reads an nginx configuration or snippet. */
export const readNginx = (content: string): ImportLine[] => {
  const directives = readNginxConfig(content);
  const maps = new Map<string, NginxMap>();
  const lines: ImportLine[] = [];
  walk(directives, (directive, conditional) => {
    if (directive.name === 'map' && directive.block && directive.args.length === 2) {
      const entries = directive.block.filter((entry) => !MAP_KEYWORDS.has(entry.name));
      maps.set(directive.args[1].replace(/^\$/, ''), { source: directive.args[0], entries });
    } else if (directive.name === 'rewrite') {
      lines.push(
        conditional ? refuseLine(directive.line, { from: directive.args[0], to: directive.args[1] }, CONDITIONAL) : rewriteLine(directive)
      );
    } else if (directive.name === 'location') {
      const line = locationLine(directive);
      if (line) lines.push(conditional ? refuseLine(line.line, line.input, CONDITIONAL) : line);
    }
  });
  return [...mapLines(maps, directives), ...lines].sort((a, b) => a.line - b.line);
};
