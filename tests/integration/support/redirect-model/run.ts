/** Running one operation through the HTTP API and recording what it did. */
import { expect } from 'vitest';
import type {
  ApplyRedirectImport,
  ImportRedirects,
  ImportReportLine,
  RedirectChange,
  SaveRedirect,
} from '../../../../addons/redirects/shared/contracts/redirects';
import type { ApiResponse } from '../api';
import { finishedImport } from '../redirect-files';
import { ADMIN, send, type DraftRow, type Snapshot } from './client';
import { here, pageTitle, type ModelContext } from './context';
import { stateOf } from './invariants';
import type { ImportFile, Op, Written } from './operations';

const CM = '/content-manager/collection-types/api::page.page';
const MISSING_ID = 'nosuchdocument0000000000';

/** What an operation did, for the checks after its step. */
export interface Outcome {
  text: string;
  /** Sources the operation may have published. */
  published: string[];
  /** A redirect the operation published: its source is read after the step. */
  publishedDocument?: string;
  /** A dry run: nothing may change. */
  dryRun?: ImportRedirects.Response;
  /** A checked import: the state after is the state before with these changes. */
  applied?: RedirectChange[];
}

/** A refused redirect write must be a ValidationError naming the field. */
const checkRefusal = (res: ApiResponse, what: string) => {
  if (res.status !== 400) return;
  if (res.error?.name !== 'ValidationError' || typeof res.error.details.key !== 'string') {
    throw new Error(`${what}: a 400 without a ValidationError naming the field: ${JSON.stringify(res.body)}`);
  }
};

const show = (ctx: ModelContext, w: Written) => JSON.stringify(here(ctx, w.text));
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const render = ({ format, lines }: ImportFile): string =>
  format === 'json'
    ? JSON.stringify(lines.map((l) => ({ from: l.from.text, to: l.to.text, ...(l.status ? { status_code: Number(l.status) } : {}) })))
    : ['from,to,status_code', ...lines.map((l) => [l.from.text, l.to.text, l.status].map(csvCell).join(','))].join('\n');
/** The report's line number of the file's i-th redirect: CSV counts the header. */
const lineNumber = (format: ImportFile['format'], index: number) => (format === 'csv' ? index + 2 : index + 1);

const pickRedirect = (s: Snapshot, n: number): DraftRow | undefined => s.drafts[n % Math.max(s.drafts.length, 1)];
const pickPage = (ctx: ModelContext, n: number): string => (ctx.pages.length ? ctx.pages[n % ctx.pages.length] : MISSING_ID);
const livePathsOf = (s: Snapshot, documentId: string) => [...s.live].filter(([, id]) => id === documentId).map(([path]) => path);

const runImport = async (ctx: ModelContext, file: ImportFile, dryRun: boolean) => {
  const body: ImportRedirects.Request = { format: file.format, content: here(ctx, render(file)), dryRun };
  const sources = (lines: Array<Pick<ImportReportLine, 'line' | 'from'>>) =>
    lines.flatMap((line) => {
      const generated = file.lines.find((_, i) => lineNumber(file.format, i) === line.line)?.from.path;
      return [line.from?.trim(), generated && here(ctx, generated)].filter((from): from is string => !!from);
    });
  // An apply is a job (202) followed to its end, read back as a dry run's answer. Two applies at
  // once: the second is refused (409) while the first runs, or starts once it is done, replacing
  // its report; the replaced one may then have published any of its lines.
  const res = await send<ImportRedirects.Response | ApplyRedirectImport.Response>(
    ctx,
    'POST',
    `${ADMIN}/import`,
    dryRun ? [200] : [202, 409],
    body
  );
  const nothing: ImportRedirects.Response = {
    dryRun,
    format: file.format,
    summary: { create: 0, update: 0, unchanged: 0, refuse: 0 },
    lines: [],
    changes: [],
  };
  if (res.status === 409) return { report: nothing, published: [] };
  if (res.status === 202) {
    const job = await finishedImport(ctx.app.url, ctx.admin, (res.body as ApplyRedirectImport.Response).data.id);
    if (job === null) return { report: nothing, published: sources(file.lines.map((_, i) => ({ line: lineNumber(file.format, i) }))) };
    expect(job.status, `the import job ended ${job.status}: ${job.error ?? ''}`).toBe('done');
    const { report: kept, summary } = job as Required<NonNullable<typeof job>>;
    const report: ImportRedirects.Response = { dryRun, format: file.format, summary, lines: kept.lines, changes: kept.changes };
    return { report, published: sources(report.lines.filter((line) => line.action !== 'refuse')) };
  }
  const report = res.body as ImportRedirects.Response;
  expect(Array.isArray(report.changes), 'an import reports the changes it makes').toBe(true);
  return { report, published: [] };
};

const importOp = async (ctx: ModelContext, op: Extract<Op, { kind: 'import' }>, alone: boolean): Promise<Outcome> => {
  const head = `import ${op.mode} ${op.file.format} ${JSON.stringify(here(ctx, render(op.file)))}`;
  const mode = alone ? op.mode : op.mode === 'checked' ? 'apply' : op.mode;
  if (mode === 'dry') {
    const { report } = await runImport(ctx, op.file, true);
    return { text: `${head} → ${JSON.stringify(report.summary)}`, published: [], dryRun: alone ? report : undefined };
  }
  const dry = mode === 'checked' ? (await runImport(ctx, op.file, true)).report : undefined;
  const { report, published } = await runImport(ctx, op.file, false);
  if (dry) {
    expect(report.changes, 'an apply writes the changes its dry run listed').toEqual(dry.changes);
    expect(report.lines, 'an apply reports the lines its dry run reported').toEqual(dry.lines);
  }
  return { text: `${head} → ${JSON.stringify(report.summary)}`, published, applied: dry ? report.changes : undefined };
};

const redirectOp = async (
  ctx: ModelContext,
  op: Exclude<Op, { kind: 'import' | 'page' | 'newPage' }>,
  before: Snapshot
): Promise<Outcome> => {
  if (op.kind === 'create') {
    const data = { from: here(ctx, op.from.text), to: here(ctx, op.to.text), status_code: op.status_code, locale: null };
    const res = await send<SaveRedirect.Response>(ctx, 'POST', ADMIN, [201, 400], {
      data,
      publish: op.publish,
    } satisfies SaveRedirect.Request);
    checkRefusal(res, 'create');
    const from = op.from.path && here(ctx, op.from.path);
    if (res.status === 201) expect(res.body.data.from, 'a created redirect has the normalised from').toBe(from);
    const published = op.publish && res.status === 201 && from ? [from] : [];
    return { text: `create ${show(ctx, op.from)} → ${show(ctx, op.to)}${op.publish ? ' published' : ''}: ${res.status}`, published };
  }
  const target = pickRedirect(before, op.pick);
  const id = target?.documentId ?? MISSING_ID;
  const name = target ? `${target.from} (${stateOf(before, target)})` : 'a missing redirect';
  if (op.kind === 'update') {
    const from = op.from ? here(ctx, op.from.text) : (target?.from ?? '/r0');
    const data = { from, to: here(ctx, op.to.text), status_code: target?.status_code ?? 301 };
    const res = await send(ctx, 'PUT', `${ADMIN}/${id}`, [200, 400, 404], { data });
    checkRefusal(res, 'update');
    return { text: `update ${name} to ${JSON.stringify(data.from)} → ${show(ctx, op.to)}: ${res.status}`, published: [] };
  }
  // A rule derived for a pattern cannot be removed while the paths it answers first would then
  // take two hops: a refusal naming from.
  if (op.kind === 'delete') {
    const res = await send(ctx, 'DELETE', `${ADMIN}/${id}`, [204, 400, 404]);
    checkRefusal(res, op.kind);
    return { text: `delete ${name}: ${res.status}`, published: [] };
  }
  const res = await send(ctx, 'POST', `${ADMIN}/${id}/${op.kind}`, [200, 400, 404], {});
  // A refused publish names the field (a loop: to), as does a refused unpublish (see delete).
  checkRefusal(res, op.kind);
  const published = op.kind === 'publish' && target ? [target.from] : [];
  return { text: `${op.kind} ${name}: ${res.status}`, published, publishedDocument: op.kind === 'publish' ? id : undefined };
};

const pageOp = async (ctx: ModelContext, op: Extract<Op, { kind: 'page' | 'newPage' }>, before: Snapshot): Promise<Outcome> => {
  if (op.kind === 'newPage') {
    const path = op.publish ? `${CM}/actions/publish?locale=en` : `${CM}?locale=en`;
    const res = await send<{ data: { documentId: string } }>(ctx, 'POST', path, [200, 201], { title: pageTitle(ctx, op.title) });
    ctx.pages.push(res.body.data.documentId);
    return { text: `new page ${pageTitle(ctx, op.title)}${op.publish ? ' published' : ''}: ${res.status}`, published: [] };
  }
  const id = pickPage(ctx, op.pick);
  const wasLive = livePathsOf(before, id);
  const name = `page ${wasLive.join(',') || id}`;
  const res =
    op.action === 'save'
      ? await send(ctx, 'PUT', `${CM}/${id}?locale=en`, [200, 400, 404], { title: pageTitle(ctx, op.title) })
      : op.action === 'move'
        ? await send(ctx, 'POST', `${CM}/${id}/actions/publish?locale=en`, [200, 400, 404], { title: pageTitle(ctx, op.title) })
        : op.action === 'delete'
          ? await send(ctx, 'DELETE', `${CM}/${id}?locale=en`, [200, 404])
          : await send(ctx, 'POST', `${CM}/${id}/actions/${op.action}?locale=en`, [200, 400, 404], {});
  if (op.action === 'delete' && res.status === 200) ctx.pages = ctx.pages.filter((page) => page !== id);
  const to = op.action === 'save' || op.action === 'move' ? ` as ${pageTitle(ctx, op.title)}` : '';
  // A page whose published path moves leaves a published redirect from its old path behind;
  // one that is unpublished or deleted leaves nothing (redirectRemovedTo is not set).
  const published = op.action === 'move' || op.action === 'publish' ? wasLive : [];
  return { text: `${op.action} ${name}${to}: ${res.status}`, published };
};

/** Sends one operation; `alone` when it is the only one in its step. */
export const runOp = (ctx: ModelContext, op: Op, before: Snapshot, alone: boolean): Promise<Outcome> =>
  op.kind === 'import'
    ? importOp(ctx, op, alone)
    : op.kind === 'page' || op.kind === 'newPage'
      ? pageOp(ctx, op, before)
      : redirectOp(ctx, op, before);
