/**
 * Reads Apache redirects, as `.htaccess` or the server's configuration holds them: mod_alias's
 * `Redirect` (which redirects a path and everything under it), `RedirectMatch`, and mod_rewrite's
 * `RewriteRule` with `R` or `G`, after a `RewriteCond` on the query string.
 */
import { isGoneCode, readLine, regexLine, refuseLine, statusOf, textLines, withRest, type ImportLine } from './import-line';

/** A directive's arguments: words, or "quoted" strings with `\"` inside. */
const argumentsOf = (text: string): string[] => {
  const args: string[] = [];
  const pattern = /"((?:\\.|[^"\\])*)"|(\S+)/g;
  for (const match of text.matchAll(pattern)) args.push(match[1] === undefined ? match[2] : match[1].replace(/\\"/g, '"'));
  return args;
};

const ALIAS_STATUS: Record<string, number> = { permanent: 301, temp: 302, seeother: 303, gone: 410 };

// The literal value a condition matches, `^a=1$`; null for any other regular expression.
const literalOf = (regex: string): string | null => {
  const match = /^\^((?:\\.|[^\\^$.|?*+()[\]{}])*)\$$/.exec(regex);
  return match ? match[1].replace(/\\(.)/g, '$1') : null;
};

/** `Redirect [status] /path [url]`: the path and every path under it, the rest kept. */
const aliasLine = (line: number, args: string[], fixed?: number): ImportLine => {
  const [first = '', ...rest] = args;
  const named = fixed === undefined && !first.startsWith('/');
  const status = fixed ?? (named ? (ALIAS_STATUS[first.toLowerCase()] ?? statusOf(first, 302)) : 302);
  const [path = '', to = null] = named ? rest : args;
  if (!path.startsWith('/')) return refuseLine(line, { from: path, to, status_code: status }, 'the rule names no path starting with "/"');
  if (path.includes(':'))
    return refuseLine(line, { from: path, to, status_code: status }, 'a segment starting with ":" would read as a parameter');
  const base = path.replace(/\/$/, '');
  const notes = ['Apache redirects the path and every path under it, as this pattern does'];
  const target = to === null || isGoneCode(status) ? null : withRest(to);
  return readLine(line, { from: `${base}/:path*`, to: target, status_code: status }, notes);
};

const matchLine = (line: number, args: string[]): ImportLine => {
  // A status first: a word (permanent, gone) or a code; a gone one has no URL after the regex.
  const named = args.length === 3 || ALIAS_STATUS[args[0]?.toLowerCase() ?? ''] !== undefined || /^\d{3}$/.test(args[0] ?? '');
  const status = named ? (ALIAS_STATUS[args[0].toLowerCase()] ?? statusOf(args[0], 302)) : 302;
  const [regex = '', to = null] = named ? args.slice(1) : args;
  return regexLine(line, { source: regex, to, status, query: 'pass' }, { backslashReferences: false });
};

const flagsOf = (text: string | undefined): Map<string, string> =>
  new Map(
    (text ?? '')
      .replace(/^\[|\]$/g, '')
      .split(',')
      .filter((flag) => flag !== '')
      .map((flag) => {
        const [name, value = ''] = flag.trim().split('=');
        return [name.toUpperCase(), value] as [string, string];
      })
  );

const rewriteLine = (line: number, args: string[], condition: { query: string } | { refused: string } | null): ImportLine => {
  const [regex = '', substitution = '', flagText] = args;
  const flags = flagsOf(flagText);
  const gone = flags.has('G') || flags.has('GONE');
  const redirect = flags.get('R') ?? flags.get('REDIRECT');
  const written = { from: regex, to: substitution };
  if (flags.has('F') || flags.has('FORBIDDEN')) return refuseLine(line, written, 'the rule answers 403, which a sitetools rule does not');
  if (!gone && redirect === undefined)
    return refuseLine(line, written, 'the rule rewrites internally (no R or G flag): it is not a redirect');
  if (condition !== null && 'refused' in condition) return refuseLine(line, written, condition.refused);
  const status = gone ? 410 : statusOf(redirect === '' ? undefined : redirect, 302);
  if (/%\{/.test(substitution)) return refuseLine(line, written, 'the target uses a server variable, which a sitetools rule has not');
  // The query passes on, unless the target writes its own (without QSA) or QSD drops it.
  const ownQuery = substitution.includes('?') && !flags.has('QSA');
  const query = flags.has('QSD') || ownQuery ? 'ignore' : 'pass';
  const to = gone || substitution === '-' ? null : substitution.replace(/\?$/, '');
  const notes = flags.has('NC') ? ['Apache matched this path in any case'] : [];
  const read = regexLine(line, { source: regex, to, status, query }, { relative: true, escapedTarget: true }, notes);
  if (condition === null || read.refused !== undefined) return read;
  return { ...read, input: { ...read.input, from: `${String(read.input.from)}?${condition.query}`, query: 'exact' } };
};

/** A `RewriteCond` that the next rule must meet: an exact query, or a reason to refuse the rule. */
const conditionOf = (args: string[]): { query: string } | { refused: string } => {
  const [variable = '', regex = '', flags = ''] = args;
  if (/\bOR\b/i.test(flags)) return { refused: 'the rule has conditions joined with [OR]: a sitetools rule matches one query' };
  if (variable !== '%{QUERY_STRING}') return { refused: `the rule has a condition on ${variable}, which a sitetools rule has not` };
  const query = literalOf(regex);
  return query === null
    ? { refused: 'the rule matches the query string with a regular expression: a sitetools rule matches a query exactly' }
    : { query };
};

// Sections that apply their rules to some requests only (a host, a file, a condition); <IfModule>,
// <IfDefine> and <VirtualHost> hold a site's rules as they are.
const NARROWING_SECTIONS = new Set([
  'if',
  'elseif',
  'else',
  'location',
  'locationmatch',
  'directory',
  'directorymatch',
  'files',
  'filesmatch',
]);
const REDIRECT_DIRECTIVES = new Set(['redirect', 'redirectpermanent', 'redirecttemp', 'redirectmatch', 'rewriterule']);

/** Reads `.htaccess` (or a configuration's redirect lines). */
export const readApache = (content: string): ImportLine[] => {
  const lines: ImportLine[] = [];
  let condition: { query: string } | { refused: string } | null = null;
  // The sections open around the line that narrow where a rule applies.
  const sections: string[] = [];
  for (const { line, text } of textLines(content)) {
    const [directive = '', ...args] = argumentsOf(text);
    const section = /^<(\/?)([a-z]+)/i.exec(directive);
    if (section) {
      if (section[1] === '/') sections.pop();
      else sections.push(section[2].toLowerCase());
      continue;
    }
    const narrowing = sections.find((name) => NARROWING_SECTIONS.has(name));
    if (narrowing !== undefined && REDIRECT_DIRECTIVES.has(directive.toLowerCase())) {
      const reason = `the rule is inside a <${narrowing}> section: its condition is not part of a sitetools rule`;
      lines.push(refuseLine(line, { from: args.join(' ') }, reason));
      if (directive.toLowerCase() === 'rewriterule') condition = null;
      continue;
    }
    switch (directive.toLowerCase()) {
      case 'redirect':
        lines.push(aliasLine(line, args));
        break;
      case 'redirectpermanent':
        lines.push(aliasLine(line, args, 301));
        break;
      case 'redirecttemp':
        lines.push(aliasLine(line, args, 302));
        break;
      case 'redirectmatch':
        lines.push(matchLine(line, args));
        break;
      case 'rewritecond':
        // Several conditions must all hold: two on the query string say more than one exact query.
        if (condition === null) condition = conditionOf(args);
        else if (!('refused' in condition)) condition = { refused: 'the rule has several conditions: a sitetools rule matches one query' };
        break;
      case 'rewriterule':
        lines.push(rewriteLine(line, args, condition));
        condition = null;
        break;
      default:
        // RewriteEngine, RewriteBase, <IfModule> and the rest of a configuration say nothing of one rule.
        break;
    }
  }
  return lines;
};
