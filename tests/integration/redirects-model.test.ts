/**
 * Model-based test of the redirect rules. fast-check writes random sequences of operations over a
 * few paths: admin creates, edits, deletes, publishes and unpublishes of redirects, import dry runs
 * and applies, page edits in the Content Manager that move, free or take a live path, and some of
 * them sent at the same moment. Every operation goes through the real HTTP API of one booted app.
 * After every step the public redirect list, every redirect's latest edit and the live paths must
 * obey the rules; around a dry run or an import the admin list must show what the report said.
 * To stay cheap (200 × 20 steps on SQLite), a step reads the latest edits from the database and
 * the live paths only when a page changed; the admin list costs three times the public one.
 *
 * Replay a failure with the line it prints, for example
 *   TEST_DB=sqlite MODEL_SEED=20260501 MODEL_PATH=17 npx vitest run tests/integration/redirects-model.test.ts
 * MODEL_RUNS sets the number of sequences (default: 200 on SQLite, 80 on PostgreSQL and MariaDB).
 * Steps sent at the same moment may interleave differently on a replay.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminRedirect,
  ImportRedirects,
  RedirectChange,
  RedirectErrorDetails,
  RedirectFields,
  RedirectVersions,
  SaveRedirect,
  StatusCode,
} from '../../addons/redirects/shared/contracts/redirects';
import type { FindUrlAliases, Pagination } from '../../shared/contracts/url-alias';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { request, type JsonResponse, type RequestOptions } from './support/http';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const DB = process.env.TEST_DB ?? 'sqlite';
const RUNS = Number(process.env.MODEL_RUNS ?? (DB === 'sqlite' ? 200 : 80));
const STEPS = 20;
const SEED = Number(process.env.MODEL_SEED ?? 20_260_501);
const REPLAY_PATH = process.env.MODEL_PATH;
// Measured on 2 cores: about 1 s per sequence on SQLite and PostgreSQL, 1.3 s on MariaDB; the
// timeout leaves room for a slower machine.
const TIMEOUT_MS = 60_000 + RUNS * 3_000;

const ADMIN = '/sitetools-addon-redirects/redirects';
const PUBLIC = '/api/sitetools/redirects';
const ALIASES = '/api/sitetools/url-alias';
const CM = '/content-manager/collection-types/api::page.page';
const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const PAGE_UID = 'api::page.page';
const MISSING_ID = 'nosuchdocument0000000000';

// The universe: redirect-only paths, and the paths of the model's pages, written /pages/pN here
// and sent as the path of the page titled "<sequence> PN" (see `here`).
const PATHS = ['/r0', '/r1', '/r2', '/r3', '/r4', '/r5'];
const TITLES = ['P0', 'P1', 'P2', 'P3'];
const pagePath = (title: number) => `/pages/p${title}`;
const PAGE_PATHS = TITLES.map((_, title) => pagePath(title));
/** Targets that are never a redirect's source: an external URL and a seeded live page. */
const ELSEWHERE = ['https://example.com/landing', '/pages/about'];

/** A path as an operation writes it: the normalised path it means (null: invalid) and the text sent. */
interface Written {
  path: string | null;
  text: string;
}
interface ImportLine {
  from: Written;
  to: Written;
  status: string;
}
interface ImportFile {
  format: 'csv' | 'json';
  lines: ImportLine[];
}
type PageAction = 'move' | 'save' | 'publish' | 'unpublish' | 'delete';
type Op =
  | { kind: 'create'; from: Written; to: Written; status_code: StatusCode; publish: boolean }
  | { kind: 'update'; pick: number; from: Written | null; to: Written }
  | { kind: 'delete' | 'publish' | 'unpublish'; pick: number }
  /** `checked`: a dry run, then the same file applied at once; alone in its step. */
  | { kind: 'import'; mode: 'dry' | 'apply' | 'checked'; file: ImportFile }
  | { kind: 'page'; action: PageAction; pick: number; title: number }
  | { kind: 'newPage'; title: number; publish: boolean };
/** The operations of one step: one, or several sent at the same moment. */
type Step = Op[];

interface PublishedRedirect extends RedirectFields {
  documentId: string;
  updatedAt: string;
  publishedAt: string;
}
/** A redirect's latest edit. */
interface DraftRow extends RedirectFields {
  documentId: string;
}
/** The state between two steps. */
interface Snapshot {
  /** Every redirect's latest edit, by from: its draft row, read from the database. */
  drafts: DraftRow[];
  /** The public list. */
  published: PublishedRedirect[];
  /** Live path → the documentId of its entry. */
  live: Map<string, string>;
  /** The admin list, read around the steps that compare it. */
  admin?: AdminRedirect[];
}
/** What an operation did, for the checks after its step. */
interface Outcome {
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

// ---- arbitraries ----

const DRESSES: Array<(path: string) => string> = [
  (p) => ` ${p}`,
  (p) => `\t${p}`,
  (p) => `${p} `,
  (p) => `${p}\t`,
  (p) => ` ${p} `,
  (p) => (p.startsWith('/') ? `${p}/` : p),
];
const written = (paths: fc.Arbitrary<string>): fc.Arbitrary<Written> =>
  fc.oneof(
    { weight: 4, arbitrary: paths.map((path) => ({ path, text: path })) },
    { weight: 1, arbitrary: fc.tuple(paths, fc.constantFrom(...DRESSES)).map(([path, dress]) => ({ path, text: dress(path) })) }
  );
const fromArb = written(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...PATHS) }, { weight: 1, arbitrary: fc.constantFrom(...PAGE_PATHS) }));
const toArb = written(
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...PATHS) },
    { weight: 2, arbitrary: fc.constantFrom(...PAGE_PATHS) },
    { weight: 1, arbitrary: fc.constantFrom(...ELSEWHERE) }
  )
);
const pick = fc.nat({ max: 999 });
const title = fc.nat({ max: TITLES.length - 1 });

const INVALID_LINES: ImportLine[] = [
  { from: { path: null, text: 'r1' }, to: { path: '/r2', text: '/r2' }, status: '' },
  { from: { path: '/r1', text: '/r1' }, to: { path: null, text: 'ftp://example.com/x' }, status: '' },
  { from: { path: '/r2', text: '/r2' }, to: { path: '/r3', text: '/r3' }, status: '999' },
];
const lineArb: fc.Arbitrary<ImportLine> = fc.oneof(
  { weight: 9, arbitrary: fc.record({ from: fromArb, to: toArb, status: fc.constantFrom('', '', '', '302', '308') }) },
  { weight: 1, arbitrary: fc.constantFrom(...INVALID_LINES) }
);
const fileArb: fc.Arbitrary<ImportFile> = fc.record({
  format: fc.constantFrom('csv' as const, 'json' as const),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
});

const createArb = fc.record({
  kind: fc.constant('create' as const),
  from: fromArb,
  to: toArb,
  status_code: fc.constantFrom<StatusCode>(301, 302, 307, 308),
  publish: fc.boolean(),
});
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: createArb },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('update' as const), pick, from: fc.option(fromArb), to: toArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('publish' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unpublish' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('import' as const),
      mode: fc.constantFrom('checked' as const, 'checked' as const, 'dry' as const, 'apply' as const),
      file: fileArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('page' as const),
      action: fc.constantFrom<PageAction>('move', 'move', 'save', 'publish', 'unpublish', 'delete'),
      pick,
      title,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('newPage' as const), title, publish: fc.boolean() }) }
);

const plain = (path: string): Written => ({ path, text: path });
const createPublished = (from: string, to: string): Op => ({ kind: 'create', from: plain(from), to: plain(to), status_code: 301, publish: true });
const parallelArb: fc.Arbitrary<Step> = fc.oneof(
  // The classic race: each would be fine alone, together they make a loop.
  fc
    .tuple(fc.constantFrom(...PATHS), fc.constantFrom(...PATHS))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => [createPublished(a, b), createPublished(b, a)]),
  fc.tuple(fileArb, fileArb).map(([a, b]): Step => [a, b].map((file) => ({ kind: 'import', mode: 'apply', file }))),
  // A page takes a path while a redirect from that path is created.
  fc.tuple(pick, title).map(([page, t]): Step => [
    { kind: 'page', action: 'move', pick: page, title: t },
    createPublished(pagePath(t), '/r0'),
  ]),
  fc.array(opArb, { minLength: 2, maxLength: 3 })
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: opArb.map((op) => [op]) },
  { weight: 1, arbitrary: parallelArb }
);

// ---- the app and its API ----

let app: TestApp;
let admin: string;
let seededPages: Set<string>;
/** documentIds of the pages the model plays with (created at each reset and by newPage). */
let pages: string[] = [];
/**
 * Letters naming the current sequence in its page titles. The core plugin remembers, per title and
 * for the life of the server, the last collision suffix it handed out, and starts from there: with
 * the same titles in every sequence, a replayed sequence would get other paths than it first did.
 */
let sequence = '';
let sequenceCount = 0;
const letters = (n: number): string => (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));
const pageTitle = (title: number) => `${sequence} ${TITLES[title]}`;
/** A text as sent: each /pages/pN becomes the path of this sequence's page titled PN. */
const here = (text: string) => text.replaceAll(/\/pages\/p(\d)/g, (_, n: string) => `/pages/${sequence}-p${n}`);

/**
 * The core plugin reconciles an entry's aliases once the Content Manager's transaction has
 * committed, without making the request wait (see its alias-save service), and the automatic
 * redirects are written when alias-changes announces what the reconcile changed: on PostgreSQL
 * and MariaDB a publish can answer before its redirect exists. Each step waits for the reconciles
 * it started (alias-changes' reconcile, which includes the announcement), then reads a settled state.
 */
const reconciling = new Set<Promise<unknown>>();
const watchReconciles = () => {
  type Reconcile = (...args: unknown[]) => Promise<unknown>;
  const sync = app.strapi.plugin('sitetools').service('alias-changes') as { reconcile: Reconcile };
  const reconcile = sync.reconcile.bind(sync);
  sync.reconcile = (...args) => {
    const running = reconcile(...args);
    reconciling.add(running);
    running.then(
      () => reconciling.delete(running),
      () => reconciling.delete(running)
    );
    return running;
  };
};
const settle = async () => {
  while (reconciling.size) await Promise.allSettled([...reconciling]);
};

type Method = NonNullable<RequestOptions['method']>;

/**
 * One HTTP call, as the admin unless `anonymous`; a 5xx, or any status not in `expected`, fails
 * the run.
 */
const send = async <T = unknown>(
  method: Method,
  path: string,
  expected: number[],
  body?: unknown,
  anonymous = false
): Promise<JsonResponse<T>> => {
  const res = await request<T>(app.url, path, { method, body, token: anonymous ? undefined : admin });
  if (!expected.includes(res.status)) {
    throw new Error(`${method} ${path} answered ${res.status}, expected ${expected.join('/')}: ${JSON.stringify(res.body)}`);
  }
  return res;
};

/** A refused redirect write must be a ValidationError naming the field. */
const checkRefusal = (res: JsonResponse, what: string) => {
  if (res.status !== 400) return;
  const error = (res.body as { error?: { name?: string; details?: Partial<RedirectErrorDetails> } } | null)?.error;
  if (error?.name !== 'ValidationError' || typeof error.details?.field !== 'string') {
    throw new Error(`${what}: a 400 without a ValidationError naming the field: ${JSON.stringify(res.body)}`);
  }
};

/** Every page of a paginated list (`{ data, meta: { pagination } }`). */
const readAll = async <T>(url: (page: number) => string, anonymous = false): Promise<T[]> => {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const res = await send<{ data: T[]; meta: { pagination: Pagination } }>('GET', url(page), [200], undefined, anonymous);
    if (!Array.isArray(res.body?.data) || !res.body.meta?.pagination) {
      throw new Error(`GET ${url(page)} did not answer { data, meta: { pagination } }: ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    rows.push(...res.body.data);
    if (page >= res.body.meta.pagination.pageCount) return rows;
  }
};

const readAdminList = () => readAll<AdminRedirect>((p) => `${ADMIN}?page=${p}&pageSize=100&sort=from:asc`);

/** The state after a step: live paths are read again only when `live` is not given. */
const readSnapshot = async ({ live, admin = false }: { live?: Map<string, string>; admin?: boolean } = {}): Promise<Snapshot> => {
  const [drafts, published, aliases, adminList] = await Promise.all([
    app.strapi.db.query(REDIRECT_UID).findMany({
      select: ['documentId', 'from', 'to', 'status_code'],
      where: { publishedAt: null },
      orderBy: { from: 'asc' },
    }) as Promise<DraftRow[]>,
    readAll<PublishedRedirect>((p) => `${PUBLIC}?pagination[page]=${p}&pagination[pageSize]=100&sort=from:asc`, true),
    live ? undefined : readAll<FindUrlAliases.Response['data'][number]>((p) => `${ALIASES}?pagination[page]=${p}&pagination[pageSize]=100`, true),
    admin ? readAdminList() : undefined,
  ]);
  const livePaths = live ?? new Map(aliases?.map((alias) => [alias.url_path as string, alias.entryDocumentId as string]));
  return { drafts, published, live: livePaths, admin: adminList };
};

/** Deletes every redirect and the model's pages, then creates pages P0, P1 and P2, published. */
const reset = async () => {
  const pageDocuments = documents(app.strapi, PAGE_UID);
  const rows = (await app.strapi.db.query(PAGE_UID).findMany({ select: ['documentId'] })) as Array<{ documentId: string }>;
  for (const documentId of new Set(rows.map((row) => row.documentId))) {
    if (!seededPages.has(documentId)) await pageDocuments.delete({ documentId, locale: '*' });
  }
  await app.strapi.db.query(REDIRECT_UID).deleteMany({ where: {} });
  sequence = `m${letters(sequenceCount++)}`;
  pages = [];
  for (const t of [0, 1, 2]) {
    pages.push((await pageDocuments.create({ data: { title: pageTitle(t) }, locale: 'en', status: 'published' })).documentId);
  }
};

// ---- operations ----

const show = (w: Written) => JSON.stringify(here(w.text));
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const render = ({ format, lines }: ImportFile): string =>
  format === 'json'
    ? JSON.stringify(lines.map((l) => ({ from: l.from.text, to: l.to.text, ...(l.status ? { status_code: Number(l.status) } : {}) })))
    : ['from,to,status_code', ...lines.map((l) => [l.from.text, l.to.text, l.status].map(csvCell).join(','))].join('\n');
/** The report's line number of the file's i-th redirect: CSV counts the header. */
const lineNumber = (format: ImportFile['format'], index: number) => (format === 'csv' ? index + 2 : index + 1);

const pickRedirect = (s: Snapshot, n: number): DraftRow | undefined => s.drafts[n % Math.max(s.drafts.length, 1)];
const pickPage = (n: number): string => (pages.length ? pages[n % pages.length] : MISSING_ID);
const livePathsOf = (s: Snapshot, documentId: string) => [...s.live].filter(([, id]) => id === documentId).map(([path]) => path);

const runImport = async (file: ImportFile, dryRun: boolean) => {
  const body: ImportRedirects.Request = { format: file.format, content: here(render(file)), dryRun };
  const res = await send<ImportRedirects.Response>('POST', `${ADMIN}/import`, [200], body);
  expect(Array.isArray(res.body.changes), 'an import reports the changes it makes').toBe(true);
  const accepted = res.body.lines.filter((line) => line.action !== 'refuse');
  const published = dryRun
    ? []
    : accepted.flatMap((line) => {
        const generated = file.lines.find((_, i) => lineNumber(file.format, i) === line.line)?.from.path;
        return [line.from?.trim(), generated && here(generated)].filter((from): from is string => !!from);
      });
  return { report: res.body, published };
};

const importOp = async (op: Extract<Op, { kind: 'import' }>, alone: boolean): Promise<Outcome> => {
  const head = `import ${op.mode} ${op.file.format} ${JSON.stringify(here(render(op.file)))}`;
  const mode = alone ? op.mode : op.mode === 'checked' ? 'apply' : op.mode;
  if (mode === 'dry') {
    const { report } = await runImport(op.file, true);
    return { text: `${head} → ${JSON.stringify(report.summary)}`, published: [], dryRun: alone ? report : undefined };
  }
  const dry = mode === 'checked' ? (await runImport(op.file, true)).report : undefined;
  const { report, published } = await runImport(op.file, false);
  if (dry) {
    expect(report.changes, 'an apply writes the changes its dry run listed').toEqual(dry.changes);
    expect(report.lines, 'an apply reports the lines its dry run reported').toEqual(dry.lines);
  }
  return { text: `${head} → ${JSON.stringify(report.summary)}`, published, applied: dry ? report.changes : undefined };
};

const redirectOp = async (op: Exclude<Op, { kind: 'import' | 'page' | 'newPage' }>, before: Snapshot): Promise<Outcome> => {
  if (op.kind === 'create') {
    const data = { from: here(op.from.text), to: here(op.to.text), status_code: op.status_code };
    const res = await send<SaveRedirect.Response>('POST', ADMIN, [201, 400], { data, publish: op.publish } satisfies SaveRedirect.Request);
    checkRefusal(res, 'create');
    const from = op.from.path && here(op.from.path);
    if (res.status === 201) expect(res.body.data.from, 'a created redirect has the normalised from').toBe(from);
    const published = op.publish && res.status === 201 && from ? [from] : [];
    return { text: `create ${show(op.from)} → ${show(op.to)}${op.publish ? ' published' : ''}: ${res.status}`, published };
  }
  const target = pickRedirect(before, op.pick);
  const id = target?.documentId ?? MISSING_ID;
  const name = target ? `${target.from} (${stateOf(before, target)})` : 'a missing redirect';
  if (op.kind === 'update') {
    const from = op.from ? here(op.from.text) : (target?.from ?? '/r0');
    const data = { from, to: here(op.to.text), status_code: target?.status_code ?? 301 };
    const res = await send('PUT', `${ADMIN}/${id}`, [200, 400, 404], { data });
    checkRefusal(res, 'update');
    return { text: `update ${name} to ${JSON.stringify(data.from)} → ${show(op.to)}: ${res.status}`, published: [] };
  }
  if (op.kind === 'delete') {
    const res = await send('DELETE', `${ADMIN}/${id}`, [204, 404]);
    return { text: `delete ${name}: ${res.status}`, published: [] };
  }
  const res = await send('POST', `${ADMIN}/${id}/${op.kind}`, [200, 400, 404], {});
  // A refused publish names the field (a loop: to); unpublishing a draft has no field to name.
  if (op.kind === 'publish') checkRefusal(res, op.kind);
  const published = op.kind === 'publish' && target ? [target.from] : [];
  return { text: `${op.kind} ${name}: ${res.status}`, published, publishedDocument: op.kind === 'publish' ? id : undefined };
};

const pageOp = async (op: Extract<Op, { kind: 'page' | 'newPage' }>, before: Snapshot): Promise<Outcome> => {
  if (op.kind === 'newPage') {
    const path = op.publish ? `${CM}/actions/publish?locale=en` : `${CM}?locale=en`;
    const res = await send<{ data: { documentId: string } }>('POST', path, [200, 201], { title: pageTitle(op.title) });
    pages.push(res.body.data.documentId);
    return { text: `new page ${pageTitle(op.title)}${op.publish ? ' published' : ''}: ${res.status}`, published: [] };
  }
  const id = pickPage(op.pick);
  const wasLive = livePathsOf(before, id);
  const name = `page ${wasLive.join(',') || id}`;
  const res =
    op.action === 'save'
      ? await send('PUT', `${CM}/${id}?locale=en`, [200, 400, 404], { title: pageTitle(op.title) })
      : op.action === 'move'
        ? await send('POST', `${CM}/${id}/actions/publish?locale=en`, [200, 400, 404], { title: pageTitle(op.title) })
        : op.action === 'delete'
          ? await send('DELETE', `${CM}/${id}?locale=en`, [200, 404])
          : await send('POST', `${CM}/${id}/actions/${op.action}?locale=en`, [200, 400, 404], {});
  if (op.action === 'delete' && res.status === 200) pages = pages.filter((page) => page !== id);
  const to = op.action === 'save' || op.action === 'move' ? ` as ${pageTitle(op.title)}` : '';
  // A page whose published path moves leaves a published redirect from its old path behind;
  // one that is unpublished or deleted leaves nothing (redirectRemovedTo is not set).
  const published = op.action === 'move' || op.action === 'publish' ? wasLive : [];
  return { text: `${op.action} ${name}${to}: ${res.status}`, published };
};

const runOp = (op: Op, before: Snapshot, alone: boolean): Promise<Outcome> =>
  op.kind === 'import' ? importOp(op, alone) : op.kind === 'page' || op.kind === 'newPage' ? pageOp(op, before) : redirectOp(op, before);

// ---- checks ----

const fields = ({ from, to, status_code }: RedirectFields): RedirectFields => ({ from, to, status_code });

/** Every redirect as both its versions, by the source of its latest edit. */
const versionsOf = (s: Snapshot): Map<string, RedirectVersions> => {
  const published = new Map(s.published.map((row) => [row.documentId, fields(row)]));
  return new Map(s.drafts.map((row) => [row.from, { draft: fields(row), published: published.get(row.documentId) ?? null }]));
};

/** The state `changes` say the import leaves, checking that each change starts from the state before. */
const applyChanges = (before: Snapshot, changes: RedirectChange[]): Map<string, RedirectVersions> => {
  const froms = changes.map((change) => change.from);
  expect(froms, 'changes are sorted by from').toEqual([...froms].sort());
  const state = versionsOf(before);
  for (const change of changes) {
    expect(change.from, 'a change is named by its latest source').toBe((change.after ?? change.before)?.draft.from);
    if (!change.before) continue;
    expect(state.get(change.before.draft.from), `change of ${change.from} starts from the stored redirect`).toEqual(change.before);
    state.delete(change.before.draft.from);
  }
  for (const change of changes) if (change.after) state.set(change.after.draft.from, change.after);
  return state;
};

/** What the admin list must say of a redirect, given the public list. */
const stateOf = (s: Snapshot, row: DraftRow): AdminRedirect['state'] => {
  const live = s.published.find((published) => published.documentId === row.documentId);
  if (!live) return 'draft';
  return live.from === row.from && live.to === row.to && live.status_code === row.status_code ? 'published' : 'modified';
};

const untrimmed = (row: RedirectFields) => row.from !== row.from.trim() || row.to !== row.to.trim();

/** The rules that hold in one view (the published redirects, or every redirect's latest edit). */
const viewProblems = (view: string, rows: RedirectFields[], live: Map<string, string>): string[] => {
  const problems: string[] = [];
  const bySource = new Map(rows.map((row) => [row.from, row]));
  if (bySource.size !== rows.length) problems.push(`${view}: two redirects share a from`);
  for (const row of rows) {
    const arrow = `${view} ${JSON.stringify(row.from)} → ${JSON.stringify(row.to)}`;
    if (untrimmed(row)) problems.push(`${arrow}: stored with surrounding whitespace`);
    if (row.to === row.from) problems.push(`${arrow}: redirects to itself`);
    else if (bySource.has(row.to)) problems.push(`${arrow} → ${bySource.get(row.to)?.to}: a chain or a loop`);
    if (live.has(row.from)) problems.push(`${arrow}: its from is a live path`);
  }
  return problems;
};

const checkRules = (s: Snapshot, mayBePublished: Set<string>) => {
  const problems = [...viewProblems('published', s.published, s.live), ...viewProblems('draft', s.drafts, s.live)];
  const publishedOf = new Map(s.published.map((row) => [row.documentId, row]));
  const draftIds = new Set(s.drafts.map((row) => row.documentId));
  for (const row of s.published) {
    if (!mayBePublished.has(row.from)) problems.push(`published ${row.from} → ${row.to}: no operation published it`);
    if (!draftIds.has(row.documentId)) problems.push(`published ${row.from}: missing from the admin list`);
  }
  if (s.admin) {
    const latest = (rows: DraftRow[]) =>
      rows.map((row) => ({ documentId: row.documentId, ...fields(row) })).sort((a, b) => (a.from + a.documentId).localeCompare(b.from + b.documentId));
    expect(latest(s.admin), 'the admin list shows every latest edit').toEqual(latest(s.drafts));
    for (const row of s.admin) {
      const state = stateOf(s, row);
      if (row.state !== state) problems.push(`admin row ${row.from}: state ${row.state}, expected ${state}`);
      if ((row.publishedAt === null) !== !publishedOf.has(row.documentId)) problems.push(`admin row ${row.from}: publishedAt ${row.publishedAt}`);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
};

const describeState = (s: Snapshot) =>
  [
    `published: ${s.published.map((r) => `${r.from}→${r.to}`).join(' ') || '-'}`,
    `drafts: ${s.drafts.map((r) => `${r.from}→${r.to}(${stateOf(s, r)})`).join(' ') || '-'}`,
    `live: ${[...s.live.keys()].sort().join(' ')}`,
  ].join('\n');

const runStep = async (step: Step, previous: Snapshot, trace: string[]): Promise<Snapshot> => {
  const alone = step.length === 1;
  // A lone dry run or checked import compares the admin lists before and after it.
  const [first] = step;
  const comparesAdmin = alone && first.kind === 'import' && first.mode !== 'apply';
  const before = comparesAdmin && !previous.admin ? { ...previous, admin: await readAdminList() } : previous;
  const outcomes = await Promise.all(step.map((op) => runOp(op, before, alone))).catch((error: unknown) => {
    trace.push(JSON.stringify(step));
    throw error;
  });
  trace.push(alone ? outcomes[0].text : `at once: ${outcomes.map((o) => o.text).join(' | ')}`);
  const movesPages = step.some((op) => op.kind === 'page' || op.kind === 'newPage');
  await settle();
  const after = await readSnapshot({ live: movesPages ? undefined : before.live, admin: comparesAdmin });

  const mayBePublished = new Set([...before.published.map((row) => row.from), ...outcomes.flatMap((o) => o.published)]);
  for (const { publishedDocument } of outcomes) {
    const row = after.drafts.find((draft) => draft.documentId === publishedDocument);
    if (row) mayBePublished.add(row.from);
  }
  // Two page operations at once may give a page a path that is live for a moment only, then
  // moved away from with an automatic redirect: any path of this sequence's pages may be one.
  if (step.filter((op) => op.kind === 'page' || op.kind === 'newPage').length > 1) {
    for (const row of after.published) if (row.from.startsWith(`/pages/${sequence}-`)) mayBePublished.add(row.from);
  }
  checkRules(after, mayBePublished);

  const [{ dryRun, applied }] = outcomes;
  if (alone && dryRun) {
    applyChanges(before, dryRun.changes);
    expect(after.admin, 'a dry run changes nothing in the admin list').toEqual(before.admin);
    expect(after.published, 'a dry run changes nothing in the public list').toEqual(before.published);
  }
  if (alone && applied) {
    expect(versionsOf(after), 'an apply leaves the state before with its changes').toEqual(applyChanges(before, applied));
  }
  return after;
};

const runSequence = async (steps: Step[]) => {
  await reset();
  await settle();
  let state = await readSnapshot({ admin: true });
  const trace: string[] = [];
  for (const step of steps) {
    try {
      state = await runStep(step, state, trace);
    } catch (error) {
      const lines = trace.map((line, i) => `  ${i + 1}. ${line}`).join('\n');
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${message}\n\nsteps (the last one failed):\n${lines}\n\nbefore the last step:\n${describeState(state)}`);
    }
  }
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  watchReconciles();
  const rows = (await app.strapi.db.query(PAGE_UID).findMany({ select: ['documentId'] })) as Array<{ documentId: string }>;
  seededPages = new Set(rows.map((row) => row.documentId));
});
afterAll(() => app?.stop());

describe('redirect rules under random operations', () => {
  it(
    `hold after every step of ${REPLAY_PATH ? 'one replayed sequence' : `${RUNS} sequences of ${STEPS} steps`}`,
    async () => {
      const started = Date.now();
      const property = fc.asyncProperty(fc.array(stepArb, { minLength: STEPS, maxLength: STEPS }), runSequence);
      const details = await fc.check(property, {
        seed: SEED,
        numRuns: RUNS,
        endOnFailure: true,
        ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`redirects model on ${DB}: ${details.numRuns} sequence(s) of ${STEPS} steps in ${seconds} s`);
      if (details.failed) {
        const replay = `TEST_DB=${DB} MODEL_SEED=${details.seed} MODEL_PATH=${details.counterexamplePath}`;
        const { errorInstance } = details as { errorInstance?: unknown };
        const cause = errorInstance instanceof Error ? errorInstance.message : String(errorInstance);
        throw new Error(
          `${cause}\n\nReplay: ${replay} npx vitest run tests/integration/redirects-model.test.ts\n\n${fc.defaultReportMessage(details)}`
        );
      }
    },
    TIMEOUT_MS
  );
});
