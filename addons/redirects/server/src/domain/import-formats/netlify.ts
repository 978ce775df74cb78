/**
 * Reads Netlify's `_redirects` (also Cloudflare Pages'): `from [key=value ...] to [status[!]]
 * [conditions]`, one rule a line. A splat (`/*`) becomes `:splat*`, placeholders are kept, a
 * query parameter to match becomes an exact query rule.
 */
import { isGoneCode, readLine, refuseLine, segmentWithPartialParam, statusOf, textLines, type ImportLine } from './import-line';

const CONDITION = /^(Country|Language|Role|Cookie)=/i;

// A splat is the rest of the path; in the target it is written `:splat`.
const sourceOf = (from: string): string => (from.endsWith('/*') ? `${from.slice(0, -2)}/:splat*` : from);
const targetOf = (to: string, splat: boolean): string => (splat ? to.replace(/\/:splat(?=$|[/?#])/, '/:splat*') : to);

const readRule = (line: number, text: string): ImportLine => {
  const words = text.split(/\s+/);
  // A comment runs to the end of the line.
  const comment = words.findIndex((word) => word.startsWith('#'));
  const parts = comment < 0 ? words : words.slice(0, comment);
  const from = parts[0];
  const toIndex = parts.findIndex((part, index) => index > 0 && !/^[^/:]+=/.test(part));
  const written = { from, to: parts[toIndex] };
  if (toIndex < 0) return refuseLine(line, written, 'the line has no target');
  const to = parts[toIndex];
  const query = parts.slice(1, toIndex);
  const [code, ...conditions] = parts.slice(toIndex + 1);
  const notes: string[] = [];
  if (conditions.some((part) => CONDITION.test(part)) || (code !== undefined && CONDITION.test(code))) {
    return refuseLine(line, written, 'the rule has conditions (country, language, role or cookie), which a sitetools rule has not');
  }
  const forced = code?.endsWith('!') === true;
  const status = statusOf(forced ? code.slice(0, -1) : code, 301);
  if (forced) notes.push('"!" (forced) is dropped: a sitetools rule never hides a live page');
  if (status === 200) return refuseLine(line, { ...written, status_code: status }, 'a 200 rule is a rewrite (a proxy), not a redirect');
  if (status === 404)
    return refuseLine(line, { ...written, status_code: status }, 'a 404 rule shows a custom page; make it gone (410) instead');
  if (/^[a-z]+:\/\//i.test(from)) return refuseLine(line, written, 'the rule matches a host name: a sitetools rule matches a path');
  if (from.includes('*') && !/^[^*]*\/\*$/.test(from))
    return refuseLine(line, written, 'a splat "*" is only read as the last segment ("/*")');
  const partial = segmentWithPartialParam(from.replace(/\/\*$/, '')) ?? segmentWithPartialParam(to.replace(/^[a-z]+:\/\/[^/]*/i, ''));
  if (partial !== null)
    return refuseLine(line, written, `"${partial}" holds a placeholder inside a segment: a parameter is a whole segment`);
  const placeholders = query.filter((pair) => pair.split('=')[1]?.startsWith(':'));
  if (placeholders.length > 0)
    return refuseLine(
      line,
      written,
      `the query parameter ${placeholders[0]} is captured: a sitetools rule cannot put a query value in the target`
    );
  const splat = from.endsWith('/*');
  if (query.length > 0) notes.push('Netlify matches those query parameters among others; this rule matches that query exactly');
  const source = sourceOf(from);
  return readLine(
    line,
    {
      from: query.length === 0 ? source : `${source}?${query.join('&')}`,
      to: isGoneCode(status) ? null : targetOf(to, splat),
      status_code: status,
      ...(query.length === 0 ? {} : { query: 'exact' }),
    },
    notes
  );
};

/** Reads `_redirects`. */
export const readNetlify = (content: string): ImportLine[] => textLines(content).map(({ line, text }) => readRule(line, text));
