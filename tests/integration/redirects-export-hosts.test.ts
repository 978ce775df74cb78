import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetExportReport, HostFormat, ImportRedirects, SaveRedirect } from '../../addons/redirects/shared/contracts/redirects';
import { IMPORT_SAMPLES } from '../cases/redirects-import-formats';
import { adminToken, createAdminRole } from './support/admin';
import { api } from './support/api';
import { importRedirects } from './support/redirect-files';
import { startTestApp, type TestApp } from './support/strapi';

const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;

/** One published rule of each kind, all under /hx- so that other rules in the database are told apart. */
const RULES = [
  { from: '/hx-old', to: '/hx-new', status_code: 301 },
  // Written as a form takes it: decoded once, so the stored target is "/hx-c 100%".
  { from: '/hx-a b', to: '/hx-c 100%25', status_code: 302 },
  { from: '/hx-tidy', to: '/hx-clean', status_code: 307, query: 'ignore' },
  { from: '/hx-p?id=5', to: '/hx-product', status_code: 301, query: 'exact' },
  { from: '/hx-gone', to: null, status_code: 410 },
  { from: '/hx-blog/:slug', to: '/hx-news/:slug', status_code: 301 },
  { from: '/hx-docs/:path*', to: 'https://docs.example.com/:path*', status_code: 308 },
  { from: '/hx-fr', to: '/hx-fr-new', status_code: 301, locale: 'fr' },
];

const report = (query: string, token = admin) => api(app.url).get<GetExportReport.Response>(`${ADMIN}/export/report?${query}`, { token });
const download = (query: string, token = admin) => api(app.url).get(`${ADMIN}/export?${query}`, { token });
const importFile = (body: Omit<ImportRedirects.Request, 'dryRun'> & { dryRun?: boolean }, token = admin) =>
  importRedirects(app.url, token, { dryRun: true, ...body });
const sample = (format: string) => IMPORT_SAMPLES.find((candidate) => candidate.format === format)!;
/** A report's lines as [line, action], the refused ones with their reason. */
const actions = (body: ImportRedirects.Response) =>
  body.lines.map(({ line, action, reason }) => (reason ? [line, action, reason] : [line, action]));
/** Of a report's left-out rules, ours: source and reason. */
const ours = (body: GetExportReport.Response) => body.data.left.filter(({ from }) => from.startsWith('/hx-'));

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  for (const data of RULES) {
    const res = await api(app.url).post<SaveRedirect.Response>(ADMIN, { data, publish: true }, { token: admin });
    expect(res.status, `${data.from}: ${JSON.stringify(res.error)}`).toBe(201);
  }
});
afterAll(() => app?.stop());

/** Per host: the file's name and type, a line it must hold, and the sources of ours it leaves out. */
const HOSTS: Array<{ format: HostFormat; name: string; type: string; holds: string[]; left: string[] }> = [
  {
    format: 'netlify',
    name: '_redirects',
    type: 'text/plain',
    holds: [
      '/hx-old /hx-new 301',
      '/hx-p id=5 /hx-product 301',
      '/hx-gone /404.html 410',
      '/hx-docs/* https://docs.example.com/:splat 308',
    ],
    left: ['/hx-fr', '/hx-tidy'],
  },
  {
    format: 'vercel',
    name: 'vercel.json',
    type: 'application/json',
    holds: ['"source": "/hx-blog/:slug"', '"destination": "/hx-c%20100%25"'],
    left: ['/hx-fr', '/hx-gone', '/hx-tidy'],
  },
  {
    format: 'vercel-bulk',
    name: 'vercel-redirects.csv',
    type: 'text/csv',
    holds: ['source,destination,statusCode,caseSensitive,query', '/hx-tidy,/hx-clean,307,true,false'],
    left: ['/hx-blog/:slug', '/hx-docs/:path*', '/hx-fr', '/hx-gone', '/hx-p?id=5'],
  },
  {
    format: 'nginx',
    name: 'redirects.conf',
    type: 'text/plain',
    holds: ['"~^/hx-blog/([^/]+)$" "/hx-news/$1$is_args$args";', '"/hx-a b" "/hx-c%20100%25$is_args$args";'],
    left: ['/hx-fr'],
  },
  {
    format: 'apache',
    name: '.htaccess',
    type: 'text/plain',
    holds: ['RewriteRule "^/?hx-gone$" - [R=410,L]', 'RewriteRule "^/?hx-tidy$" "/hx-clean" [R=307,L,NE,QSD]'],
    left: ['/hx-fr'],
  },
  {
    format: 'next',
    name: 'redirects.mjs',
    type: 'application/javascript',
    holds: ['export default async function redirects()', '"source": "/hx-docs/:path*"'],
    left: ['/hx-fr', '/hx-gone', '/hx-tidy'],
  },
];

describe('exports for hosts', () => {
  it.each(HOSTS)('$format: the download holds what the report says it holds', async ({ format, name, type, holds, left }) => {
    const [file, checked] = await Promise.all([download(`format=${format}`), report(`format=${format}`)]);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain(type);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    for (const line of holds) expect(file.text).toContain(line);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ format, fileName: name, limits: [] });
    expect(
      ours(checked.body)
        .map(({ from }) => from)
        .sort()
    ).toEqual(left);
    expect(checked.body.data.exported).toBe(checked.body.data.rules - checked.body.data.left.length);
  });

  it('a Cloudflare list names the host, and needs one', async () => {
    const refused = await download('format=cloudflare');
    expect(refused.status).toBe(400);
    expect(refused.error?.details).toMatchObject({ key: 'host' });
    expect((await download('format=cloudflare&host=https://x')).status).toBe(400);
    const file = await download('format=cloudflare&host=www.example.com');
    expect(file.status).toBe(200);
    expect(file.text).toContain('www.example.com/hx-old,/hx-new,301,true,false,false,false');
    expect(file.headers['content-disposition']).toBe('attachment; filename="cloudflare-redirects.csv"');
  });

  it("with a locale, that locale's rules go out with those for every locale", async () => {
    const checked = await report('format=netlify&locale=fr');
    expect(ours(checked.body).map(({ from }) => from)).toEqual(['/hx-tidy']);
    expect((await download('format=netlify&locale=fr')).text).toContain('/hx-fr /hx-fr-new 301');
    expect((await report('format=netlify&locale=not a locale')).status).toBe(400);
  });

  it("sitetools' own CSV and JSON are reported whole", async () => {
    const checked = await report('format=csv');
    expect(checked.body.data).toMatchObject({ format: 'csv', fileName: 'redirects.csv', left: [], limits: [] });
    expect(checked.body.data.exported).toBe(checked.body.data.rules);
  });

  it('refuses an unknown format, and a role without the export permission', async () => {
    expect((await download('format=iis')).status).toBe(400);
    const reader = await adminToken(
      app.strapi,
      app.url,
      await createAdminRole(app.strapi, [{ action: 'plugin::sitetools-addon-redirects.read' }])
    );
    expect((await download('format=netlify', reader)).status).toBe(403);
    expect((await report('format=netlify', reader)).status).toBe(403);
    const exporter = await adminToken(
      app.strapi,
      app.url,
      await createAdminRole(app.strapi, [{ action: 'plugin::sitetools-addon-redirects.export' }])
    );
    expect((await report('format=netlify', exporter)).status).toBe(200);
  });
});

describe("imports of the hosts' and the WordPress plugins' files", () => {
  it.each(HOSTS)('$format: the export imports back as the same rules, its format told from the file', async ({ format, name }) => {
    const file = await download(`format=${format}&host=www.example.com`);
    const res = await importFile({ content: file.text, fileName: name });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.body.format).toBe(format);
    expect(res.body.lines.filter(({ action }) => action !== 'unchanged')).toEqual([]);
    expect(res.body.changes).toEqual([]);
  });

  it('cloudflare: the list imports back as the same rules', async () => {
    const file = await download('format=cloudflare&host=www.example.com');
    const res = await importFile({ content: file.text, fileName: 'cloudflare-redirects.csv' });
    expect(res.body.format).toBe('cloudflare');
    expect(res.body.lines.length).toBeGreaterThan(0);
    expect(res.body.lines.filter(({ action }) => action !== 'unchanged')).toEqual([]);
  });

  it('a Redirection export: its rules created, regex rules as patterns, the others refused line by line', async () => {
    const res = await importFile({ content: sample('redirection').content, fileName: 'redirection.csv' });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.body.format).toBe('redirection');
    expect(actions(res.body)).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
      [5, 'create'],
      [6, 'refuse', 'the rule is disabled in Redirection'],
      [7, 'refuse', expect.stringMatching(/not anchored/)],
    ]);
    expect(res.body.lines[2]).toMatchObject({ from: '/blog/:p1(\\d{4})/:path*', to: '/news/:path*', status_code: 301 });
    expect(res.body.lines[3]).toMatchObject({ from: '/discontinued-product', to: null, status_code: 410 });
  });

  it("a Yoast export, and a Rank Math export applied with the old site's address", async () => {
    const yoast = await importFile({ content: sample('yoast').content });
    expect(yoast.body.format).toBe('yoast');
    expect(actions(yoast.body)).toEqual([2, 3, 4, 5, 6].map((line) => [line, 'create']));

    const rankMath = await importFile({ content: sample('rank-math').content, siteUrl: 'https://example.com', dryRun: false });
    expect(rankMath.status, JSON.stringify(rankMath.error)).toBe(200);
    expect(rankMath.body.format).toBe('rank-math');
    expect(actions(rankMath.body)).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
      [5, 'create'],
      [6, 'refuse', 'the rule is inactive in Rank Math'],
      [7, 'create'],
      [8, 'refuse', expect.stringMatching(/"contains" matching/)],
    ]);
    expect(rankMath.body.lines.map(({ to }) => to).slice(0, 4)).toEqual(['/new-page', '/sale', '/sale', '/news/:path*']);
    expect(rankMath.body.lines[5].notes).toEqual([expect.stringMatching(/only start with this text/)]);
    const again = await importFile({ content: sample('rank-math').content, siteUrl: 'https://example.com' });
    expect(again.body.summary).toMatchObject({ create: 0, update: 0, unchanged: 5, refuse: 2 });
  });

  it('refuses a file whose format cannot be told, or a bad site address, with a 400 naming the field', async () => {
    const unknown = await importFile({ content: 'hello world' });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details).toMatchObject({ key: 'content' });
    expect((await importFile({ content: '/a /b', siteUrl: 'example.com' })).status).toBe(400);
    expect((await importFile({ content: '/a /b', format: 'iis' as never })).status).toBe(400);
  });
});
