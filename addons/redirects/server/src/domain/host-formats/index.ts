/**
 * Exports for the hosts that serve redirects themselves, each in its own file format, with a
 * report of the rules the host cannot express and the documented limits the file crosses.
 */
import type { HostFormat, HostExportLeft, RedirectFields } from '../../../../shared/contracts/redirects';
import { writeApache } from './apache';
import { writeCloudflare } from './cloudflare';
import { readHostRule, type HostFile, type HostRule } from './host-rule';
import { writeNetlify } from './netlify';
import { writeNext } from './next';
import { writeNginx } from './nginx';
import { writeVercel } from './vercel';
import { writeVercelBulk } from './vercel-bulk';

/** What an export for a host needs besides the rules. */
export interface HostExportOptions {
  /** The one locale whose rules go out with the rules for every locale; none: those alone. */
  locale?: string;
  /** The site's host name, which a Cloudflare list names in every source. */
  host?: string;
  /** From the site's path policy. */
  caseSensitive: boolean;
}

interface HostWriter {
  fileName: string;
  contentType: string;
  write: (rules: ReadonlyArray<HostRule>, options: HostExportOptions) => HostFile;
}

const TEXT = 'text/plain; charset=utf-8';
const CSV = 'text/csv; charset=utf-8';

/** Each host's file name, content type and writer. */
export const HOST_WRITERS: Record<HostFormat, HostWriter> = {
  netlify: { fileName: '_redirects', contentType: TEXT, write: writeNetlify },
  vercel: { fileName: 'vercel.json', contentType: 'application/json; charset=utf-8', write: writeVercel },
  'vercel-bulk': { fileName: 'vercel-redirects.csv', contentType: CSV, write: writeVercelBulk },
  cloudflare: {
    fileName: 'cloudflare-redirects.csv',
    contentType: CSV,
    write: (rules, options) => writeCloudflare(rules, { host: options.host ?? '' }),
  },
  nginx: { fileName: 'redirects.conf', contentType: TEXT, write: writeNginx },
  apache: { fileName: '.htaccess', contentType: TEXT, write: writeApache },
  next: { fileName: 'redirects.mjs', contentType: 'application/javascript; charset=utf-8', write: writeNext },
};

/**
 * The rules a host gets, without a locale: every rule for every locale, and those of `locale`,
 * which win over a rule for every locale at the same source as the kit's matcher has them win.
 */
const forLocale = (entries: ReadonlyArray<RedirectFields>, locale: string | undefined) => {
  const scoped = new Set(entries.filter((entry) => entry.locale !== null && entry.locale === locale).map((entry) => entry.from));
  const kept: RedirectFields[] = [];
  const left: HostExportLeft[] = [];
  for (const entry of entries) {
    if (entry.locale === null && scoped.has(entry.from)) {
      left.push({ from: entry.from, locale: null, reason: `the rule for the locale "${locale}" at the same path takes its place` });
    } else if (entry.locale !== null && entry.locale !== locale) {
      left.push({ from: entry.from, locale: entry.locale, reason: `a host has no locale: this rule is for "${entry.locale}" only` });
    } else kept.push(entry);
  }
  return { kept, left };
};

// The kit's matcher prefers a rule for a query string, then an exact path, then the pattern with
// the longest static start and the fewest parameters; hosts take the first rule that matches.
const rank = (rule: HostRule): [number, number, number] => {
  if (rule.tokens === null) return [rule.exactQuery === null ? 1 : 0, 0, 0];
  const prefix = rule.tokens.findIndex((token) => token.kind === 'param');
  return [2, -prefix, rule.tokens.filter((token) => token.kind === 'param').length];
};
const byPrecedence = (a: HostRule, b: HostRule): number => {
  const [x, y] = [rank(a), rank(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0);
};

/** The file for `format` from the manifest's rules, with its report. */
export const exportForHost = (
  format: HostFormat,
  entries: ReadonlyArray<RedirectFields>,
  options: HostExportOptions
): HostFile & { rules: number } => {
  const { kept, left } = forLocale(entries, options.locale);
  const file = HOST_WRITERS[format].write(kept.map(readHostRule).sort(byPrecedence), options);
  return { ...file, rules: entries.length, left: [...left, ...file.left] };
};
