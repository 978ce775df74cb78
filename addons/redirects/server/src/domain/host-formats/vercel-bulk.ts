/** Vercel's bulk redirects as a CSV file (`bulkRedirectsPath` in vercel.json, or an upload). */
import { toCsv } from 'sitetools-kit/csv';
import { bulkEntryOf } from './bulk-list';
import { expressAll, limitCrossed, type HostFile, type HostRule } from './host-rule';

// Vercel's documented ceiling for bulk redirects per project.
const MAX_REDIRECTS = 1_000_000;

/** Writes the CSV, with Vercel's header; `caseSensitive` follows the site's path policy. */
export const writeVercelBulk = (rules: ReadonlyArray<HostRule>, options: { caseSensitive: boolean }): HostFile => {
  const { entries, left } = expressAll(rules, (rule) => bulkEntryOf('Vercel bulk redirects', rule));
  return {
    text: toCsv([
      ['source', 'destination', 'statusCode', 'caseSensitive', 'query'],
      ...entries.map(({ entry }) => [entry.path, entry.to, entry.status, String(options.caseSensitive), String(entry.passQuery)]),
    ]),
    exported: entries.length,
    left,
    limits: limitCrossed(MAX_REDIRECTS, entries.length, 'Vercel holds at most 1,000,000 bulk redirects per project'),
  };
};
