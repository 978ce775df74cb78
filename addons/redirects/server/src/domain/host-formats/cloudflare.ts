/**
 * A Cloudflare bulk redirect list as its dashboard imports it: CSV without a header,
 * `source,target,status,preserve query string,include subdomains,subpath matching,preserve path suffix`.
 * A source URL names its host.
 */
import { toCsv } from 'sitetools-kit/csv';
import { bulkEntryOf } from './bulk-list';
import { expressAll, limitCrossed, type HostFile, type HostRule } from './host-rule';

// Cloudflare's Free plan holds this many URL redirects across its bulk lists (paid plans more).
const MAX_FREE_PLAN = 10_000;

/** Writes the list for `host` (such as `www.example.com`). */
export const writeCloudflare = (rules: ReadonlyArray<HostRule>, options: { host: string }): HostFile => {
  const { entries, left } = expressAll(rules, (rule) => bulkEntryOf('Cloudflare bulk redirect', rule));
  return {
    text: toCsv(
      entries.map(({ entry }) => [
        `${options.host}${entry.path}`,
        entry.to,
        entry.status,
        String(entry.passQuery),
        'false',
        'false',
        'false',
      ])
    ),
    exported: entries.length,
    left,
    limits: limitCrossed(
      MAX_FREE_PLAN,
      entries.length,
      "Cloudflare's Free plan holds at most 10,000 bulk redirects (paid plans hold more)"
    ),
  };
};
