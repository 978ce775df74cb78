/**
 * Reads the redirects that the WordPress plugins export: Redirection (CSV and JSON), Yoast SEO
 * Premium (CSV) and Rank Math PRO (CSV). Their regular expressions are matched unanchored, so
 * only those anchored with "^" can become patterns; rules with conditions (login, referrer,
 * cookie) or disabled in the plugin are reported, not imported.
 */
import { csvRows, type CsvRow } from './csv-rows';
import { isGoneCode, readLine, regexLine, refuseLine, statusOf, type ImportLine } from './import-line';
import type { RedirectInput } from '../redirect-rules';

const withSlash = (path: string): string => (path.startsWith('/') || /^[a-z]+:\/\//i.test(path) ? path : `/${path}`);

/** A plain source: its path, and an exact query rule when it names a query. */
const plainSource = (source: string): Pick<RedirectInput, 'from' | 'query'> =>
  source.includes('?') ? { from: withSlash(source), query: 'exact' } : { from: withSlash(source) };

/** A plain or regex rule of a plugin, read alike for each plugin. */
const pluginRule = (
  line: number,
  rule: { source: string; to: string; status: unknown; regex: boolean; query?: 'pass' | 'ignore' | 'exact' },
  regexOptions: Parameters<typeof regexLine>[2]
): ImportLine => {
  const to = isGoneCode(rule.status) ? null : rule.to;
  if (rule.regex)
    return regexLine(
      line,
      { source: rule.source, to, status: rule.status, query: rule.query === 'exact' ? undefined : rule.query },
      regexOptions
    );
  const source = plainSource(rule.source);
  return readLine(line, { ...source, to, status_code: rule.status, ...(source.query || !rule.query ? {} : { query: rule.query }) });
};

// Redirection writes "/unknown" as the target of a rule that matches on something besides the URL.
const CONDITIONAL_TARGET = '/unknown';

/** Redirection's CSV: `source,target,regex,code,type,hits,title,status`. */
export const readRedirectionCsv = (content: string): ImportLine[] =>
  csvRows(content).rows.map((row) => {
    const status = statusOf(row.get('code'), 301);
    const written = { from: row.get('source'), to: row.get('target'), status_code: status };
    if (row.get('status') === 'disabled') return refuseLine(row.line, written, 'the rule is disabled in Redirection');
    const type = row.get('type') || 'url';
    if (type !== 'url' && type !== 'error') return refuseLine(row.line, written, `a "${type}" action is not a redirect`);
    if (row.get('target') === CONDITIONAL_TARGET)
      return refuseLine(
        row.line,
        written,
        'the rule matches on a condition (login, referrer, agent, cookie...), which a sitetools rule has not'
      );
    return pluginRule(
      row.line,
      { source: row.get('source'), to: row.get('target'), status, regex: row.get('regex') === '1' },
      { backslashReferences: true }
    );
  });

interface RedirectionEntry {
  url?: unknown;
  match_type?: unknown;
  match_data?: { source?: { flag_query?: unknown } } | null;
  action_type?: unknown;
  action_code?: unknown;
  action_data?: { url?: unknown } | null;
  regex?: unknown;
  enabled?: unknown;
  group_id?: unknown;
}

const FLAG_QUERY: Record<string, 'pass' | 'ignore' | 'exact'> = { pass: 'pass', ignore: 'ignore', exact: 'exact', exactorder: 'exact' };

/** Redirection's JSON export: its `redirects`, in the file's order; `disabledGroups`, the ids of its groups turned off. */
export const readRedirectionJson = (redirects: unknown[], disabledGroups: ReadonlySet<unknown> = new Set()): ImportLine[] =>
  redirects.map((value, index) => {
    const line = index + 1;
    const entry = (value ?? {}) as RedirectionEntry;
    const source = typeof entry.url === 'string' ? entry.url : '';
    const to = typeof entry.action_data?.url === 'string' ? entry.action_data.url : '';
    const status = typeof entry.action_code === 'number' ? entry.action_code : statusOf(String(entry.action_code ?? ''), 301);
    const written = { from: source, to, status_code: status };
    if (entry.enabled === false) return refuseLine(line, written, 'the rule is disabled in Redirection');
    if (disabledGroups.has(entry.group_id)) return refuseLine(line, written, 'the rule is in a group disabled in Redirection');
    if (entry.match_type !== undefined && entry.match_type !== 'url') {
      return refuseLine(line, written, `the rule matches on "${String(entry.match_type)}", which a sitetools rule has not`);
    }
    if (entry.action_type !== 'url' && entry.action_type !== 'error')
      return refuseLine(line, written, `a "${String(entry.action_type)}" action is not a redirect`);
    const flag = entry.match_data?.source?.flag_query;
    const query = typeof flag === 'string' ? FLAG_QUERY[flag] : undefined;
    return pluginRule(line, { source, to, status, regex: entry.regex === true, query }, { backslashReferences: true });
  });

/** Yoast's CSV, `Origin,Target,Type,Format`, read by position: Yoast translates the header. */
export const readYoast = (content: string): ImportLine[] =>
  csvRows(content).rows.map(({ line, cells }: CsvRow) => {
    const [origin = '', target = '', type = '', format = ''] = cells.map((cell) => cell.trim());
    const status = statusOf(type, 301);
    // Yoast stores targets without their slashes, and writes "/" as the target of a gone path.
    const to = target === '' ? target : withSlash(target);
    return pluginRule(line, { source: origin, to, status, regex: format.toLowerCase() === 'regex' }, {});
  });

/** Rank Math PRO's CSV: `id,source,matching,destination,type,category,status,ignore`. */
export const readRankMath = (content: string): ImportLine[] =>
  csvRows(content).rows.map((row) => {
    // Rank Math doubles every backslash it writes.
    const get = (column: string) => row.get(column).replace(/\\\\/g, '\\');
    const status = statusOf(get('type'), 301);
    const source = get('source');
    const to = get('destination');
    const written = { from: source, to, status_code: status };
    const state = get('status') || 'active';
    if (state !== 'active') return refuseLine(row.line, written, `the rule is ${state} in Rank Math`);
    const matching = get('matching') || 'exact';
    const notes = get('ignore') === 'case' ? ['Rank Math matched this path in any case'] : [];
    if (matching === 'regex')
      return regexLine(
        row.line,
        { source, to: isGoneCode(status) ? null : to, status, query: 'pass' },
        { relative: true, backslashReferences: true },
        notes
      );
    if (matching === 'start') {
      const from = `${withSlash(source).replace(/\/$/, '')}/:path*`;
      notes.push('Rank Math also matched paths that only start with this text, such as longer names in the same folder');
      return readLine(row.line, { from, to: isGoneCode(status) ? null : to, status_code: status, query: 'pass' }, notes);
    }
    if (matching !== 'exact')
      return refuseLine(
        row.line,
        written,
        `"${matching}" matching (any path containing or ending with the text) has no pattern equivalent`
      );
    return readLine(row.line, { from: withSlash(source), to: isGoneCode(status) ? null : to, status_code: status, query: 'pass' }, notes);
  });
