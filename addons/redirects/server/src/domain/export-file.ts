/**
 * Writes redirects in the formats `readImportFile` reads, so that an export imported again gives
 * back the same redirects.
 */
import { toCsv } from 'sitetools-kit/csv';
import type { OwnFileFormat } from '../../../shared/contracts/redirects';
import { escapeStoredPath, isLocalTarget, isScheduled, type Redirect } from './redirect-rules';

// Stored paths are decoded and an import decodes once more, so "%" is written as "%25"; without
// it "/100%" would be refused and "/a%78" would come back as "/ax". Absolute URLs are kept as
// written and never decoded, so they are left alone.
// The query of an `exact` rule's source is stored encoded (in the canonical form an import makes
// again), so only its path is escaped.
const sourceAsWritten = (from: string): string => {
  const mark = from.indexOf('?');
  return mark < 0 ? escapeStoredPath(from) : `${escapeStoredPath(from.slice(0, mark))}${from.slice(mark)}`;
};

const asWritten = ({ from, to, status_code, locale, query, activeFrom, activeUntil }: Redirect) => ({
  from: sourceAsWritten(from),
  to: to !== null && isLocalTarget(to) ? escapeStoredPath(to) : to,
  status_code,
  locale,
  // Only the rules that do not pass the query on say so.
  ...(query === 'pass' ? {} : { query }),
  // Only scheduled rules carry the schedule, so a file of plain redirects stays as other tools write it.
  ...(isScheduled({ activeFrom, activeUntil }) ? { activeFrom, activeUntil } : {}),
});

/**
 * Writes redirects as a file: CSV with the header `from,to,status_code,locale` (an empty locale:
 * every locale, an empty `to`: a gone path), or a pretty-printed JSON array of
 * `{ from, to, status_code, locale }` (null: every locale, or no target). When a rule does not
 * pass the query on, CSV gets the column `query` and that rule's JSON object the key; when a rule
 * has a schedule, the columns or keys `activeFrom` and `activeUntil`.
 * `readImportFile` then `validateRedirect` gives them back.
 */
export const writeExportFile = (format: OwnFileFormat, redirects: ReadonlyArray<Redirect>): string => {
  const written = redirects.map(asWritten);
  if (format === 'csv') {
    const scheduled = redirects.some(isScheduled);
    const queried = redirects.some(({ query }) => query !== 'pass');
    const header = [
      'from',
      'to',
      'status_code',
      'locale',
      ...(queried ? ['query'] : []),
      ...(scheduled ? ['activeFrom', 'activeUntil'] : []),
    ];
    return toCsv([
      header,
      ...written.map(({ from, to, status_code, locale, query, activeFrom, activeUntil }) => [
        from,
        to ?? '',
        status_code,
        locale ?? '',
        ...(queried ? [query ?? 'pass'] : []),
        ...(scheduled ? [activeFrom ?? '', activeUntil ?? ''] : []),
      ]),
    ]);
  }
  return `${JSON.stringify(written, null, 2)}\n`;
};
