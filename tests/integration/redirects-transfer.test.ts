import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { importRedirects } from './support/redirect-files';
import { startTestApp, type TestApp } from './support/strapi';
import type { ImportRedirects } from '../../addons/redirects/shared/contracts/redirects';

const ADMIN = '/sitetools-addon-redirects/redirects';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';

let app: TestApp;
let admin: string;

const importFile = (format: 'csv' | 'json', content: string, dryRun: boolean) =>
  importRedirects(app.url, admin, { format, content, dryRun });

const exportFile = async (format: 'csv' | 'json') => {
  const res = await api(app.url).get(`${ADMIN}/export?format=${format}`, { token: admin });
  return { status: res.status, type: res.headers['content-type'], text: res.text };
};

const count = () => app.strapi.db.query(REDIRECT_UID).count({ where: { publishedAt: { $notNull: true } } });

const MIXED = [
  'from,to,status_code',
  '/old-1,/pages/about,301',
  '/old-2,https://example.com/x,302',
  'no-slash,/pages/about,301',
  '/old-3,/pages/about,999',
  '/pages/contact,/pages/about,301',
  '/old-4,/old-5,',
  '/old-5,/old-4,301',
  '"/with,comma",/pages/about,308',
  '/about-us,/pages/contact,302',
].join('\n');

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('import', () => {
  it('reports per line in a dry run and writes nothing', async () => {
    const before = await count();
    const res = await importFile('csv', MIXED, true);
    expect(res.status).toBe(200);
    expect(res.body.dryRun).toBe(true);
    expect(res.body.lines.map((l) => [l.line, l.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'refuse'],
      [5, 'refuse'],
      [6, 'refuse'],
      [7, 'create'],
      [8, 'refuse'],
      [9, 'create'],
      [10, 'update'],
    ]);
    const reasons = res.body.lines.filter((l) => l.action === 'refuse').map((l) => l.reason);
    expect(reasons[0]).toMatch(/^from/);
    expect(reasons[1]).toMatch(/^status_code/);
    expect(reasons[2]).toMatch(/live path/);
    expect(reasons[3]).toMatch(/loop/);
    // A refused line keeps its status code, read from the CSV text as a number.
    expect(res.body.lines.filter((l) => l.action === 'refuse').map((l) => l.status_code)).toEqual([301, 999, 301, 301]);
    expect(res.body.summary).toEqual({ create: 4, update: 1, unchanged: 0, refuse: 4 });
    expect(await count()).toBe(before);
  });

  it('writes the good lines and refuses the bad ones', async () => {
    const res = await importFile('csv', MIXED, false);
    expect(res.body.summary).toEqual({ create: 4, update: 1, unchanged: 0, refuse: 4 });
    const rows = await app.strapi.db.query(REDIRECT_UID).findMany({ where: { publishedAt: { $notNull: true } }, orderBy: { from: 'asc' } });
    expect(rows.map((r: { from: string; to: string; status_code: number }) => [r.from, r.to, r.status_code])).toEqual([
      ['/about-us', '/pages/contact', 302],
      ['/old-1', '/pages/about', 301],
      ['/old-2', 'https://example.com/x', 302],
      ['/old-4', '/old-5', 301],
      ['/with,comma', '/pages/about', 308],
    ]);
    const again = await importFile('csv', MIXED, true);
    expect(again.body.summary).toMatchObject({ create: 0, unchanged: 5 });
  });

  it('imports JSON, flattening chains against stored redirects', async () => {
    const content = JSON.stringify([
      { from: '/json-1', to: '/old-1' },
      { from: '/old-5', to: '/pages/pricing', status_code: 307 },
      'not an object',
    ]);
    const res = await importFile('json', content, false);
    expect(res.body.lines.map((l) => [l.action, l.to])).toEqual([
      ['create', '/pages/about'],
      ['create', '/pages/pricing'],
      ['refuse', undefined],
    ]);
    const old4 = await app.strapi.db.query(REDIRECT_UID).findOne({ where: { from: '/old-4', publishedAt: { $notNull: true } } });
    expect(old4.to).toBe('/pages/pricing');
  });

  it.each([
    ['JSON that does not parse', 'json', '[{'],
    ['JSON that is not an array', 'json', '{"from":"/a"}'],
    ['a CSV without the from,to header', 'csv', '/a,/b\n'],
    ['a CSV with an unterminated quote', 'csv', 'from,to\n"/a,/b\n'],
  ])('refuses %s as a whole with a 400', async (_name, format, content) => {
    const res = await importFile(format as 'csv' | 'json', content, false);
    expect(res.status).toBe(400);
    expect(res.error?.name).toBe('ValidationError');
  });

  it("imports an app's own redirects collection through a column mapping", async () => {
    // Rows as an app's `redirection` collection exports them, with its own column names.
    const content = JSON.stringify([
      { id: 1, source: '/collection-1', destination: '/pages/about', permanent: true },
      { id: 2, source: '/collection-2', destination: 'https://example.com/', permanent: false },
      { id: 3, source: 'no-slash', destination: '/pages/about' },
    ]);
    const columns = { from: 'source', to: 'destination' };
    const post = (dryRun: boolean) => importRedirects(app.url, admin, { format: 'json', content, dryRun, columns });
    const dry = await post(true);
    expect(dry.status).toBe(200);
    expect(dry.body.lines.map((l) => [l.line, l.action, l.status_code])).toEqual([
      [1, 'create', 308],
      [2, 'create', 307],
      [3, 'refuse', undefined],
    ]);
    await post(false);
    const stored = await app.strapi.db.query(REDIRECT_UID).findOne({ where: { from: '/collection-2', publishedAt: { $notNull: true } } });
    expect(stored).toMatchObject({ to: 'https://example.com/', status_code: 307 });
    const csv = await api(app.url).post<ImportRedirects.Response>(
      `${ADMIN}/import`,
      { format: 'csv', content: 'Source,Destination\n/collection-3,/pages/about\n', dryRun: true, columns },
      { token: admin }
    );
    expect(csv.body.summary).toMatchObject({ create: 1, refuse: 0 });
  });

  it.each([
    ['a mapping that reads two fields from one column', { from: 'to' }, 'columns'],
    ['a mapping of an unknown field', { source: 'from' }, 'columns.source'],
    ['an empty column name', { from: ' ' }, 'columns.from'],
  ])('refuses %s with a 400 naming it', async (_name, columns, key) => {
    const res = await api(app.url).post(
      `${ADMIN}/import`,
      { format: 'csv', content: 'from,to\n', dryRun: true, columns },
      { token: admin }
    );
    expect(res.status).toBe(400);
    expect(res.error?.details).toMatchObject({ key });
  });

  it('answers 400 for an unknown format or a missing content', async () => {
    expect((await api(app.url).post(`${ADMIN}/import`, { format: 'xml', content: '' }, { token: admin })).status).toBe(400);
    expect((await api(app.url).post(`${ADMIN}/import`, { format: 'csv' }, { token: admin })).status).toBe(400);
  });
});

describe('export', () => {
  it.each(['csv', 'json'] as const)('round-trips through %s', async (format) => {
    const file = await exportFile(format);
    expect(file.status).toBe(200);
    expect(file.type).toContain(format === 'csv' ? 'text/csv' : 'application/json');
    const res = await importFile(format, file.text, true);
    expect(res.body.summary.create).toBe(0);
    expect(res.body.summary.refuse).toBe(0);
    expect(res.body.summary.unchanged).toBe(await count());
  });

  it('writes CSV with a header and quotes fields that need it', async () => {
    const file = await exportFile('csv');
    const rows = file.text.trim().split('\n');
    expect(rows[0]).toBe('from,to,status_code,locale');
    expect(rows).toContain('"/with,comma",/pages/about,308,');
  });
});

describe('a large import', () => {
  it('imports 10,000 lines in one go', async () => {
    const lines = ['from,to,status_code'];
    for (let i = 0; i < 10_000; i += 1) lines.push(`/bulk/${i},/pages/about,301`);
    const res = await importFile('csv', lines.join('\n'), false);
    expect(res.status).toBe(200);
    expect(res.body.summary.create).toBe(10_000);
    expect(
      await app.strapi.db.query(REDIRECT_UID).count({ where: { from: { $startsWith: '/bulk/' }, publishedAt: { $notNull: true } } })
    ).toBe(10_000);
    expect(await app.strapi.db.query(REDIRECT_UID).count({ where: { from: { $startsWith: '/bulk/' }, publishedAt: null } })).toBe(10_000);
  }, 120_000);
});
