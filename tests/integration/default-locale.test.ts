import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GetConfig } from '../../shared/contracts/config';
import type { FindEntryAlias } from '../../shared/contracts/entry-alias';
import type { FindByPath } from '../../shared/contracts/router';
import type { PreviewUrlPattern } from '../../shared/contracts/url-pattern';
import type { FindUrlAliases } from '../../shared/contracts/url-alias';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import { documents } from './support/documents';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// Articles are not localized. Their aliases live in one locale whatever the app's default locale
// becomes: a change of the default must not let a new entry claim an older entry's path (the
// unique index is per locale), and the router must keep serving each URL's own entry.

const ARTICLE = 'api::article.article';

let app: TestApp;
let token: string;

const setDefaultLocale = (code: string) => app.strapi.plugin('i18n').service('locales').setDefaultLocale({ code });
const createArticle = (title: string) => documents(app.strapi, ARTICLE).create({ data: { title }, status: 'published' });
const routed = (path: string, query = '') => api(app.url).get<FindByPath.Response>(routerUrl(path, query));
const aliasesAt = async (path: string) =>
  (await api(app.url).get<FindUrlAliases.Response>(`/api/sitetools/url-alias?filters[url_path][$eq]=${encodeURIComponent(path)}`)).body;
const panel = async (documentId: string) =>
  (await api(app.url).get<FindEntryAlias.Response>(`/sitetools/entry-alias/${ARTICLE}?documentId=${documentId}`, { token })).body.data;
/** The live path of an article, as the edit view's panel shows it. */
const livePath = async (documentId: string) => (await panel(documentId)).livePath;

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, READ_ACTIONS);
  token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterEach(() => setDefaultLocale('en'));
afterAll(() => app?.stop());

describe('a change of the default locale', () => {
  it('never gives an existing URL to another entry: a same-title entry gets its own path', async () => {
    const first = await createArticle('Steady');
    expect(await livePath(first.documentId)).toBe('/articles/steady');
    await setDefaultLocale('fr');

    const second = await createArticle('Steady');
    const secondPath = await livePath(second.documentId);
    expect(secondPath).toBe('/articles/steady-2');

    // The router keeps serving the first entry at its URL, and the second at its own.
    const atFirst = await routed('/articles/steady');
    expect(atFirst.status).toBe(200);
    expect(atFirst.body.data.documentId).toBe(first.documentId);
    expect((await routed('/articles/steady-2')).body.data.documentId).toBe(second.documentId);
    // An article has no locale: a front-end that names the new default still finds both.
    expect((await routed('/articles/steady', 'locale=fr')).body.data.documentId).toBe(first.documentId);
    expect((await routed('/articles/steady-2', 'locale=fr')).body.data.documentId).toBe(second.documentId);
    // One alias per URL in the list.
    const listed = await aliasesAt('/articles/steady');
    expect(listed.meta.pagination.total).toBe(1);
    expect(listed.data[0].entryDocumentId).toBe(first.documentId);
  });

  it('keeps an older entry at its URL when it is saved again, and shows it in the edit view', async () => {
    const first = await createArticle('Anchor');
    await setDefaultLocale('fr');
    await documents(app.strapi, ARTICLE).update({ documentId: first.documentId, data: { content: 'edited' }, status: 'published' });
    expect(await panel(first.documentId)).toMatchObject({ livePath: '/articles/anchor', nextPath: '/articles/anchor' });
    expect((await routed('/articles/anchor')).body.data.documentId).toBe(first.documentId);
  });

  it('checks a hand-written path against the paths of the older entries', async () => {
    await createArticle('Claimed');
    await setDefaultLocale('fr');
    const fresh = await createArticle('Other claim');
    const check = await api(app.url).post<{ data: { ok: boolean; reason?: string } }>(
      `/sitetools/entry-alias/${ARTICLE}/check`,
      { documentId: fresh.documentId, path: '/articles/claimed' },
      { token }
    );
    expect(check.body.data).toMatchObject({ ok: false, reason: 'taken' });
  });

  it('counts every article alias in one locale on the Overview', async () => {
    await setDefaultLocale('fr');
    await createArticle('Counted');
    const overview = await api(app.url).get<GetConfig.Response>('/sitetools/config', { token });
    const articles = overview.body.data.contentTypes.find((type) => type.uid === ARTICLE);
    const listed = await api(app.url).get<FindUrlAliases.Response>(`/api/sitetools/url-alias?filters[contenttype][$eq]=${ARTICLE}`);
    expect(articles?.locales).toEqual([expect.objectContaining({ locale: 'en', aliases: listed.body.meta.pagination.total })]);
  });

  it('previews a pattern against every article', async () => {
    await createArticle('Previewed');
    await setDefaultLocale('fr');
    const preview = await api(app.url).post<PreviewUrlPattern.Response>(
      '/sitetools/patterns/preview',
      { contenttype: ARTICLE, pattern: '/news/[title]' },
      { token }
    );
    const listed = await api(app.url).get<FindUrlAliases.Response>(`/api/sitetools/url-alias?filters[contenttype][$eq]=${ARTICLE}`);
    expect(preview.body.data.total).toBe(listed.body.meta.pagination.total);
    expect(preview.body.data.samples).toContainEqual(expect.objectContaining({ next: '/news/previewed' }));
  });
});

describe('aliases written before the locale of unlocalized aliases was fixed', () => {
  it('keep their URLs, and new entries take the locale they were written in', async () => {
    const first = await createArticle('Legacy');
    // An app upgraded from a version that stored the aliases of unlocalized types in whatever the
    // default locale was: nothing recorded yet, its aliases in the old default.
    await app.strapi.store({ type: 'plugin', name: 'sitetools' }).delete({ key: 'unlocalizedAliasLocale' });
    await setDefaultLocale('fr');
    await app.restart();
    const second = await createArticle('Legacy');
    expect(await livePath(second.documentId)).toBe('/articles/legacy-2');
    expect((await routed('/articles/legacy')).body.data.documentId).toBe(first.documentId);
  });

  it('keep the older entry at a path that an earlier version gave a second entry in the new default', async () => {
    const first = await createArticle('Doubled');
    const second = await createArticle('Doubled again');
    // What an earlier version wrote for the second entry after the default locale became fr.
    await app.strapi.db
      .query('plugin::sitetools.url-alias')
      .update({ where: { entryDocumentId: second.documentId }, data: { url_path: '/articles/doubled', locale: 'fr' } });
    await setDefaultLocale('fr');
    const res = await routed('/articles/doubled');
    expect(res.status).toBe(200);
    expect(res.body.data.documentId).toBe(first.documentId);
  });
});
