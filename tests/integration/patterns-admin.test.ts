import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetConfig } from '../../shared/contracts/config';
import type { FindPatternTokens } from '../../shared/contracts/url-pattern';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { api } from './support/api';
import { startTestApp, type TestApp } from './support/strapi';

const TOKENS = '/sitetools/patterns/tokens';
const CONFIG = '/sitetools/config';

let app: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  editor = await adminToken(app.strapi, app.url, 'strapi-editor');
});
afterAll(() => app?.stop());

describe('GET /sitetools/patterns/tokens', () => {
  it('offers the fields, relations and built-in tokens of a content type', async () => {
    const res = await api(app.url).get<FindPatternTokens.Response>(`${TOKENS}?contenttype=api::article.article`, { token: admin });
    expect(res.status).toBe(200);
    const tokens = res.body.data.map(({ token }) => token);
    expect(tokens).toEqual(expect.arrayContaining(['[title]', '[slug]', '[category.name]', '[category.slug]', '[documentId]']));
    expect(res.body.data.find(({ token }) => token === '[title]')).toStrictEqual({ token: '[title]', type: 'string' });
    // category has no URL aliases, so its url_path is not offered; admin users never are.
    expect(tokens).not.toContain('[category.url_path]');
    expect(tokens.some((token) => token.startsWith('[createdBy'))).toBe(false);
  });

  it('offers the parent path of a type related to itself', async () => {
    const res = await api(app.url).get<FindPatternTokens.Response>(`${TOKENS}?contenttype=api::page.page`, { token: admin });
    expect(res.body.data.map(({ token }) => token)).toEqual(expect.arrayContaining(['[parent.url_path]', '[locale]']));
  });

  it.each([
    ['a missing contenttype', ''],
    ['a type without URL aliases', '?contenttype=api::category.category'],
    ['an unknown type', '?contenttype=api::nope.nope'],
    ['a plugin type', '?contenttype=plugin::sitetools.url-alias'],
  ])('refuses %s with a 400 naming contenttype', async (_name, query) => {
    const res = await api(app.url).get(`${TOKENS}${query}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, error: { name: 'ValidationError', details: { key: 'contenttype' } } });
  });
});

const overview = async () => {
  const res = await api(app.url).get<GetConfig.Response>(CONFIG, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data;
};
const typeIn = (data: GetConfig.Response['data'], uid: string) => data.contentTypes.find((type) => type.uid === uid);

describe('GET /sitetools/config', () => {
  it('returns the configuration with its defaults and only the enabled content types', async () => {
    const data = await overview();
    expect(data.config).toMatchObject({
      patterns: {},
      transliterate: true,
      separator: '-',
      maxSegmentLength: 100,
      uniquePerLocale: true,
    });
    const uids = data.contentTypes.map(({ uid }) => uid);
    expect(uids).toEqual(expect.arrayContaining(['api::article.article', 'api::page.page']));
    expect(uids).not.toContain('api::category.category');
  });

  it('gives a type that is not localized one row, in the default locale, counting its aliases', async () => {
    const before = typeIn(await overview(), 'api::article.article');
    expect(before?.locales).toHaveLength(1);
    expect(before?.locales[0]).toMatchObject({ locale: 'en', pattern: '/articles/[slug]', source: 'default' });
    await documents(app.strapi, 'api::article.article').create({ data: { title: 'Counted' }, status: 'published' });
    const after = typeIn(await overview(), 'api::article.article');
    expect(after?.locales[0].aliases).toBe((before?.locales[0].aliases ?? 0) + 1);
  });

  it('gives a localized type the pattern in force in each locale', async () => {
    const saved = await api(app.url).post(
      '/sitetools/patterns',
      { contenttype: 'api::page.page', localeCode: 'fr', pattern: '/fr/[title]' },
      { token: admin }
    );
    expect(saved.status).toBe(201);
    const page = typeIn(await overview(), 'api::page.page');
    expect(page?.localized).toBe(true);
    expect(page?.locales.map(({ locale }) => locale).sort()).toStrictEqual(['en', 'fr']);
    expect(page?.locales.find(({ locale }) => locale === 'fr')).toMatchObject({ pattern: '/fr/[title]', source: 'database' });
    expect(page?.locales.find(({ locale }) => locale === 'en')).toMatchObject({ pattern: '/pages/[slug]', source: 'default' });
  });
});

describe('permissions', () => {
  it.each([TOKENS + '?contenttype=api::article.article', CONFIG])('refuses %s to an editor with a 403', async (path) => {
    const res = await api(app.url).get(path, { token: editor });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ data: null, error: { name: 'PolicyError' } });
  });

  it.each([TOKENS + '?contenttype=api::article.article', CONFIG])('refuses %s without a token with a 401', async (path) => {
    expect((await api(app.url).get(path)).status).toBe(401);
  });
});

// Names that Object.prototype answers to: `strapi.contentTypes[uid]` returns a function or the
// prototype itself for them, which is no content type.
describe.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('the content type uid %s', (uid) => {
  it.each([
    ['the token list', () => api(app.url).get(`${TOKENS}?contenttype=${uid}`, { token: admin })],
    [
      'a pattern preview',
      () => api(app.url).post('/sitetools/patterns/preview', { contenttype: uid, pattern: '/x/[title]' }, { token: admin }),
    ],
    ['a pattern save', () => api(app.url).post('/sitetools/patterns', { contenttype: uid, pattern: '/x/[title]' }, { token: admin })],
  ])('is refused by %s with a 400 naming contenttype, like any unknown type', async (_route, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, error: { name: 'ValidationError', details: { key: 'contenttype' } } });
  });

  it('is refused on its line of a paths import, like any unknown type', async () => {
    const res = await api(app.url).post<{ lines: Array<{ action: string; reason?: string }> }>(
      '/sitetools/paths/import',
      { format: 'csv', dryRun: true, content: `contentType,documentId,field,locale,path,generated\n${uid},abc,,,/x,` },
      { token: admin }
    );
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual([expect.objectContaining({ action: 'refuse', reason: `${uid} does not have URL aliases` })]);
  });
});
