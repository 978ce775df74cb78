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
import { refuseLine, type ImportLine } from './import-line';
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
  const { redirects, groups } = (file ?? {}) as { redirects?: unknown; groups?: unknown };
  if (!Array.isArray(redirects)) throw new ImportFileError('the Redirection export has no "redirects" list');
  const disabled = (Array.isArray(groups) ? groups : []).filter((group) => group?.enabled === false).map((group) => group.id);
  return readRedirectionJson(redirects, new Set(disabled));
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

// A source that is every path (`/:path*`): an old server's host-wide redirect (http to https, an
// old domain to the new one), which as a site's rule would send every page away.
const SITE_WIDE = /^\/:[A-Za-z_][A-Za-z0-9_]*[*+?]$/;

const refuseSiteWide = (line: ImportLine): ImportLine =>
  line.refused === undefined && typeof line.input.from === 'string' && SITE_WIDE.test(line.input.from)
    ? refuseLine(
        line.line,
        line.input,
        'the rule redirects every path of the site: a host-wide redirect (http to https, an old domain) belongs to the server, not to the site'
      )
    : line;

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
  const lines = READERS[detected](content).map(refuseSiteWide);
  if (lines.length > MAX_IMPORT_LINES) {
    throw new ImportFileError(
      `the file has ${lines.length.toLocaleString('en')} redirects; at most ${MAX_IMPORT_LINES.toLocaleString('en')} can be imported at once, split it into smaller files`
    );
  }
  return { format: detected, lines };
};
