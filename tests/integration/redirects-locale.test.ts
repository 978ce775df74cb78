import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, redirectMatcher } from '../../packages/client/src/index';
import type {
  FindPublishedRedirects,
  FindRedirects,
  GetRedirectManifest,
  ImportRedirects,
  SaveRedirect,
} from '../../addons/redirects/shared/contracts/redirects';
import type { GetBulkGeneration } from '../../shared/contracts/bulk-generation';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import { importRedirects } from './support/redirect-files';
import { documents } from './support/documents';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// A path two locales share (a page whose title is the same in en and fr): when one locale moves,
// its old URL redirects for that locale only, and the other locale keeps serving the path.

const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const LIST = '/api/sitetools/redirects';
const ADMIN = '/sitetools-addon-redirects/redirects';

let app: TestApp;
let admin: string;

const pages = () => documents(app.strapi, 'api::page.page');
const route = (path: string, locale?: string) => api(app.url).get(routerUrl(path, locale ? `locale=${locale}` : undefined));
/** The published redirects from a path, those scoped to a locale first (databases sort null apart). */
const publishedFrom = async (from: string) =>
  (await api(app.url).get<FindPublishedRedirects.Response>(`${LIST}?filters[from][$eq]=${from}`)).body.data.sort(
    (a, b) => Number(a.locale === null) - Number(b.locale === null)
  );
const create = (data: Record<string, unknown>, publish = true) =>
  api(app.url).post<SaveRedirect.Response>(ADMIN, { data, publish }, { token: admin });

/** A page published in en and fr at the path of `title`. */
const sharedPage = async (title: string) => {
  const page = await pages().create({ data: { title }, locale: 'en', status: 'published' });
  await pages().update({ documentId: page.documentId, locale: 'fr', data: { title }, status: 'published' });
  return page.documentId;
};

/** Publishes a new title in one locale: its path moves. */
const move = async (documentId: string, locale: string, title: string) => {
  await pages().update({ documentId, locale, data: { title } });
  await pages().publish({ documentId, locale });
};

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('a path shared by locales, one locale moves', () => {
  let documentId: string;

  beforeAll(async () => {
    documentId = await sharedPage('Shoe');
    await move(documentId, 'fr', 'Chaussure');
  });

  it('records a redirect scoped to the locale that moved, not a skip', async () => {
    expect(await publishedFrom('/pages/shoe')).toEqual([
      expect.objectContaining({ from: '/pages/shoe', to: '/pages/chaussure', status_code: 301, locale: 'fr' }),
    ]);
    const failures = (await api(app.url).get<GetBulkGeneration.Response>('/sitetools/bulk-generation', { token: admin })).body.meta
      .failures;
    expect(failures.filter((failure) => failure.documentId === documentId)).toEqual([]);
  });

  it('keeps serving the path to the other locale, and to a request that names none', async () => {
    for (const locale of [undefined, 'en']) {
      const res = await route('/pages/shoe', locale);
      expect(res.status).toBe(200);
      expect((res.body as { meta: { locale: string } }).meta.locale).toBe('en');
    }
  });

  it("answers a request for the locale that moved with its redirect, never the other locale's entry", async () => {
    const res = await route('/pages/shoe', 'fr');
    expect(res.status).toBe(404);
    expect(res.error?.details).toEqual({ path: '/pages/shoe', redirect: { to: '/pages/chaussure', status_code: 301, locale: 'fr' } });
    expect(await createClient({ baseURL: app.url }).resolve('/pages/shoe', { locale: 'fr' })).toEqual({
      kind: 'redirect',
      to: '/pages/chaussure',
      statusCode: 301,
      locale: 'fr',
    });
    expect((await route('/pages/chaussure', 'fr')).status).toBe(200);
  });

  it("carries the locale in the manifest, and the client's matcher applies it to that locale only", async () => {
    const manifest = (await api(app.url).get<GetRedirectManifest.Response>(`${LIST}/manifest`)).body;
    expect(manifest.data).toContainEqual({ from: '/pages/shoe', to: '/pages/chaussure', status_code: 301, locale: 'fr' });
    expect(manifest.data).toContainEqual({ from: '/about-us', to: '/pages/about', status_code: 301, locale: null });
    const matcher = redirectMatcher(manifest);
    expect(matcher.match('/pages/shoe', 'fr')).toEqual({ to: '/pages/chaussure', statusCode: 301 });
    expect(matcher.match('/pages/shoe', 'en')).toBeNull();
    expect(matcher.match('/pages/shoe')).toBeNull();
    expect(matcher.match('/about-us', 'fr')).toEqual({ to: '/pages/about', statusCode: 301 });
  });

  it('gives the path a redirect for every locale once the last locale leaves it, and keeps the first one', async () => {
    await move(documentId, 'en', 'Sneaker');
    expect(await publishedFrom('/pages/shoe')).toEqual([
      expect.objectContaining({ to: '/pages/chaussure', locale: 'fr' }),
      expect.objectContaining({ to: '/pages/sneaker', locale: null }),
    ]);
    expect((await route('/pages/shoe', 'fr')).error?.details?.redirect).toEqual({ to: '/pages/chaussure', status_code: 301, locale: 'fr' });
    for (const locale of [undefined, 'en']) {
      expect((await route('/pages/shoe', locale)).error?.details?.redirect).toEqual({
        to: '/pages/sneaker',
        status_code: 301,
        locale: null,
      });
    }
  });
});

describe('redirects scoped to a locale in the admin API', () => {
  beforeAll(async () => {
    await sharedPage('Admin shared');
  });

  it('creates a redirect of one locale from a path another locale serves, and refuses one for every locale', async () => {
    await pages().create({ data: { title: 'Only english' }, locale: 'en', status: 'published' });
    const scoped = await create({ from: '/pages/only-english', to: '/pages/admin-shared', status_code: 302, locale: 'fr' });
    expect(scoped.status).toBe(201);
    expect(scoped.body.data).toMatchObject({ from: '/pages/only-english', locale: 'fr' });
    const every = await create({ from: '/pages/only-english', to: '/pages/admin-shared', status_code: 302 });
    expect(every.status).toBe(400);
    expect(every.error?.details).toMatchObject({ key: 'from' });
  });

  it('refuses a redirect of a locale from a path that locale serves, a second one in a locale, and an unknown locale', async () => {
    const live = await create({ from: '/pages/admin-shared', to: '/x', locale: 'fr' });
    expect(live.status).toBe(400);
    expect(live.error?.message).toContain('live path of an entry in fr');
    expect((await create({ from: '/scoped-twice', to: '/a', locale: 'fr' })).status).toBe(201);
    const twice = await create({ from: '/scoped-twice', to: '/b', locale: 'fr' });
    expect(twice.status).toBe(400);
    expect(twice.error?.details).toMatchObject({ key: 'from' });
    expect((await create({ from: '/scoped-twice', to: '/b' })).status).toBe(201);
    const unknown = await create({ from: '/unknown-locale', to: '/b', locale: 'de' });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details).toMatchObject({ key: 'locale' });
    const malformed = await create({ from: '/bad-locale', to: '/b', locale: 'fr CA' });
    expect(malformed.error?.details).toMatchObject({ key: 'locale' });
  });

  it('lists the locale, filters and sorts by it, and keeps a locale on an edit that does not name one', async () => {
    const res = await api(app.url).get<FindRedirects.Response>(`${ADMIN}?locale=fr&sort=from:asc`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map(({ from, locale }) => [from, locale])).toEqual([
      ['/pages/only-english', 'fr'],
      ['/pages/shoe', 'fr'],
      ['/scoped-twice', 'fr'],
    ]);
    const { documentId } = res.body.data[2];
    const edited = await api(app.url).put<SaveRedirect.Response>(
      `${ADMIN}/${documentId}`,
      { data: { from: '/scoped-twice', to: '/c' } },
      { token: admin }
    );
    expect(edited.body.data).toMatchObject({ to: '/c', locale: 'fr' });
    expect((await api(app.url).post(`${ADMIN}/${documentId}/publish`, undefined, { token: admin })).status).toBe(200);
    expect((await api(app.url).get(`${ADMIN}?locale=not%20a%20locale`, { token: admin })).status).toBe(400);
  });

  it('filters the content API list by locale', async () => {
    const res = await api(app.url).get<FindPublishedRedirects.Response>(`${LIST}?filters[locale][$eq]=fr&filters[from][$eq]=/scoped-twice`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ from: '/scoped-twice', to: '/c', locale: 'fr' })]);
  });
});

describe('import and export with a locale column', () => {
  const csv = 'from,to,status_code,locale\n/imported,/pages/about,301,fr\n/imported,/pages/contact,302,\n/imported-bad,/x,301,xx-YY\n';
  const importFile = (dryRun: boolean) => importRedirects(app.url, admin, { format: 'csv', content: csv, dryRun });

  it('reads the locale of each line, refuses an unknown one alone, and writes nothing on a dry run', async () => {
    const dry = await importFile(true);
    expect(dry.status).toBe(200);
    expect(dry.body.lines).toEqual([
      { line: 2, from: '/imported', to: '/pages/about', status_code: 301, locale: 'fr', action: 'create' },
      { line: 3, from: '/imported', to: '/pages/contact', status_code: 302, locale: null, action: 'create' },
      expect.objectContaining({ line: 4, action: 'refuse', reason: "locale: xx-YY is not one of the app's locales" }),
    ]);
    expect(dry.body.changes.map(({ from, locale }) => [from, locale])).toEqual([
      ['/imported', null],
      ['/imported', 'fr'],
    ]);
    expect(await publishedFrom('/imported')).toEqual([]);
    const applied = await importFile(false);
    expect(applied.body.summary).toEqual({ create: 2, update: 0, unchanged: 0, refuse: 1 });
    expect((await publishedFrom('/imported')).map(({ to, locale }) => [to, locale])).toEqual([
      ['/pages/about', 'fr'],
      ['/pages/contact', null],
    ]);
  });

  it('exports the locale column, and an export imported again changes nothing', async () => {
    const exported = await api(app.url).get(`${ADMIN}/export?format=csv`, { token: admin });
    expect(exported.text.split('\n')[0]).toBe('from,to,status_code,locale');
    expect(exported.text).toContain('/imported,/pages/about,301,fr\n');
    expect(exported.text).toContain('/imported,/pages/contact,302,\n');
    const json = await api(app.url).get(`${ADMIN}/export?format=json`, { token: admin });
    const again = await api(app.url).post<ImportRedirects.Response>(
      `${ADMIN}/import`,
      { format: 'json', content: json.text, dryRun: true },
      { token: admin }
    );
    expect(again.body.lines.filter(({ action }) => action !== 'unchanged')).toEqual([]);
    expect(again.body.changes).toEqual([]);
  });
});

describe('a redirect of one locale and one for every locale from the same path', () => {
  // Made in both orders, so that neither the row order nor the id order decides.
  const PATHS = { enFirst: '/two-scopes-en-first', everyFirst: '/two-scopes-every-first' };
  const scopedToEn = { to: '/pages/about', status_code: 301, locale: 'en' };
  const forEvery = { to: '/pages/contact', status_code: 302 };

  beforeAll(async () => {
    for (const data of [scopedToEn, forEvery]) expect((await create({ from: PATHS.enFirst, ...data })).status).toBe(201);
    for (const data of [forEvery, scopedToEn]) expect((await create({ from: PATHS.everyFirst, ...data })).status).toBe(201);
  });

  it("sends en to en's redirect, and fr and a request that names no locale to the one for every locale", async () => {
    const manifest = (await api(app.url).get<GetRedirectManifest.Response>(`${LIST}/manifest`)).body;
    const matcher = redirectMatcher(manifest);
    const client = createClient({ baseURL: app.url });
    for (const from of Object.values(PATHS)) {
      const redirectOf = async (locale?: string) => (await route(from, locale)).error?.details?.redirect;
      expect(await redirectOf('en')).toEqual(scopedToEn);
      expect(await redirectOf('fr')).toEqual({ ...forEvery, locale: null });
      expect(await redirectOf()).toEqual({ ...forEvery, locale: null });
      expect(matcher.match(from, 'en')).toEqual({ to: '/pages/about', statusCode: 301 });
      expect(matcher.match(from, 'fr')).toEqual({ to: '/pages/contact', statusCode: 302 });
      expect(matcher.match(from)).toEqual({ to: '/pages/contact', statusCode: 302 });
      expect(await client.resolve(from, { locale: 'en' })).toEqual({ kind: 'redirect', to: '/pages/about', statusCode: 301, locale: 'en' });
      expect(await client.resolve(from, { locale: 'fr' })).toEqual({
        kind: 'redirect',
        to: '/pages/contact',
        statusCode: 302,
        locale: null,
      });
    }
  });
});
