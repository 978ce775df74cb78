import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SitetoolsError, createClient } from '../../packages/client/src/index';
import { documents } from './support/documents';
import { READ_ACTIONS, createApiToken, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// sitetools-client against a booted playground: what a front-end gets, through its own fetch.

const FIND_REDIRECTS = 'plugin::sitetools-addon-redirects.redirect.find';
// Populating an article's category needs the category's own find permission.
const FIND_CATEGORIES = 'api::category.category.find';

interface Page {
  title: string;
  body?: string;
}
interface Article {
  title: string;
  category?: { name: string };
}
type Site = { 'api::page.page': Page; 'api::article.article': Article };

let app: TestApp;
const client = () => createClient<Site>({ baseURL: app.url });

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND_REDIRECTS, FIND_CATEGORIES]);
});
afterAll(() => app?.stop());

describe('sitetools-client against the server', () => {
  it('resolves a path to its entry, with the stored path, locale and alternates', async () => {
    const route = await client().resolve('/pages/about/', { fields: ['title'] });
    expect(route).toMatchObject({
      kind: 'entry',
      contentType: 'api::page.page',
      path: '/pages/about',
      locale: 'en',
      alternates: [{ locale: 'fr', path: '/pages/a-propos' }],
    });
    if (route.kind !== 'entry' || route.contentType !== 'api::page.page') throw new Error('not a page');
    expect(route.data.title).toBe('About');
    expect(route.data).not.toHaveProperty('body');
    expect(route.data).not.toHaveProperty('contentType');
  });

  it('resolves in the locale asked for, and populates as asked', async () => {
    const route = await client().resolve('/pages/contact', { locale: 'fr' });
    expect(route).toMatchObject({ kind: 'entry', locale: 'fr', alternates: [{ locale: 'en', path: '/pages/contact' }] });
    const article = await client().resolve('/articles/hello-world', { populate: { category: { fields: ['name'] } } });
    expect(article).toMatchObject({ kind: 'entry', contentType: 'api::article.article', locale: null });
    if (article.kind !== 'entry' || article.contentType !== 'api::article.article') throw new Error('not an article');
    expect(article.data.category?.name).toBe('News');
  });

  it('gives notFound for an unknown path and for a draft', async () => {
    expect(await client().resolve('/pages/nothing-here')).toEqual({ kind: 'notFound' });
    await documents(app.strapi, 'api::page.page').create({ data: { title: 'Only a draft' }, locale: 'en' });
    expect(await client().resolve('/pages/only-a-draft')).toEqual({ kind: 'notFound' });
  });

  it('asks for drafts with preview, and a caller who may not preview gets the published version as without it', async () => {
    const pages = documents(app.strapi, 'api::page.page');
    const page = await pages.create({ data: { title: 'Preview as public' }, locale: 'en', status: 'published' });
    await pages.update({ documentId: page.documentId, locale: 'en', data: { body: 'A draft change.' } });
    const route = await client().resolve('/pages/preview-as-public', { preview: true });
    expect(route).toMatchObject({ kind: 'entry', status: 'published', path: '/pages/preview-as-public' });
    if (route.kind !== 'entry' || route.contentType !== 'api::page.page') throw new Error('not a page');
    expect(route.data.body).not.toBe('A draft change.');
    await pages.create({ data: { title: 'Preview draft only' }, locale: 'en' });
    expect(await client().resolve('/pages/preview-draft-only', { preview: true })).toEqual({ kind: 'notFound' });
  });

  it('walks every live path across pages, each once, drafts left out', async () => {
    const pages = documents(app.strapi, 'api::page.page');
    for (let i = 0; i < 7; i += 1) await pages.create({ data: { title: `Walk ${i}` }, locale: 'en', status: 'published' });
    const walked = [];
    for await (const path of client().paths({ pageSize: 3 })) walked.push(path);
    const paths = walked.map((path) => `${path.locale}:${path.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['en:/pages/about', 'fr:/pages/a-propos', 'en:/pages/walk-0', 'en:/pages/walk-6']));
    expect(paths).not.toContain('en:/pages/only-a-draft');
    expect(walked.find((path) => path.path === '/pages/about')).toMatchObject({
      contentType: 'api::page.page',
      documentId: expect.any(String),
    });

    const articles = [];
    for await (const path of client().paths({ contentType: 'api::article.article' })) articles.push(path.path);
    expect(articles).toEqual(['/articles/hello-world']);
    const french = [];
    for await (const path of client().paths({ locale: 'fr', pageSize: 2 })) french.push(path.locale);
    expect(new Set(french)).toEqual(new Set(['fr']));
  });

  it('reads the manifest, then gets notModified with its ETag', async () => {
    const first = await client().manifest();
    if (first.status !== 'modified') throw new Error('expected a manifest');
    expect(first.manifest.data).toContainEqual({ from: '/about-us', to: '/pages/about', status_code: 301, locale: null });
    expect(first.etag).toBe(`"${first.manifest.meta.version}"`);
    expect(await client().manifest(first.etag)).toEqual({ status: 'notModified' });
  });

  it('throws a SitetoolsError naming a refused permission or a bad parameter', async () => {
    await setPublicPermissions(
      app.strapi,
      READ_ACTIONS.filter((action) => action !== 'plugin::sitetools.router.find')
    );
    try {
      const refused = await client()
        .resolve('/pages/about')
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SitetoolsError);
      expect(refused).toMatchObject({ status: 403, name: 'ForbiddenError' });
      await expect(client().manifest()).rejects.toMatchObject({ status: 403, name: 'ForbiddenError' });
    } finally {
      await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND_REDIRECTS, FIND_CATEGORIES]);
    }
    await expect(client().resolve('relative')).rejects.toMatchObject({ status: 400, name: 'ValidationError', details: { key: 'path' } });
  });

  it('sends its token', async () => {
    await setPublicPermissions(app.strapi, []);
    try {
      const token = await createApiToken(app.strapi, 'read-only');
      const withToken = createClient<Site>({ baseURL: app.url, token });
      expect(await withToken.resolve('/pages/about')).toMatchObject({ kind: 'entry' });
      await expect(client().resolve('/pages/about')).rejects.toBeInstanceOf(SitetoolsError);
    } finally {
      await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND_REDIRECTS, FIND_CATEGORIES]);
    }
  });
});
