import type { Core } from '@strapi/strapi';
import type {
  ExportRedirects,
  GetExportReport,
  ImportAction,
  ImportFormat,
  ImportRedirects,
  ImportReportLine,
  RedirectChange,
} from '../../../shared/contracts/redirects';
import { writeExportFile } from '../domain/export-file';
import { exportForHost, HOST_WRITERS } from '../domain/host-formats';
import { ImportFileError } from '../domain/import-file';
import { readImport, type ImportLine } from '../domain/import-formats';
import { originOf, withLocalTarget } from '../domain/import-formats/site-url';
import { patternShapes, withStoredNames } from '../domain/pattern-names';
import type { Operation, Outcome, PlannedChange, RedirectDoc } from '../domain/redirect-plan';
import type { Redirect, RedirectInput } from '../domain/redirect-rules';
import { fieldError } from '../validation/redirect-input';
import { REDIRECT_UID, fieldsOf, type Plan } from './redirect-engine';
import { getCoreService, getService } from './get-service';
import { foldRedirectInput } from '../domain/path-case';

/** A status code as the file wrote it: CSV cells are text, and "301" reads as the number it is. */
const statusAsWritten = (status: unknown): Pick<ImportReportLine, 'status_code'> => {
  if (typeof status === 'number') return { status_code: status };
  if (typeof status !== 'string' || status.trim() === '') return {};
  return { status_code: /^\d+$/.test(status.trim()) ? Number(status.trim()) : status };
};

/** What a refused line held, so that the report shows the line as the editor wrote it. */
const asWritten = ({ from, to, status_code, locale }: RedirectInput): Pick<ImportReportLine, 'from' | 'to' | 'status_code' | 'locale'> => ({
  ...(typeof from === 'string' ? { from } : {}),
  ...(typeof to === 'string' ? { to } : {}),
  ...statusAsWritten(status_code),
  ...(typeof locale === 'string' ? { locale } : {}),
});

const reportLine = ({ line, input, notes, refused }: ImportLine, outcome: Outcome | undefined): ImportReportLine => {
  const noted = notes === undefined ? {} : { notes };
  if (outcome === undefined) return { line, ...asWritten(input), action: 'refuse', reason: refused, ...noted };
  if (!outcome.ok) {
    const reason = outcome.refusal.kind === 'missing' ? 'the redirect no longer exists' : outcome.refusal.message;
    return { line, ...asWritten(input), action: 'refuse', reason, ...noted };
  }
  const { from, to, status_code, locale } = outcome.redirect as Redirect;
  return { line, from, to, status_code, locale, action: outcome.action as ImportAction, ...noted };
};

const asChange = ({ before, after }: PlannedChange): RedirectChange => ({
  from: (after ?? before)?.draft.from as string,
  locale: ((after ?? before) as RedirectDoc).draft.locale,
  before: before && { draft: before.draft, published: before.published },
  after: after && { draft: after.draft, published: after.published },
});

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byFromThenLocale = (a: RedirectChange, b: RedirectChange) => compare(a.from, b.from) || compare(a.locale ?? '', b.locale ?? '');

/** An import file read and checked line by line, with the operation of each line the checks kept. */
export interface PreparedImport {
  format: ImportFormat;
  lines: ImportLine[];
  checked: ImportLine[];
  operations: Operation[];
}

/** An export: the file's text and content type, and what it holds and leaves out. */
export interface ExportFile {
  text: string;
  contentType: string;
  report: GetExportReport.Response['data'];
}

/** Import (with a dry run) of redirects as CSV or JSON, and their export for sitetools or a host. */
const redirectTransfer = ({ strapi }: { strapi: Core.Strapi }) => {
  const engine = () => getService(strapi, 'redirect-engine');

  /** The file read into lines (a 400 for a file that cannot be read), and the upsert of each checked one. */
  const prepare = async ({ format = 'auto', content, fileName, siteUrl, columns }: ImportRedirects.Request): Promise<PreparedImport> => {
    let read;
    try {
      read = readImport(format, content, { columns, fileName });
    } catch (error) {
      if (error instanceof ImportFileError) throw fieldError(error.part, `${error.part}: ${error.message}`);
      throw error;
    }
    const origin = siteUrl === undefined ? null : originOf(siteUrl);
    const lines = origin === null ? read.lines : read.lines.map((line) => withLocalTarget(line, origin));
    const policy = getCoreService(strapi, 'paths').policy();
    const shapes = patternShapes(await engine().storedPatternSources());
    const checked = lines.filter((line) => line.refused === undefined);
    const operations: Operation[] = checked.map(({ input }) => ({
      kind: 'upsert',
      input: withStoredNames(foldRedirectInput(input, policy), shapes),
    }));
    return { format: read.format, lines, checked, operations };
  };

  /** The report of an import planned (or applied) as `plan`. */
  const reportOf = ({ format, lines, checked }: PreparedImport, { outcomes, changes }: Plan, dryRun: boolean): ImportRedirects.Response => {
    const outcomeOf = new Map(checked.map((line, i) => [line, outcomes[i]]));
    const report = lines.map((line) => reportLine(line, outcomeOf.get(line)));
    const count = (action: ImportAction) => report.filter((entry) => entry.action === action).length;
    return {
      dryRun,
      format,
      summary: { create: count('create'), update: count('update'), unchanged: count('unchanged'), refuse: count('refuse') },
      lines: report,
      changes: changes.map(asChange).sort(byFromThenLocale),
    };
  };

  return {
    prepare,
    reportOf,

    /**
     * Plans each line of the file under the redirect rules, as an apply would, and writes nothing
     * (an apply runs as a background job: see redirect-import-job).
     */
    async dryRun(input: ImportRedirects.Request): Promise<ImportRedirects.Response> {
      const prepared = await prepare(input);
      return reportOf(prepared, await engine().run(prepared.operations, { whole: true, dryRun: true }), true);
    },

    /**
     * The published redirects as a file, with its content type and its report: sitetools' own
     * CSV or JSON (every published redirect), or a host's file (the manifest's rules).
     */
    async export({ format, locale, host }: ExportRedirects.Query): Promise<ExportFile> {
      if (format === 'csv' || format === 'json') {
        const published = (await strapi.db.query(REDIRECT_UID).findMany({
          select: ['from', 'to', 'status_code', 'locale', 'query', 'activeFrom', 'activeUntil'],
          where: { publishedAt: { $notNull: true } },
          orderBy: [{ from: 'asc' }, { locale: 'asc' }],
        })) as Redirect[];
        return {
          text: writeExportFile(format, published.map(fieldsOf)),
          contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          report: { format, fileName: `redirects.${format}`, rules: published.length, exported: published.length, left: [], limits: [] },
        };
      }
      const manifest = getService(strapi, 'redirect-manifest');
      const { data, meta } = await manifest.read((await manifest.revision()).version);
      const { text, rules, exported, left, limits } = exportForHost(format, data, {
        locale,
        host,
        caseSensitive: meta.paths.caseSensitive,
      });
      const { fileName, contentType } = HOST_WRITERS[format];
      return { text, contentType, report: { format, fileName, rules, exported, left, limits } };
    },
  };
};

export default redirectTransfer;
