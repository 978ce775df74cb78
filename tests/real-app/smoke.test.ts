import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, expectStatus, routerPath, superAdminToken, type ErrorBody } from './support';

// Strapi's example app as create-strapi-app ships it, seeded by its own seed script, with both
// plugins installed from their tarballs and these patterns (enable-plugins.mjs):
// articles /blog/[category.slug]/[slug], categories /categories/[slug], authors /authors/[name].
// The seed script leaves the articles as drafts: they are published in the admin, as a user would.

interface Article {
  documentId: string;
  title: string;
  slug: string;
  category: { slug: string } | null;
}
interface Listed<T> {
  data: T[];
}
interface Alias {
  url_path: string;
  contenttype: string;
  entryDocumentId: string;
}
interface Routed {
  data: { documentId: string; title?: string };
  meta: { contentType: string; path: string };
}

const ARTICLE = 'api::article.article';
let admin: string;
let reader: string;
let articles: Article[];
let documentCount: number;

const articlePath = (article: Article) => `/blog/${article.category?.slug}/${article.slug}`;
const liveAliases = async () =>
  (await expectStatus<Listed<Alias>>(200, 'GET', '/api/sitetools/url-alias?pagination[pageSize]=100', { token: reader })).data;

beforeAll(async () => {
  admin = await superAdminToken();
  reader = await apiToken(admin, 'read-only');
  const drafts = await expectStatus<{ results: Array<{ documentId: string }> }>(
    200,
    'GET',
    `/content-manager/collection-types/${ARTICLE}?page=1&pageSize=100`,
    { token: admin }
  );
  const documentIds = drafts.results.map((draft) => draft.documentId);
  documentCount = documentIds.length;
  await expectStatus(200, 'POST', `/content-manager/collection-types/${ARTICLE}/actions/bulkPublish`, {
    token: admin,
    body: { documentIds },
  });
  const listed = await expectStatus<Listed<Article>>(
    200,
    'GET',
    '/api/articles?populate[category][fields][0]=slug&pagination[pageSize]=100',
    {
      token: reader,
    }
  );
  articles = listed.data;
});

describe("the example app's seeded content", () => {
  it('gives every seeded article, category and author its path in the URL list', async () => {
    expect(articles.length).toBe(documentCount);
    const categories = (await expectStatus<Listed<{ slug: string }>>(200, 'GET', '/api/categories', { token: reader })).data;
    const paths = new Set((await liveAliases()).map((alias) => alias.url_path));
    for (const article of articles) expect(paths).toContain(articlePath(article));
    for (const category of categories) expect(paths).toContain(`/categories/${category.slug}`);
    expect([...paths].filter((path) => path.startsWith('/authors/')).length).toBeGreaterThan(0);
  });

  it("routes each article's path to the entry the native endpoint serves", async () => {
    for (const article of articles) {
      const routed = await expectStatus<Routed>(200, 'GET', routerPath(articlePath(article)), { token: reader });
      expect(routed.meta).toMatchObject({ contentType: ARTICLE, path: articlePath(article) });
      const native = await expectStatus<{ data: Article }>(200, 'GET', `/api/articles/${article.documentId}`, { token: reader });
      expect(routed.data).toMatchObject({ documentId: article.documentId, title: native.data.title });
    }
  });

  it('lists the live paths in the sitemap under the front-end URL', async () => {
    const index = await expectStatus<string>(200, 'GET', '/api/sitetools/sitemap.xml', { token: reader });
    expect(index).toContain('/api/sitetools/sitemap/1.xml');
    const file = await expectStatus<string>(200, 'GET', '/api/sitetools/sitemap/1.xml', { token: reader });
    for (const article of articles) expect(file).toContain(`<loc>https://www.example.com${articlePath(article)}</loc>`);
  });
});

describe('a page move in the Content Manager', () => {
  it('serves the entry at its new path, and its old path redirects there', async () => {
    const article = articles[0];
    const before = articlePath(article);
    const slug = `${article.slug}-moved`;
    const url = `/content-manager/collection-types/${ARTICLE}/${article.documentId}`;
    await expectStatus(200, 'PUT', url, { token: admin, body: { slug } });
    await expectStatus(200, 'POST', `${url}/actions/publish`, { token: admin, body: { slug } });
    const after = `/blog/${article.category?.slug}/${slug}`;

    const routed = await expectStatus<Routed>(200, 'GET', routerPath(after), { token: reader });
    expect(routed.data.documentId).toBe(article.documentId);
    const old = await call<ErrorBody>('GET', routerPath(before), { token: reader });
    expect(old.status).toBe(404);
    expect(old.body.error.details?.redirect).toEqual({ to: after, status_code: 301, locale: null });
    const redirects = await expectStatus<Listed<{ from: string; to: string; status_code: number }>>(
      200,
      'GET',
      `/api/sitetools/redirects?filters[from][$eq]=${encodeURIComponent(before)}`,
      { token: reader }
    );
    expect(redirects.data).toEqual([expect.objectContaining({ from: before, to: after, status_code: 301 })]);
    const paths = (await liveAliases()).map((alias) => alias.url_path);
    expect(paths).toContain(after);
    expect(paths).not.toContain(before);
  });
});
