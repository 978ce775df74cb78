/**
 * Reads the hosts' bulk redirect lists: Vercel's bulk redirects CSV and a Cloudflare bulk
 * redirect list. Their rules are exact paths, except a Cloudflare rule with subpath matching,
 * which is a pattern over the rest of the path.
 */
import { csvFlag, csvRecords, csvRows } from './csv-rows';
import { isGoneCode, readLine, refuseLine, statusOf, withRest, type ImportLine } from './import-line';

/** Reads Vercel's CSV: `source,destination,permanent,statusCode,caseSensitive,query`. */
export const readVercelBulk = (content: string): ImportLine[] =>
  csvRows(content).rows.map((row) => {
    const permanent = row.get('permanent');
    const fallback = permanent === '' ? 307 : csvFlag(permanent, false) ? 308 : 307;
    const status = statusOf(row.get('statuscode'), fallback);
    const query = csvFlag(row.get('query'), false) ? 'pass' : 'ignore';
    return readLine(row.line, { from: row.get('source'), to: row.get('destination'), status_code: status, query });
  });

const HEADER = 'source_url';

// A source names its host, with or without a scheme: the rule keeps the path.
const pathOf = (source: string): { path: string; host: string } | null => {
  const match = /^(?:https?:\/\/)?([a-z0-9.-]+(?::\d+)?)(\/[^#]*)?$/i.exec(source.trim());
  return match ? { host: match[1], path: match[2] ?? '/' } : null;
};

/**
 * Reads a Cloudflare list: `source,target,status,preserve query string,include subdomains,
 * subpath matching,preserve path suffix`, with or without its header row.
 */
export const readCloudflare = (content: string): ImportLine[] => {
  const records = csvRecords(content).filter(({ cells }) => cells[0]?.trim().toLowerCase() !== HEADER);
  return records.map(({ line, cells }) => {
    const [source = '', target = '', code, preserveQuery = '', subdomains = '', subpath = '', suffix = ''] = cells.map((cell) =>
      cell.trim()
    );
    const status = statusOf(code, 301);
    const url = pathOf(source);
    if (url === null) return refuseLine(line, { from: source, to: target, status_code: status }, 'the source is not a host and a path');
    const notes = csvFlag(subdomains, false) ? [`on Cloudflare the rule also matched the subdomains of ${url.host}`] : [];
    const query = csvFlag(preserveQuery, false) ? 'pass' : 'ignore';
    if (!csvFlag(subpath, false))
      return readLine(line, { from: url.path, to: isGoneCode(status) ? null : target, status_code: status, query }, notes);
    if (url.path.includes(':'))
      return refuseLine(line, { from: url.path, to: target, status_code: status }, 'a segment starting with ":" would read as a parameter');
    const from = `${url.path.replace(/\/$/, '')}/:path*`;
    return readLine(line, { from, to: csvFlag(suffix, true) ? withRest(target) : target, status_code: status, query }, notes);
  });
};
