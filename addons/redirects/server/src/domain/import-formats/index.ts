/**
 * The readers of every file an import takes: sitetools' own CSV and JSON, the hosts' formats
 * that the export writes, and the WordPress plugins' exports. Each gives numbered lines, read
 * into rules or refused with the reason; the redirect rules check the rest.
 */
import { ImportFileError, type ColumnMapping } from 'sitetools-kit/import-records';
import type { ImportField, ImportFormat } from '../../../../shared/contracts/redirects';
import { MAX_IMPORT_LINES, readImportFile } from '../import-file';
import { readApache } from './apache';
import { readCloudflare, readVercelBulk } from './bulk-lists';
import { detectImportFormat } from './detect';
import type { ImportLine } from './import-line';
import { readNetlify } from './netlify';
import { readNextModule, readVercel } from './next-lists';
import { readNginx } from './nginx';
import { readRankMath, readRedirectionCsv, readRedirectionJson, readYoast } from './wordpress';

export type { ImportLine };
export { detectImportFormat };

const readRedirection = (content: string): ImportLine[] => {
  const text = content.replace(/^\ufeff/, '').trim();
  if (!text.startsWith('{')) return readRedirectionCsv(content);
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(`the Redirection export cannot be read: ${(error as Error).message}`);
  }
  const redirects = (file as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(redirects)) throw new ImportFileError('the Redirection export has no "redirects" list');
  return readRedirectionJson(redirects);
};

const READERS: Record<Exclude<ImportFormat, 'csv' | 'json'>, (content: string) => ImportLine[]> = {
  netlify: readNetlify,
  vercel: readVercel,
  'vercel-bulk': readVercelBulk,
  cloudflare: readCloudflare,
  nginx: readNginx,
  apache: readApache,
  next: readNextModule,
  redirection: readRedirection,
  yoast: readYoast,
  'rank-math': readRankMath,
};

/**
 * Reads an import file written in `format` ("auto": told from the file and its name); throws
 * {@link ImportFileError} for a file that cannot be read at all or whose format cannot be told.
 */
export const readImport = (
  format: ImportFormat | 'auto',
  content: string,
  options: { columns?: ColumnMapping<ImportField>; fileName?: string } = {}
): { format: ImportFormat; lines: ImportLine[] } => {
  const columns = options.columns ?? {};
  const mapped = Object.keys(columns).length > 0;
  const detected =
    format !== 'auto' ? format : mapped ? (content.trim().startsWith('[') ? 'json' : 'csv') : detectImportFormat(content, options.fileName);
  if (detected === null) {
    throw new ImportFileError(
      "the file's format could not be told: choose it (sitetools CSV or JSON, Netlify, Vercel, Cloudflare, nginx, Apache, Next.js, Redirection, Yoast or Rank Math)"
    );
  }
  if (detected === 'csv' || detected === 'json') return { format: detected, lines: readImportFile(detected, content, columns) };
  const lines = READERS[detected](content);
  if (lines.length > MAX_IMPORT_LINES) {
    throw new ImportFileError(
      `the file has ${lines.length.toLocaleString('en')} redirects; at most ${MAX_IMPORT_LINES.toLocaleString('en')} can be imported at once, split it into smaller files`
    );
  }
  return { format: detected, lines };
};
