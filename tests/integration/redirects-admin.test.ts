import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminRedirect,
  FindRedirects,
  ImportRedirects,
  SaveRedirect,
  TestRedirectPath,
} from '../../addons/redirects/shared/contracts/redirects';
import { adminToken, createAdminRole } from './support/admin';
import { api } from './support/api';
import { importRedirects } from './support/redirect-files';
import { startTestApp, type TestApp } from './support/strapi';

const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;

const save = (data: Record<string, unknown>, options: { publish?: boolean; documentId?: string } = {}) =>
  api(app.url).send<SaveRedirect.Response>(
    options.documentId ? 'PUT' : 'POST',
    options.documentId ? `${ADMIN}/${options.documentId}` : ADMIN,
    { data, publish: options.publish ?? false },
    { token: admin }
  );

const rowOf = async (from: string): Promise<AdminRedirect | undefined> => {
  const res = await api(app.url).get<FindRedirects.Response>(`${ADMIN}?q=${encodeURIComponent(from)}`, { token: admin });
  return res.body.data.find((row) => row.from === from);
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('admin list state', () => {
  it('tells draft, published and modified apart', async () => {
    const created = await save({ from: '/state-a', to: '/pages/about' });
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    expect((await rowOf('/state-a'))?.state).toBe('draft');

    await api(app.url).post(`${ADMIN}/${documentId}/publish`, undefined, { token: admin });
    expect(await rowOf('/state-a')).toMatchObject({ state: 'published', publishedAt: expect.any(String) });

    expect((await save({ from: '/state-a', to: '/pages/contact', status_code: 301 }, { documentId })).status).toBe(200);
    expect(await rowOf('/state-a')).toMatchObject({ state: 'modified', to: '/pages/contact' });

    await api(app.url).post(`${ADMIN}/${documentId}/publish`, undefined, { token: admin });
    expect((await rowOf('/state-a'))?.state).toBe('published');

    await api(app.url).post(`${ADMIN}/${documentId}/unpublish`, undefined, { token: admin });
    expect(await rowOf('/state-a')).toMatchObject({ state: 'draft', publishedAt: null });
  });

  it('counts modified redirects as published in the state filter', async () => {
    const created = await save({ from: '/state-b', to: '/pages/about' }, { publish: true });
    await save({ from: '/state-b', to: '/pages/contact' }, { documentId: created.body.data.documentId });
    const published = await api(app.url).get<FindRedirects.Response>(`${ADMIN}?state=published&q=state-b`, { token: admin });
    expect(published.body.data.map((row) => [row.from, row.state])).toEqual([['/state-b', 'modified']]);
  });
});

describe('admin save meta', () => {
  it('reports no flattening for a target that is not redirected', async () => {
    const res = await save({ from: '/flat-a', to: '/flat-b' }, { publish: true });
    expect(res.status).toBe(201);
    expect(res.body.meta).toEqual({ flattened: null });
  });

  it('reports the requested and the final target when a chain is flattened, on create and update', async () => {
    const created = await save({ from: '/flat-c', to: '/flat-a/' }, { publish: true });
    expect(created.body.data.to).toBe('/flat-b');
    expect(created.body.meta.flattened).toEqual({ requested: '/flat-a', to: '/flat-b' });

    const other = await save({ from: '/flat-d', to: '/elsewhere' });
    const updated = await save({ from: '/flat-d', to: '/flat-a' }, { documentId: other.body.data.documentId });
    expect(updated.status).toBe(200);
    expect(updated.body.meta.flattened).toEqual({ requested: '/flat-a', to: '/flat-b' });
  });

  it('names the field and the cycle of a refused loop', async () => {
    const res = await api(app.url).post(ADMIN, { data: { from: '/flat-b', to: '/flat-a' } }, { token: admin });
    expect(res.status).toBe(400);
    expect(res.error?.details).toMatchObject({ key: 'to', cycle: ['/flat-b', '/flat-a', '/flat-b'] });
  });
});

describe('publishing on create', () => {
  it('needs the publish permission besides create', async () => {
    const author = await app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-author' } });
    await app.strapi.service('admin::permission').createMany(
      ['read', 'create'].map((action) => ({
        action: `plugin::sitetools-addon-redirects.${action}`,
        subject: null,
        properties: {},
        conditions: [],
        role: author.id,
      }))
    );
    const token = await adminToken(app.strapi, app.url, 'strapi-author');
    const body = (from: string, publish: boolean) => ({ data: { from, to: '/pages/about' }, publish });

    const refused = await api(app.url).post(ADMIN, body('/author-live', true), { token });
    expect(refused.status).toBe(403);
    expect(refused.error?.name).toBe('ForbiddenError');
    expect(await rowOf('/author-live')).toBeUndefined();

    const draft = await api(app.url).post<SaveRedirect.Response>(ADMIN, body('/author-draft', false), { token });
    expect(draft.status).toBe(201);
    expect(await rowOf('/author-draft')).toMatchObject({ state: 'draft' });
    const publish = await api(app.url).post(`${ADMIN}/${draft.body.data.documentId}/publish`, undefined, { token });
    expect(publish.status).toBe(403);
  });
});

describe('applying an import', () => {
  it('needs the create, update and publish permissions besides import; a dry run needs import only', async () => {
    const editor = await app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    const grant = (actions: string[]) =>
      app.strapi.service('admin::permission').createMany(
        actions.map((action) => ({
          action: `plugin::sitetools-addon-redirects.${action}`,
          subject: null,
          properties: {},
          conditions: [],
          role: editor.id,
        }))
      );
    await grant(['read', 'import']);
    const token = await adminToken(app.strapi, app.url, 'strapi-editor');
    const importing = (dryRun: boolean) =>
      importRedirects(app.url, token, { format: 'csv', content: 'from,to\n/editor-import,/pages/about\n', dryRun });

    expect((await importing(true)).status).toBe(200);
    const refused = await importing(false);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ data: null, error: { name: 'ForbiddenError' } });
    expect(await rowOf('/editor-import')).toBeUndefined();

    await grant(['create', 'update', 'publish']);
    expect((await importing(false)).status).toBe(200);
    expect(await rowOf('/editor-import')).toMatchObject({ state: 'published' });
  });
});

describe('admin import report', () => {
  it('shows a refused line as it was written', async () => {
    const content = JSON.stringify([
      { from: 'no-slash', to: '/pages/about', status_code: 302 },
      { from: '/report-ok', to: 'ftp://x' },
    ]);
    const res = await api(app.url).post<ImportRedirects.Response>(
      `${ADMIN}/import`,
      { format: 'json', content, dryRun: true },
      { token: admin }
    );
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual([
      { line: 1, from: 'no-slash', to: '/pages/about', status_code: 302, action: 'refuse', reason: expect.stringContaining('from') },
      { line: 2, from: '/report-ok', to: 'ftp://x', action: 'refuse', reason: expect.stringContaining('to') },
    ]);
  });
});

describe('what is stored is what was checked', () => {
  it('refuses half of a surrogate pair in from or to with a 400 naming the field', async () => {
    const from = await save({ from: '/xml/\ud800', to: '/pages/about' });
    expect(from.status).toBe(400);
    expect(from.error).toMatchObject({ name: 'ValidationError', details: { key: 'from' } });
    const to = await save({ from: '/surrogate-to', to: '/a\udc00' });
    expect(to.status).toBe(400);
    expect(to.error).toMatchObject({ name: 'ValidationError', details: { key: 'to' } });
    expect(await rowOf('/surrogate-to')).toBeUndefined();
  });

  it('stores an absolute target in its serialised form, on save and on import', async () => {
    const saved = await save({ from: '/serialised-a', to: 'HTTPS://Example.COM/a b"<>?q=<x>' }, { publish: true });
    expect(saved.status).toBe(201);
    expect(saved.body.data.to).toBe('https://example.com/a%20b%22%3C%3E?q=%3Cx%3E');
    expect(await rowOf('/serialised-a')).toMatchObject({ to: 'https://example.com/a%20b%22%3C%3E?q=%3Cx%3E', state: 'published' });

    const content = JSON.stringify([{ from: '/serialised-b', to: 'https://bücher.de/a "b"' }]);
    const imported = await importRedirects(app.url, admin, { format: 'json', content, dryRun: false });
    expect(imported.body.lines).toEqual([
      { line: 1, from: '/serialised-b', to: 'https://xn--bcher-kva.de/a%20%22b%22', status_code: 301, locale: null, action: 'create' },
    ]);
    expect((await rowOf('/serialised-b'))?.to).toBe('https://xn--bcher-kva.de/a%20%22b%22');
  });

  it('checks the length of the serialised form', async () => {
    const res = await save({ from: '/serialised-long', to: `https://example.com/${'"'.repeat(80)}` });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ details: { key: 'to' }, message: 'to must be at most 255 characters once percent-encoded' });
  });

  it('refuses a from that is the root only once its spaces are trimmed', async () => {
    const res = await save({ from: '/  ', to: '/pages/about' }, { publish: true });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ name: 'ValidationError', details: { key: 'from' } });
    expect(await rowOf('/')).toBeUndefined();
  });

  it('reports the flattening of an update to the target the redirect already had', async () => {
    await save({ from: '/ux/y', to: '/ux/z' }, { publish: true });
    const created = await save({ from: '/ux/w', to: '/ux/y' }, { publish: true });
    expect(created.body.data.to).toBe('/ux/z');
    const updated = await save({ from: '/ux/w', to: '/ux/y' }, { documentId: created.body.data.documentId });
    expect(updated.status).toBe(200);
    expect(updated.body.data.to).toBe('/ux/z');
    expect(updated.body.meta.flattened).toEqual({ requested: '/ux/y', to: '/ux/z' });
  });
});

describe('testing a path', () => {
  const test = async (path: string, locale?: string, token = admin) =>
    api(app.url).get<TestRedirectPath.Response>(
      `${ADMIN}/test?${new URLSearchParams({ path, ...(locale ? { locale } : {}) }).toString()}`,
      { token }
    );

  it('answers as front-ends apply the published rules: the live entry first, then the rule, or nothing', async () => {
    expect((await test('/pages/about')).body.data).toEqual({ path: '/pages/about', live: true, rule: null, to: null, status_code: null });
    // The playground seeds /about-us → /pages/about; another form of the path finds it too.
    expect((await test('/about-us/')).body.data).toEqual({
      path: '/about-us',
      live: false,
      rule: { from: '/about-us', to: '/pages/about', status_code: 301, locale: null },
      to: '/pages/about',
      status_code: 301,
    });
    expect((await save({ from: '/tested-gone', status_code: 410 }, { publish: true })).status).toBe(201);
    expect((await test('/tested-gone')).body.data).toMatchObject({
      live: false,
      rule: { from: '/tested-gone' },
      to: null,
      status_code: 410,
    });
    expect((await save({ from: '/tested-fr', to: '/pages/a-propos', locale: 'fr' }, { publish: true })).status).toBe(201);
    expect((await test('/tested-fr')).body.data).toMatchObject({ rule: null, to: null });
    expect((await test('/tested-fr', 'fr')).body.data).toMatchObject({ rule: { locale: 'fr' }, to: '/pages/a-propos' });
    // A draft is not what front-ends apply.
    expect((await save({ from: '/tested-draft', to: '/pages/about' })).status).toBe(201);
    expect((await test('/tested-draft')).body.data).toMatchObject({ rule: null });
  });

  it('refuses a malformed path naming it, and a caller without the read permission', async () => {
    const bad = await test('no-slash');
    expect(bad.status).toBe(400);
    expect(bad.error?.details).toMatchObject({ key: 'path' });
    expect((await api(app.url).get(`${ADMIN}/test`, { token: admin })).status).toBe(400);
    const nobody = await adminToken(app.strapi, app.url, await createAdminRole(app.strapi, []));
    expect((await test('/about-us', undefined, nobody)).status).toBe(403);
  });
});

describe('the kind filter', () => {
  it('lists exact rules, gone paths, query rules and scheduled ones apart', async () => {
    for (const data of [
      { from: '/kind-exact', to: '/pages/about' },
      { from: '/kind-gone', status_code: 410 },
      { from: '/kind-query?id=1', to: '/pages/about', query: 'exact' },
      { from: '/kind-later', to: '/pages/about', activeFrom: '2031-01-01' },
    ]) {
      expect((await save(data)).status).toBe(201);
    }
    const kinds = async (kind: string) =>
      (await api(app.url).get<FindRedirects.Response>(`${ADMIN}?q=/kind-&kind=${kind}`, { token: admin })).body.data
        .map((row) => row.from)
        .sort();
    expect(await kinds('exact')).toEqual(['/kind-exact', '/kind-later', '/kind-query?id=1']);
    expect(await kinds('gone')).toEqual(['/kind-gone']);
    expect(await kinds('query')).toEqual(['/kind-query?id=1']);
    expect(await kinds('scheduled')).toEqual(['/kind-later']);
    expect(await kinds('pattern')).toEqual([]);
    expect((await api(app.url).get(`${ADMIN}?kind=regex`, { token: admin })).status).toBe(400);
  });
});

describe('the list pages and search', () => {
  it('reads the pages of each order alike from either end, and searches a source prefix or a substring', async () => {
    // Saved in one go, so several share their update time to the millisecond: the id breaks ties.
    for (const i of [1, 2, 3, 4, 5, 6, 7]) expect((await save({ from: `/ends-${i}`, to: `/pages/ends-target-${i % 3}` })).status).toBe(201);
    const list = (query: string) => api(app.url).get<FindRedirects.Response>(`${ADMIN}?q=/ends-&${query}`, { token: admin });
    for (const sort of ['updatedAt:desc', 'updatedAt:asc', 'from:asc', 'to:desc', 'status_code:asc']) {
      const whole = (await list(`sort=${sort}`)).body.data.map((row) => row.documentId);
      expect(whole).toHaveLength(7);
      // Pages 3 and 4 of 2 rows are read from the end of the order, reversed.
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`sort=${sort}&pageSize=2&page=${page}`)));
      expect(
        pages.flatMap((res) => res.body.data.map((row) => row.documentId)),
        sort
      ).toEqual(whole);
      expect(pages[3].body.meta.pagination).toEqual({ page: 4, pageSize: 2, pageCount: 4, total: 7 });
    }
    const search = async (q: string) =>
      (await api(app.url).get<FindRedirects.Response>(`${ADMIN}?q=${encodeURIComponent(q)}&pageSize=100`, { token: admin })).body.data
        .map((row) => row.from)
        .sort();
    // A term starting with "/" is a prefix of the source or the target; any other a substring of either.
    expect(await search('/ends-7')).toEqual(['/ends-7']);
    expect(await search('/pages/ends-target-0')).toEqual(['/ends-3', '/ends-6']);
    expect(await search('/target-0')).toEqual([]);
    expect(await search('TARGET-0')).toEqual(['/ends-3', '/ends-6']);
  });
});
