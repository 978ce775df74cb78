import { randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../../shared/contracts/permissions';
import { adminToken, contentTypePermission, createAdminRole, createAdminUser, type AdminPermission } from './support/admin';
import { api } from './support/api';
import { documents } from './support/documents';
import { startTestApp, type TestApp } from './support/strapi';

// sitetools' tools on Strapi's MCP server (`server.mcp.enabled`, on in the playground), called with
// the official client over Streamable HTTP, with admin tokens carrying some permissions or others.

const PAGE = 'api::page.page';
const REDIRECTS = '/sitetools-addon-redirects/redirects';
const TOOLS = ['sitetools_entry_url', 'sitetools_preview_pattern', 'sitetools_resolve_path', 'sitetools_search_urls'];

let app: TestApp;
const clients: Client[] = [];
let page: { documentId: string; path: string };

const plugin = (action: string): AdminPermission => ({ action, subject: null, properties: {}, conditions: [] });
const readPages = contentTypePermission('plugin::content-manager.explorer.read', PAGE);
const EVERYTHING = [plugin(ACTIONS.read), plugin(ACTIONS.patterns), readPages];

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

describe('a token without the permissions', () => {
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
