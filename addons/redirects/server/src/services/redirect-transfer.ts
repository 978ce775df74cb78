import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { ImportAction, ImportRedirects, ImportReportLine } from '../../../shared/contracts/redirects';
import { URL_ALIAS_UID } from '../../../../../shared/contracts/url-alias';
import type { Config } from '../config';
import { writeExportFile } from '../domain/export-file';
import { ImportFileError, readImportFile, type ImportFormat } from '../domain/import-file';
import { RedirectGraph } from '../domain/redirect-graph';
import { RedirectFieldError, validateRedirect, type Redirect, type RedirectInput } from '../domain/redirect-rules';
import { latestVersion } from '../domain/versions';
import { fieldError } from '../validation/redirect-input';
import { REDIRECT_UID } from './redirect-rules';

interface Stored extends Redirect {
  documentId: string;
  published: boolean;
}

// Rows written per statement and per transaction: large enough to be fast, small enough that no
// statement hits a driver's parameter limit (SQLite's is the lowest).
const BATCH = 200;

/** A documentId in the shape Strapi generates: 24 lowercase letters and digits, a letter first. */
const newDocumentId = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  return Array.from(bytes, (byte, i) => alphabet[byte % (i === 0 ? 26 : 36)]).join('');
};

/** What a refused line held, so that the report shows the line as the editor wrote it. */
const asWritten = ({ from, to, status_code }: RedirectInput): Pick<ImportReportLine, 'from' | 'to' | 'status_code'> => ({
  ...(typeof from === 'string' ? { from } : {}),
  ...(typeof to === 'string' ? { to } : {}),
  ...(typeof status_code === 'number' ? { status_code } : {}),
});

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Import (with a dry run) and export of redirects as CSV or JSON. */
const redirectTransfer = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REDIRECT_UID as never);
  const config = () => strapi.config.get('plugin::sitetools-addon-redirects') as Config;

  const loadStored = async (): Promise<Map<string, Stored>> => {
    const all = (await rows().findMany({
      select: ['documentId', 'from', 'to', 'status_code', 'publishedAt'],
    })) as Array<Redirect & { documentId: string; publishedAt: string | null }>;
    const versions = new Map<string, typeof all>();
    for (const row of all) versions.set(row.from, [...(versions.get(row.from) ?? []), row]);
    const stored = new Map<string, Stored>();
    for (const [from, rowsOfFrom] of versions) {
      const { documentId, to, status_code } = latestVersion(rowsOfFrom) as (typeof all)[number];
      stored.set(from, { documentId, from, to, status_code, published: rowsOfFrom.some((r) => r.publishedAt !== null) });
    }
    return stored;
  };

  const livePathsAmong = async (paths: string[]): Promise<Set<string>> => {
    const live = new Set<string>();
    for (const batch of chunks([...new Set(paths)], 500)) {
      const found = await strapi.db
        .query(URL_ALIAS_UID)
        .findMany({ select: ['url_path'], where: { url_path: { $in: batch }, live: true } });
      for (const row of found as Array<{ url_path: string }>) live.add(row.url_path);
    }
    return live;
  };

  /** Writes the planned redirects, each batch in one transaction; all are published. */
  const apply = async (planned: Map<string, Redirect>, stored: Map<string, Stored>) => {
    const now = new Date();
    const creates = [...planned.values()].filter((redirect) => !stored.has(redirect.from));
    for (const batch of chunks(creates, BATCH)) {
      const data = batch.flatMap((redirect) => {
        const documentId = newDocumentId();
        return [
          { ...redirect, documentId, publishedAt: null },
          { ...redirect, documentId, publishedAt: now },
        ];
      });
      await strapi.db.transaction(() => rows().createMany({ data }));
    }
    const updates = [...planned.values()].filter((redirect) => stored.has(redirect.from));
    for (const batch of chunks(updates, BATCH)) {
      await strapi.db.transaction(async () => {
        for (const { from, to, status_code } of batch) {
          await rows().updateMany({ where: { from }, data: { to, status_code } });
        }
      });
    }
    for (const redirect of updates) {
      const { documentId, published } = stored.get(redirect.from) as Stored;
      if (!published) await strapi.documents(REDIRECT_UID as never).publish({ documentId } as never);
    }
  };

  return {
    async import({ format, content, dryRun }: ImportRedirects.Request): Promise<ImportRedirects.Response> {
      let lines;
      try {
        lines = readImportFile(format, content);
      } catch (error) {
        if (error instanceof ImportFileError) throw fieldError('content', `content: ${error.message}`);
        throw error;
      }

      const report: ImportReportLine[] = [];
      const valid: Array<{ line: number; redirect: Redirect }> = [];
      for (const { line, input } of lines) {
        try {
          valid.push({ line, redirect: validateRedirect(input, config().defaultStatusCode) });
        } catch (error) {
          if (!(error instanceof RedirectFieldError)) throw error;
          report.push({ line, ...asWritten(input), action: 'refuse', reason: error.message });
        }
      }

      const stored = await loadStored();
      const live = await livePathsAmong(valid.map(({ redirect }) => redirect.from));
      const graph = new RedirectGraph([...stored.values()].map((r) => [r.from, r.to] as const));
      const planned = new Map<string, Redirect>();
      const current = (from: string) => planned.get(from) ?? stored.get(from);

      for (const { line, redirect } of valid) {
        const base = { line, from: redirect.from, status_code: redirect.status_code };
        if (live.has(redirect.from)) {
          report.push({ ...base, to: redirect.to, action: 'refuse', reason: `from: ${redirect.from} is the live path of an entry` });
          continue;
        }
        const before = current(redirect.from);
        const result = graph.set(redirect.from, redirect.to);
        if (result.kind === 'loop') {
          report.push({ ...base, to: redirect.to, action: 'refuse', reason: `to: would make a loop: ${result.cycle.join(' → ')}` });
          continue;
        }
        for (const source of result.repointed) {
          const repointed = current(source) as Redirect;
          planned.set(source, { from: source, to: result.to, status_code: repointed.status_code });
        }
        // An unchanged, already published redirect is not written again.
        const same = before && before.to === result.to && before.status_code === redirect.status_code;
        const unchanged = same && (planned.has(redirect.from) || stored.get(redirect.from)?.published);
        if (!unchanged) planned.set(redirect.from, { ...redirect, to: result.to });
        report.push({ ...base, to: result.to, action: !before ? 'create' : unchanged ? 'unchanged' : 'update' });
      }

      if (!dryRun) await apply(planned, stored);
      report.sort((a, b) => a.line - b.line);
      const count = (action: ImportAction) => report.filter((entry) => entry.action === action).length;
      return {
        dryRun,
        summary: { create: count('create'), update: count('update'), unchanged: count('unchanged'), refuse: count('refuse') },
        lines: report,
      };
    },

    /** The published redirects as a file. */
    async export(format: ImportFormat): Promise<string> {
      const published = (await rows().findMany({
        select: ['from', 'to', 'status_code'],
        where: { publishedAt: { $notNull: true } },
        orderBy: { from: 'asc' },
      })) as Redirect[];
      return writeExportFile(format, published);
    },
  };
};

export type RedirectTransferService = ReturnType<typeof redirectTransfer>;
export default redirectTransfer;
