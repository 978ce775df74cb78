import { randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS as REDIRECT_ACTIONS } from '../../addons/redirects/shared/contracts/permissions';
import { ACTIONS } from '../../shared/contracts/permissions';
import { adminToken, contentTypePermission, createAdminRole, createAdminUser, type AdminPermission } from './support/admin';
import { api } from './support/api';
import { documents } from './support/documents';
import { startTestApp, type TestApp } from './support/strapi';

// sitetools' tools on Strapi's MCP server (`server.mcp.enabled`, on in the playground), called with
// the official client over Streamable HTTP, with admin tokens carrying some permissions or others.

const PAGE = 'api::page.page';
const REDIRECTS = '/sitetools-addon-redirects/redirects';
const TOOLS = [
  'sitetools_create_redirect',
  'sitetools_entry_url',
  'sitetools_explain_path',
  'sitetools_plan_redirect',
  'sitetools_preview_pattern',
  'sitetools_resolve_path',
  'sitetools_search_urls',
  'sitetools_top_not_found',
];
const NOT_FOUND_UID = 'plugin::sitetools-addon-redirects.not-found';
const FRONTEND = 'https://www.example.com';

let app: TestApp;
const clients: Client[] = [];
let page: { documentId: string; path: string };

const plugin = (action: string): AdminPermission => ({ action, subject: null, properties: {}, conditions: [] });
const readPages = contentTypePermission('plugin::content-manager.explorer.read', PAGE);
const REDIRECTS_WRITE = [
  plugin(REDIRECT_ACTIONS.read),
  plugin(REDIRECT_ACTIONS.create),
  plugin(REDIRECT_ACTIONS.publish),
  plugin(REDIRECT_ACTIONS.notFoundRead),
];
const EVERYTHING = [plugin(ACTIONS.read), plugin(ACTIONS.patterns), readPages, ...REDIRECTS_WRITE];

/** An admin token (Strapi's MCP authentication) owned by a user whose role holds `permissions`, carrying them. */
const tokenWith = async (permissions: AdminPermission[]): Promise<string> => {
  const { email } = await createAdminUser(app.strapi, await createAdminRole(app.strapi, permissions));
  const owner = await app.strapi.db.query('admin::user').findOne({ where: { email }, populate: ['roles'] });
  const created = (await app.strapi.service('admin::api-token-admin').create(
    {
      name: `mcp-${randomBytes(4).toString('hex')}`,
      kind: 'admin',
      lifespan: null,
      adminPermissions: permissions.map((p) => ({ properties: {}, conditions: [], ...p, subject: p.subject ?? null })),
    },
    owner
  )) as { accessKey: string };
  return created.accessKey;
};

const connect = async (token: string): Promise<Client> => {
  const client = new Client({ name: 'sitetools-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
};

type ToolAnswer = { isError?: boolean; structuredContent?: Record<string, unknown>; content: Array<{ type: string; text?: string }> };
const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolAnswer;
const textOf = (answer: ToolAnswer) => answer.content.map((block) => block.text ?? '').join('\n');

let full: Client;

beforeAll(async () => {
  // A front-end URL, so that the sitemap lists the pages the explanation is asked about.
  process.env.SITETOOLS_FRONTEND_URL = FRONTEND;
  app = await startTestApp();
  const created = await documents(app.strapi, PAGE).create({ data: { title: 'Assistant guide' }, locale: 'en', status: 'published' });
  const alias = (await app.strapi.db
    .query('plugin::sitetools.url-alias')
    .findOne({ where: { entryDocumentId: created.documentId, locale: 'en' } })) as { url_path: string };
  page = { documentId: created.documentId, path: alias.url_path };
  full = await connect(await tokenWith(EVERYTHING));
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
  await app?.stop();
  delete process.env.SITETOOLS_FRONTEND_URL;
});

describe('the sitetools tools on Strapi MCP server', () => {
  it('are listed with their input schemas', async () => {
    const { tools } = await full.listTools();
    const ours = tools.filter((tool) => tool.name.startsWith('sitetools_'));
    expect(ours.map((tool) => tool.name).sort()).toEqual(TOOLS);
    const resolve = ours.find((tool) => tool.name === 'sitetools_resolve_path');
    expect(resolve?.inputSchema.required).toEqual(['path']);
  });

  it('resolve a path to its entry, to the redirect from it, or to the closest live paths', async () => {
    const entry = await call(full, 'sitetools_resolve_path', { path: page.path });
    expect(entry.isError).toBeFalsy();
    expect(entry.structuredContent).toEqual({
      kind: 'entry',
      path: page.path,
      entry: { contentType: PAGE, documentId: page.documentId, title: 'Assistant guide', status: 'published', locale: 'en' },
    });
    expect(textOf(entry)).toContain('Assistant guide');

    const token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const saved = await api(app.url).post(
      REDIRECTS,
      { data: { from: '/old-guide', to: page.path, status_code: 301 }, publish: true },
      { token }
    );
    expect(saved.status).toBe(201);
    const redirect = await call(full, 'sitetools_resolve_path', { path: '/old-guide' });
    expect(redirect.structuredContent).toMatchObject({ kind: 'redirect', redirect: { to: page.path, status_code: 301 } });

    const missing = await call(full, 'sitetools_resolve_path', { path: `${page.path}-typo` });
    expect(missing.structuredContent).toMatchObject({ kind: 'not-found' });
    expect((missing.structuredContent as { closest: string[] }).closest).toContain(page.path);
  });

  it("give an entry's URL as the edit view's panel shows it", async () => {
    const answer = await call(full, 'sitetools_entry_url', { contentType: PAGE, documentId: page.documentId, locale: 'en' });
    expect(answer.structuredContent).toMatchObject({
      contentType: PAGE,
      documentId: page.documentId,
      livePath: page.path,
      generated: true,
    });
    const unknown = await call(full, 'sitetools_entry_url', { contentType: 'api::nothing.nothing', documentId: 'x' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('api::nothing.nothing does not have URL aliases');
  });

  it('search live paths by text, and preview a pattern without writing', async () => {
    const found = await call(full, 'sitetools_search_urls', { q: 'assistant', limit: 5 });
    expect((found.structuredContent as { urls: Array<{ path: string }> }).urls.map((url) => url.path)).toContain(page.path);
    const preview = await call(full, 'sitetools_preview_pattern', { contentType: PAGE, pattern: '/guides/[title]', locale: 'en' });
    expect(preview.isError).toBeFalsy();
    const { samples } = preview.structuredContent as { samples: Array<{ entryDocumentId: string; next: string }> };
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every((sample) => sample.next.startsWith('/guides/'))).toBe(true);
    // Nothing was written: the page keeps its path.
    expect((await call(full, 'sitetools_resolve_path', { path: page.path })).structuredContent).toMatchObject({ kind: 'entry' });
  });

  it('refuse bad arguments with an error naming the argument', async () => {
    const wrongType = await call(full, 'sitetools_resolve_path', { path: 42 });
    expect(wrongType.isError).toBe(true);
    expect(textOf(wrongType)).toContain('path');
    const missing = await call(full, 'sitetools_search_urls', {});
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('q');
    const malformed = await call(full, 'sitetools_resolve_path', { path: 'no-slash' });
    expect(malformed.isError).toBe(true);
    expect(textOf(malformed)).toContain('path:');
    const tooMany = await call(full, 'sitetools_search_urls', { q: 'a', limit: 1000 });
    expect(tooMany.isError).toBe(true);
    expect(textOf(tooMany)).toContain('limit');
  });
});

describe('the redirects tools', () => {
  it('plan a redirect without writing it: accepted, flattened over a chain, or refused as a loop with its cycle', async () => {
    const planned = await call(full, 'sitetools_plan_redirect', { from: '/planned-only', to: page.path });
    expect(planned.structuredContent).toMatchObject({
      ok: true,
      action: 'create',
      redirect: { from: '/planned-only', to: page.path, status_code: 301, locale: null },
    });
    expect((await call(full, 'sitetools_resolve_path', { path: '/planned-only' })).structuredContent).toMatchObject({ kind: 'not-found' });

    // /old-guide redirects to the page (written above): a redirect to it goes to the page at once.
    const chain = await call(full, 'sitetools_plan_redirect', { from: '/older-guide', to: '/old-guide', statusCode: 302 });
    expect(chain.structuredContent).toMatchObject({
      ok: true,
      redirect: { to: page.path, status_code: 302 },
      flattened: { requested: '/old-guide', to: page.path },
    });

    await call(full, 'sitetools_create_redirect', { from: '/loop-a', to: '/loop-b' });
    const loop = await call(full, 'sitetools_plan_redirect', { from: '/loop-b', to: '/loop-a' });
    expect(loop.structuredContent).toMatchObject({ ok: false, refusal: { field: 'to', cycle: ['/loop-b', '/loop-a', '/loop-b'] } });
    const badCode = await call(full, 'sitetools_plan_redirect', { from: '/x', to: '/y', statusCode: 200 });
    expect(badCode.structuredContent).toMatchObject({ ok: false, refusal: { field: 'status_code' } });
  });

  it('create a published redirect, which the router then names', async () => {
    const created = await call(full, 'sitetools_create_redirect', { from: '/guide-v1', to: page.path, statusCode: 308 });
    expect(created.structuredContent).toMatchObject({ ok: true, action: 'create', redirect: { from: '/guide-v1', status_code: 308 } });
    expect((await call(full, 'sitetools_resolve_path', { path: '/guide-v1' })).structuredContent).toMatchObject({
      kind: 'redirect',
      redirect: { to: page.path, status_code: 308 },
    });
    const bad = await call(full, 'sitetools_create_redirect', { from: '/guide-v2', to: page.path, statusCode: 'permanent' });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain('statusCode');
  });

  it('list the most hit 404s seen within some days, with the closest live paths', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 40 * 86_400_000);
    const rows = app.strapi.db.query(NOT_FOUND_UID as never);
    await rows.createMany({
      data: [
        { path: `${page.path}s`, locale: 'en', hits: 40, firstSeen: now, lastSeen: now, ignored: false },
        { path: '/long-gone', locale: '', hits: 90, firstSeen: old, lastSeen: old, ignored: false },
        { path: '/ignored-one', locale: '', hits: 99, firstSeen: now, lastSeen: now, ignored: true },
      ],
    });
    const recent = await call(full, 'sitetools_top_not_found', { days: 30, limit: 5 });
    const paths = (recent.structuredContent as { paths: Array<{ path: string; hits: number; suggestions: string[] }> }).paths;
    expect(paths.map((row) => row.path)).toEqual([`${page.path}s`]);
    expect(paths[0]).toMatchObject({ hits: 40, locale: 'en' });
    expect(paths[0].suggestions).toContain(page.path);
    const all = await call(full, 'sitetools_top_not_found', {});
    expect((all.structuredContent as { paths: Array<{ path: string }> }).paths.map((row) => row.path)).toEqual([
      '/long-gone',
      `${page.path}s`,
    ]);
  });
});

interface Explained {
  owners: Array<{ contentType: string; documentId: string; locale: string | null; title: string | null; origin: object; sitemap: object }>;
  hiddenOwners: number;
  redirectsPlugin: boolean;
  redirects: { from: Array<{ to: string; status_code: number }>; into: Array<{ from: string }>; intoTotal: number } | null;
  notFound: Array<{ locale: string | null; hits: number; ignored: boolean }> | null;
}
const explain = async (client: Client, path: string) => {
  const answer = await call(client, 'sitetools_explain_path', { path });
  expect(answer.isError, textOf(answer)).toBeFalsy();
  return answer.structuredContent as unknown as Explained;
};

describe('the explanation of a path', () => {
  it("names the entry and why it has the path, the sitemap's listing, and the redirects into it", async () => {
    const explained = await explain(full, page.path);
    expect(explained.owners).toEqual([
      {
        contentType: PAGE,
        documentId: page.documentId,
        locale: 'en',
        title: 'Assistant guide',
        origin: expect.objectContaining({ kind: 'generated', basePath: page.path, matches: 'exact' }),
        sitemap: { listed: true, url: `${FRONTEND}${page.path}`, file: 1 },
      },
    ]);
    expect(explained.hiddenOwners).toBe(0);
    expect(explained.redirectsPlugin).toBe(true);
    // /old-guide and /guide-v1 were written above, and lead here.
    expect(explained.redirects?.from).toEqual([]);
    expect(explained.redirects?.into.map((redirect) => redirect.from)).toEqual(['/guide-v1', '/old-guide']);
    expect(explained.redirects?.intoTotal).toBe(2);
    expect(explained.notFound).toEqual([]);
  });

  it('of a pattern, gives the pattern and what each token gave; a hand-written path says so', async () => {
    const token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    const saved = await api(app.url).post(
      '/sitetools/patterns',
      { contenttype: PAGE, localeCode: 'en', pattern: '/help/[title]' },
      { token }
    );
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    const created = await documents(app.strapi, PAGE).create({ data: { title: 'Patterned Help' }, locale: 'en', status: 'published' });
    const explained = await explain(full, '/help/patterned-help');
    expect(explained.owners[0]).toMatchObject({
      documentId: created.documentId,
      origin: {
        kind: 'generated',
        rule: 'pattern',
        pattern: '/help/[title]',
        tokens: [{ token: '[title]', value: 'patterned-help' }],
        matches: 'exact',
      },
    });
    // The pattern page no longer gives the first page's path: it is kept, and said to be stale.
    expect((await explain(full, page.path)).owners[0].origin).toMatchObject({ kind: 'generated', rule: 'pattern', matches: 'stale' });

    const published = await api(app.url).post(
      `/content-manager/collection-types/${PAGE}/${created.documentId}/actions/publish?locale=en`,
      { title: 'Patterned Help', sitetools: { generated: false, path: '/by/hand' } },
      { token }
    );
    expect(published.status).toBe(200);
    expect((await explain(full, '/by/hand')).owners[0]).toMatchObject({ documentId: created.documentId, origin: { kind: 'hand-written' } });
    // Its URL history: the path it left redirects to the new one.
    const url = await call(full, 'sitetools_entry_url', { contentType: PAGE, documentId: created.documentId, locale: 'en' });
    expect(url.structuredContent).toMatchObject({
      livePath: '/by/hand',
      history: { paths: [{ path: '/help/patterned-help', status_code: 301, locale: null }], total: 1 },
    });
  });

  it('of a path no entry owns: the redirect from it, or its 404 inbox rows', async () => {
    const redirected = await explain(full, '/guide-v1');
    expect(redirected.owners).toEqual([]);
    expect(redirected.redirects?.from).toMatchObject([{ to: page.path, status_code: 308 }]);
    const gone = await explain(full, '/long-gone');
    expect(gone.notFound).toMatchObject([{ locale: null, hits: 90, ignored: false }]);
    const malformed = await call(full, 'sitetools_explain_path', { path: 'no-slash' });
    expect(malformed.isError).toBe(true);
    expect(textOf(malformed)).toContain('path:');
  });

  it('leaves out what the token may not read: the redirects, the 404 inbox, the entries', async () => {
    const reader = await connect(await tokenWith([plugin(ACTIONS.read), readPages]));
    const plain = await explain(reader, page.path);
    expect(plain.owners).toHaveLength(1);
    expect(plain).toMatchObject({ redirectsPlugin: true, redirects: null, notFound: null });
    const url = await call(reader, 'sitetools_entry_url', { contentType: PAGE, documentId: page.documentId, locale: 'en' });
    expect(url.structuredContent).toMatchObject({ livePath: page.path, history: null });
    const blind = await connect(await tokenWith([plugin(ACTIONS.read), plugin(REDIRECT_ACTIONS.read)]));
    const hidden = await explain(blind, page.path);
    expect(hidden).toMatchObject({ owners: [], hiddenOwners: 1 });
    expect(JSON.stringify(hidden)).not.toContain(page.documentId);
    expect(hidden.redirects?.into.map((redirect) => redirect.from)).toEqual(['/guide-v1', '/old-guide']);
  });
});

describe('a token without the permissions', () => {
  it('without the redirects permissions: no redirects tool; without publish, no redirect written', async () => {
    const reader = await connect(await tokenWith([plugin(ACTIONS.read), readPages]));
    const names = (await reader.listTools()).tools
      .map((tool) => tool.name)
      .filter((name) => name.startsWith('sitetools_'))
      .sort();
    expect(names).toEqual(['sitetools_entry_url', 'sitetools_explain_path', 'sitetools_resolve_path', 'sitetools_search_urls']);
    const creator = await connect(await tokenWith([plugin(ACTIONS.read), readPages, plugin(REDIRECT_ACTIONS.create)]));
    const refused = await call(creator, 'sitetools_create_redirect', { from: '/unpublishable', to: page.path });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('publish permission');
    expect((await call(full, 'sitetools_resolve_path', { path: '/unpublishable' })).structuredContent).toMatchObject({ kind: 'not-found' });
  });

  it('without "Read URLs": no sitetools tool but the pattern preview, and no data from a call', async () => {
    const client = await connect(await tokenWith([plugin(ACTIONS.patterns), readPages]));
    const names = (await client.listTools()).tools.map((tool) => tool.name).filter((name) => name.startsWith('sitetools_'));
    expect(names).toEqual(['sitetools_preview_pattern']);
    const refused = await call(client, 'sitetools_resolve_path', { path: page.path }).catch((error: unknown) => ({
      isError: true,
      content: [{ type: 'text', text: String(error) }],
    }));
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused)).not.toContain(page.documentId);
  });

  it("without the Content Manager's read on the type: an error, never the entry", async () => {
    const client = await connect(await tokenWith([plugin(ACTIONS.read), plugin(ACTIONS.patterns)]));
    for (const [name, args] of [
      ['sitetools_resolve_path', { path: page.path }],
      ['sitetools_entry_url', { contentType: PAGE, documentId: page.documentId, locale: 'en' }],
      ['sitetools_search_urls', { q: 'assistant', contentType: PAGE }],
      ['sitetools_preview_pattern', { contentType: PAGE, pattern: '/guides/[title]' }],
    ] as const) {
      const answer = await call(client, name, args);
      expect(answer.isError, name).toBe(true);
      expect(JSON.stringify(answer), name).not.toContain(page.documentId);
    }
    // Without a type named, the search leaves out the paths of types it may not read.
    const search = await call(client, 'sitetools_search_urls', { q: 'assistant' });
    expect(search.structuredContent).toEqual({ urls: [] });
  });
});
