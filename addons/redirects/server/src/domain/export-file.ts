/**
 * Writes redirects in the formats `readImportFile` reads, so that an export imported again gives
 * back the same redirects.
 */
import { toCsv } from 'sitetools-kit/csv';
import type { ImportFormat } from './import-file';
import { escapeStoredPath, isLocalTarget, isScheduled, type Redirect } from './redirect-rules';

// Stored paths are decoded and an import decodes once more, so "%" is written as "%25"; without
// it "/100%" would be refused and "/a%78" would come back as "/ax". Absolute URLs are kept as
// written and never decoded, so they are left alone.
const asWritten = ({ from, to, status_code, locale, activeFrom, activeUntil }: Redirect) => ({
  from: escapeStoredPath(from),
  to: to !== null && isLocalTarget(to) ? escapeStoredPath(to) : to,
  status_code,
  locale,
  // Only scheduled rules carry the schedule, so a file of plain redirects stays as other tools write it.
  ...(isScheduled({ activeFrom, activeUntil }) ? { activeFrom, activeUntil } : {}),
});

/**
 * Writes redirects as a file: CSV with the header `from,to,status_code,locale` (an empty locale:
 * every locale, an empty `to`: a gone path), or a pretty-printed JSON array of
 * `{ from, to, status_code, locale }` (null: every locale, or no target). When a rule has a
 * schedule, CSV gets the columns `activeFrom,activeUntil` and that rule's JSON object the keys.
 * `readImportFile` then `validateRedirect` gives them back.
 */
export const writeExportFile = (format: ImportFormat, redirects: ReadonlyArray<Redirect>): string => {
  const written = redirects.map(asWritten);
  if (format === 'csv') {
    const scheduled = redirects.some(isScheduled);
    const header = ['from', 'to', 'status_code', 'locale', ...(scheduled ? ['activeFrom', 'activeUntil'] : [])];
    return toCsv([
      header,
      ...written.map(({ from, to, status_code, locale, activeFrom, activeUntil }) => [
        from,
        to ?? '',
        status_code,
        locale ?? '',
        ...(scheduled ? [activeFrom ?? '', activeUntil ?? ''] : []),
      ]),
    ]);
  }
  return `${JSON.stringify(written, null, 2)}\n`;
};
