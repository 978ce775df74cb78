import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_PATH_ATTRIBUTE } from '../../shared/contracts/entry-alias';
import type { ImportPaths, PathImportLine, PathImportResult } from '../../shared/contracts/path-import';
import { ACTIONS } from '../../shared/contracts/permissions';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import { adminToken, createAdminRole } from './support/admin';
import { api, routerUrl, type DocumentResponse } from './support/api';
import { documents } from './support/documents';
import { PATH_IMPORT, readImport, waitForImport } from './support/path-import';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const ARTICLE = 'api::article.article';
const IMPORT = PATH_IMPORT;
// Two lines per batch: the table below spans batches, and a larger import runs long enough to be watched.
const BATCH = 2;
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';

let app: TestApp;
let token: string;

const pages = () => documents(app.strapi, PAGE);
const articles = () => documents(app.strapi, ARTICLE);

const importFile = (body: Partial<ImportPaths.Request>, as = token) =>
  api(app.url).post<ImportPaths.Response>(IMPORT, { format: 'csv', dryRun: true, ...body }, { token: as });

const aliasOf = (uid: string, documentId: string, locale = 'en') =>
  app.strapi.db.query(URL_ALIAS_UID).findOne({
    select: ['url_path', 'generated', 'live'],
    where: { contenttype: uid, entryDocumentId: documentId, locale },
  }) as Promise<{ url_path: string; generated: boolean | null; live: boolean } | null>;

/** Every alias and every page's choice, to compare before and after a run that must write nothing. */
const snapshot = async () => ({
  aliases: await app.strapi.db.query(URL_ALIAS_UID).findMany({ select: ['url_path', 'generated', 'live'], orderBy: { id: 'asc' } }),
  choices: await app.strapi.db.query(PAGE).findMany({ select: ['id', MANUAL_PATH_ATTRIBUTE], orderBy: { id: 'asc' } }),
});

const csv = (...rows: string[]) => ['contentType,documentId,field,locale,path,generated', ...rows].join('\n');

const actionsOf = (result: PathImportResult) => result.lines.map(({ line, action }) => [line, action]);

/** Applies a file: answered at once (202) with the job, whose report is read once it is done. */
const applyFile = async (body: Partial<ImportPaths.Request>, as = token) => {
  const res = await api(app.url).post<ImportPaths.ApplyResponse>(IMPORT, { format: 'csv', ...body, dryRun: false }, { token: as });
  expect(res.status).toBe(202);
  expect(res.body.data).toMatchObject({ status: 'running', done: 0 });
  const job = await waitForImport(app.url, as);
  expect(job).toMatchObject({ id: res.body.data.id, status: 'done', done: job.total });
  return job.result;
};

let first: string;
let second: string;
let handWritten: string;
let article: string;

beforeAll(async () => {
  process.env.SITETOOLS_PATH_IMPORT_BATCH = String(BATCH);
  app = await startTestApp();
  token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  first = (await pages().create({ data: { title: 'Import first' }, locale: 'en', status: 'published' })).documentId;
  second = (await pages().create({ data: { title: 'Import second' }, locale: 'en', status: 'published' })).documentId;
  await pages().update({
    documentId: second,
    locale: 'fr',
    data: { title: 'Import deuxieme', slug: 'import-deuxieme' },
    status: 'published',
  });
  handWritten = (
    await pages().create({ data: { title: 'Import hand', [MANUAL_PATH_ATTRIBUTE]: '/hand/made' }, locale: 'en', status: 'published' })
  ).documentId;
  article = (await articles().create({ data: { title: 'Import article' }, status: 'published' })).documentId;
});
afterAll(async () => {
  delete process.env.SITETOOLS_PATH_IMPORT_BATCH;
  await app?.stop();
});

// Good lines and bad ones, each bad one refused for its own reason.
const table = () =>
  csv(
    `${PAGE},${first},,en,/imported/first/,`,
    `${PAGE},,slug=import-deuxieme,fr,/importe/deuxieme,false`,
    `${ARTICLE},${article},,,/news/imported,`,
    `${PAGE},${handWritten},,,,true`,
    `api::nope.nope,x,,,/x,`,
    `api::category.category,x,,,/x,`,
    `${PAGE},${first},slug=import-first,en,/y,`,
    `${PAGE},missing-document,,en,/y,`,
    `${PAGE},,slug=nobody,en,/y,`,
    `${PAGE},,sitemapExclude=true,en,/y,`,
    `${ARTICLE},${article},,fr,/z,`,
    `${PAGE},${second},,en,no-slash,`,
    `${PAGE},${second},,en,/pages/about,`,
    `${PAGE},${second},,en,,`,
    `${PAGE},${second},,en,/y,maybe`,
    `${PAGE},${second},,en,/imported/first,`,
    `${PAGE},${first},,en,/other,`
  );

const EXPECTED_ACTIONS = [
  [2, 'write'],
  [3, 'write'],
  [4, 'write'],
  [5, 'generate'],
  ...Array.from({ length: 13 }, (_, i) => [i + 6, 'refuse']),
];

describe('POST /sitetools/paths/import', () => {
  it('reports every line of a dry run and writes nothing', async () => {
    const before = await snapshot();
    const res = await importFile({ content: table() });
    expect(res.status).toBe(200);
    expect(res.body.dryRun).toBe(true);
    expect(actionsOf(res.body)).toEqual(EXPECTED_ACTIONS);
    expect(res.body.lines[0]).toEqual({
      line: 2,
      action: 'write',
      contentType: PAGE,
      documentId: first,
      locale: 'en',
      path: '/imported/first',
      before: '/pages/import-first',
    });
    expect(res.body.lines[1]).toMatchObject({ documentId: second, locale: 'fr', path: '/importe/deuxieme' });
    expect(res.body.lines.filter((line) => line.action === 'refuse').map((line) => line.reason)).toEqual([
      'api::nope.nope does not have URL aliases',
      'api::category.category does not have URL aliases',
      'give documentId or field, not both',
      `no entry of ${PAGE} has documentId missing-document in locale en`,
      `no entry of ${PAGE} has slug = "nobody" in locale en`,
      `${PAGE} has no field "sitemapExclude" to find an entry by (a text field such as slug)`,
      `${ARTICLE} is not localized: leave locale empty`,
      'path must start with "/"',
      'path is already used by another entry',
      'path is required (or generated: true, to let the pattern make it)',
      'generated must be true or false',
      'line 2 gives this path to another entry',
      'line 2 already imports this entry',
    ]);
    expect(res.body.summary).toEqual({ write: 3, generate: 1, unchanged: 0, refuse: 13 });
    expect(await snapshot()).toEqual(before);
  });

  it('applies the good lines in batches, refuses the bad ones alone, and reports the same', async () => {
    const result = await applyFile({ content: table() });
    expect(result.dryRun).toBe(false);
    // The last lines, refused for what the first batch took, say so as in the dry run.
    expect(actionsOf(result)).toEqual(EXPECTED_ACTIONS);
    expect(result.lines.slice(-2).map((line) => line.reason)).toEqual([
      'line 2 gives this path to another entry',
      'line 2 already imports this entry',
    ]);
    expect(await aliasOf(PAGE, first)).toEqual({ url_path: '/imported/first', generated: null, live: true });
    expect(await aliasOf(PAGE, second, 'fr')).toEqual({ url_path: '/importe/deuxieme', generated: null, live: true });
    expect(await aliasOf(PAGE, second, 'en')).toMatchObject({ url_path: '/pages/import-second', generated: true });
    expect(await aliasOf(ARTICLE, article)).toMatchObject({ url_path: '/news/imported', generated: null });
    expect(await aliasOf(PAGE, handWritten)).toEqual({ url_path: '/pages/import-hand', generated: true, live: true });
  });

  it('keeps the imported path through a publish, serves it, and redirects the old one', async () => {
    await pages().publish({ documentId: first, locale: 'en' });
    expect(await aliasOf(PAGE, first)).toMatchObject({ url_path: '/imported/first', generated: null });
    const served = await api(app.url).get<DocumentResponse>(routerUrl('/imported/first'));
    expect(served.status).toBe(200);
    expect(served.body.data.documentId).toBe(first);
    const redirect = await app.strapi.db
      .query(REDIRECT_UID)
      .findOne({ where: { from: '/pages/import-first', publishedAt: { $notNull: true } } });
    expect(redirect).toMatchObject({ to: '/imported/first' });
  });

  it('reports lines already applied as unchanged', async () => {
    const res = await importFile({ content: table() });
    expect(res.body.summary).toMatchObject({ write: 0, generate: 0, unchanged: 4 });
  });

  it('reads JSON and a column mapping', async () => {
    const content = JSON.stringify([{ type: PAGE, id: first, url: '/imported/json', locale: 'en' }]);
    const result = await applyFile({ format: 'json', content, columns: { contentType: 'type', documentId: 'id', path: 'url' } });
    expect(result.lines).toEqual([expect.objectContaining({ line: 1, action: 'write', path: '/imported/json' })]);
    expect(await aliasOf(PAGE, first)).toMatchObject({ url_path: '/imported/json' });
  });

  it.each([
    [
      'a CSV without the path column',
      { content: 'contentType,documentId\nx,y' },
      'content',
      /^content: the first line must be a header naming the columns contentType and path/,
    ],
    ['JSON that is no array', { format: 'json', content: '{}' }, 'content', /^content: the file must hold a JSON array of lines/],
    [
      'a mapping onto one column twice',
      { content: csv(), columns: { path: 'locale' } },
      'columns',
      /^columns: the mapping reads locale and path/,
    ],
    ['an unknown format', { format: 'xml', content: '' }, 'format', /^format/],
    ['an unknown field in the mapping', { content: csv(), columns: { slug: 'x' } }, 'columns.slug', /^columns\.slug/],
  ])('refuses %s with a 400', async (_, body, key, message) => {
    const res = await importFile(body as Partial<ImportPaths.Request>);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError', details: { key } } });
    expect(res.error?.message).toMatch(message);
  });
});

describe('paths that leave the site', () => {
  it('refuses each on its line, with the reason', async () => {
    const lines = ['/\\evil.com', '/%5Cevil.com', '/a/\u202e', '/a/%20%20'].map((path) => `${PAGE},${first},,en,${path},`);
    const res = await importFile({ content: csv(lines[0]) });
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual([
      expect.objectContaining({ action: 'refuse', reason: 'path must not start with "/\\": browsers read it as a link to another site' }),
    ]);
    for (const line of lines.slice(1)) {
      const each = await importFile({ content: csv(line) });
      expect(each.body.lines).toEqual([expect.objectContaining({ action: 'refuse', reason: expect.stringMatching(/^path must not/) })]);
    }
  });
});

describe('an applied import, as a background job', () => {
  const COUNT = 40;

  it('answers at once, shows its progress batch by batch, refuses a second apply meanwhile, and ends with its report', async () => {
    const created = [];
    for (let i = 0; i < COUNT; i += 1) {
      created.push((await pages().create({ data: { title: `Import progress ${i}` }, locale: 'en', status: 'published' })).documentId);
    }
    const content = csv(...created.map((documentId, i) => `${PAGE},${documentId},,en,/progress/${i},`));
    const res = await api(app.url).post<ImportPaths.ApplyResponse>(IMPORT, { format: 'csv', content, dryRun: false }, { token });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'running', total: COUNT, done: 0, result: { lines: [] } });

    const again = await api(app.url).post(IMPORT, { format: 'csv', content, dryRun: false }, { token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ data: null, error: { status: 409, name: 'ConflictError', details: { job: res.body.data.id } } });

    const seen: number[] = [];
    const job = await waitForImport(
      app.url,
      token,
      (current) => {
        seen.push(current?.done ?? -1);
        // The report grows with the lines applied, each batch whole.
        expect(current?.result.lines).toHaveLength(current?.done ?? 0);
        return current?.status !== 'running';
      },
      { every: 10 }
    );
    expect(job).toMatchObject({ status: 'done', total: COUNT, done: COUNT, result: { summary: { write: COUNT, refuse: 0 } } });
    expect(seen.some((done) => done > 0 && done < COUNT)).toBe(true);
    expect(seen.every((done) => done % BATCH === 0)).toBe(true);
    expect(await aliasOf(PAGE, created[COUNT - 1])).toEqual({ url_path: `/progress/${COUNT - 1}`, generated: null, live: true });
    expect(await readImport(app.url, token)).toEqual(job);
  });
});

describe('the path-import service, for modules that make their own lines', () => {
  it('runs lines made in code, a dry run writing nothing', async () => {
    const service = app.strapi.plugin('sitetools').service('path-import') as {
      run(lines: PathImportLine[], options: { dryRun: boolean }): Promise<PathImportResult>;
    };
    const lines: PathImportLine[] = [
      { line: 1, contentType: ARTICLE, documentId: article, path: '/news/from-code' },
      { line: 2, contentType: ARTICLE, documentId: article, generated: true },
    ];
    const dry = await service.run(lines, { dryRun: true });
    expect(actionsOf(dry)).toEqual([
      [1, 'write'],
      [2, 'refuse'],
    ]);
    expect(await aliasOf(ARTICLE, article)).toMatchObject({ url_path: '/news/imported' });
    await service.run(lines, { dryRun: false });
    expect(await aliasOf(ARTICLE, article)).toMatchObject({ url_path: '/news/from-code', generated: null });
  });
});

describe('a save of the same entry while an import applies', () => {
  it('keeps both writes: the saved title and the imported path, without an error', async () => {
    const page = await pages().create({ data: { title: 'Import race' }, locale: 'en', status: 'published' });
    const save = api(app.url).put<DocumentResponse>(
      `/content-manager/collection-types/${PAGE}/${page.documentId}?locale=en`,
      { title: 'Import race saved' },
      { token }
    );
    const apply = applyFile({ content: csv(`${PAGE},${page.documentId},,en,/imported/race,`) });
    const [saved, applied] = await Promise.all([save, apply]);
    expect(saved.status).toBe(200);
    expect(applied.lines[0].action).toBe('write');
    const draft = await pages().findOne({ documentId: page.documentId, locale: 'en' });
    expect(draft?.title).toBe('Import race saved');
    expect(await aliasOf(PAGE, page.documentId)).toEqual({ url_path: '/imported/race', generated: null, live: true });
    // The next publish keeps the imported path.
    await pages().publish({ documentId: page.documentId, locale: 'en' });
    expect(await aliasOf(PAGE, page.documentId)).toMatchObject({ url_path: '/imported/race', generated: null });
  });
});

describe('permissions', () => {
  it('answers 401 without a token and 403 to a role without "Import paths"', async () => {
    expect((await api(app.url).post(IMPORT, { format: 'csv', content: csv() })).status).toBe(401);
    const editor = await adminToken(app.strapi, app.url, 'strapi-editor');
    const res = await importFile({ content: csv() }, editor);
    expect(res.status).toBe(403);
  });

  it('lets a role with only "Import paths" import', async () => {
    const role = await createAdminRole(app.strapi, [{ action: ACTIONS.importPaths }]);
    const importer = await adminToken(app.strapi, app.url, role);
    const result = await applyFile({ content: csv(`${ARTICLE},${article},,,/news/by-role,`) }, importer);
    expect(result.summary.write).toBe(1);
  });
});
