import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BODY_LIMIT, LONGEST_LINES } from '../../addons/redirects/server/src/domain/import-file';
import { PATH_IMPORT_BODY_LIMIT } from '../../server/src/domain/path-import-file';
import { adminToken } from './support/admin';
import { importRedirects } from './support/redirect-files';
import { expectErrorLogged } from './support/logs';
import { startTestApp, type TestApp } from './support/strapi';

const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const IMPORT = '/sitetools-addon-redirects/redirects/import';
/** Strapi's default JSON body limit (`strapi::body`, `jsonLimit`). */
const DEFAULT_LIMIT = 2 ** 20;

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

/** Sends `text` as it is, as a JSON body: the bodies below are what no JSON encoder writes. */
const sendRaw = async (method: 'post' | 'put', path: string, text: string) => {
  const res = await supertest(app.url)[method](path).set('authorization', `Bearer ${admin}`).type('json').send(text);
  return {
    status: res.status,
    body: res.body as { data: null; error: { name: string; message: string; details: Record<string, unknown> } },
  };
};

/** The routes of both plugins that read a JSON body: content API and admin. */
const ROUTES = [
  ['the 404 intake (content API)', 'post', '/api/sitetools/not-found'],
  ['a redirect creation (admin)', 'post', '/sitetools-addon-redirects/redirects'],
  ['the redirects import (admin)', 'post', IMPORT],
  ['a redirect update (admin)', 'put', '/sitetools-addon-redirects/redirects/abc'],
  ['a URL pattern creation (admin)', 'post', '/sitetools/patterns'],
  ['a pattern preview (admin)', 'post', '/sitetools/patterns/preview'],
] as const;

const BAD_BODIES = [
  ['malformed JSON', '{"data": {"path": "/a"'],
  ['a __proto__ key', '{"data": [{"path": "/a"}], "__proto__": {"admin": true}}'],
  ['a JSON string instead of an object', '"/a"'],
  ['a trailing comma', '{"data": [],}'],
] as const;

describe('a body the parser refuses is a 400 naming body', () => {
  it.each(ROUTES.flatMap(([route, method, path]) => BAD_BODIES.map(([name, text]) => [`${route}: ${name}`, method, path, text] as const)))(
    '%s',
    async (_, method, path, text) => {
      const res = await sendRaw(method, path, text);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: expect.stringMatching(/^body is not valid JSON: /),
          details: { key: 'body' },
        },
      });
    }
  );

  it("leaves other routes' answers as Strapi gives them", async () => {
    // Strapi logs the parser's error too, on routes other than the plugins'.
    const res = await expectErrorLogged(app.strapi, /SyntaxError: Unexpected end of JSON input/, () =>
      sendRaw('post', '/api/pages', '{"data":')
    );
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('SyntaxError');
  });
});

/**
 * `count` redirects as the export writes them (indented JSON, the longer format), each `from` and
 * `to` as long as a redirect may have them (255 characters) and written in a script of 3 bytes a
 * character in UTF-8: the largest body the import's limit is meant to hold.
 */
const maximalJson = (count: number) =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) => ({
      from: `/${String(i).padStart(6, '0')}-`.padEnd(255, '页'),
      to: `/${String(i).padStart(6, '0')}-`.padEnd(255, '新'),
      status_code: 308,
    })),
    null,
    2
  );

describe('the import takes the most lines it documents', () => {
  it(`reads, then applies, ${LONGEST_LINES.toLocaleString('en')} lines of the longest from and to`, async () => {
    const content = maximalJson(LONGEST_LINES);
    const published = () => app.strapi.db.query(REDIRECT_UID).count({ where: { publishedAt: { $notNull: true } } });
    const before = await published();
    const post = (dryRun: boolean) => importRedirects(app.url, admin, { format: 'json', content, dryRun });
    expect(Buffer.byteLength(JSON.stringify({ format: 'json', content, dryRun: false }))).toBeGreaterThan(15 * DEFAULT_LIMIT);
    const dryRun = await post(true);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.lines.filter((line) => line.action === 'create')).toHaveLength(LONGEST_LINES);
    const applied = await post(false);
    expect(applied.status).toBe(200);
    expect(await published()).toBe(before + LONGEST_LINES);
  }, 180_000);
});

describe('a body past its route’s limit is a 413 naming the limit', () => {
  /** A well-formed import request of exactly `bytes` bytes. */
  const importOf = (bytes: number) => {
    const frame = JSON.stringify({ format: 'csv', content: '', dryRun: true });
    return JSON.stringify({ format: 'csv', content: 'x'.repeat(bytes - frame.length), dryRun: true });
  };

  it('the import, one byte past its limit', async () => {
    const res = await sendRaw('post', IMPORT, importOf(IMPORT_BODY_LIMIT + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      data: null,
      error: {
        status: 413,
        name: 'PayloadTooLargeError',
        message: `body is larger than ${(IMPORT_BODY_LIMIT / 2 ** 20).toFixed(1)} MB (${IMPORT_BODY_LIMIT.toLocaleString('en')} bytes), the most this route accepts`,
        details: { key: 'body', limit: IMPORT_BODY_LIMIT },
      },
    });
  });

  it('the paths import, one byte past its limit', async () => {
    const res = await sendRaw('post', '/sitetools/paths/import', importOf(PATH_IMPORT_BODY_LIMIT + 1));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ name: 'PayloadTooLargeError', details: { key: 'body', limit: PATH_IMPORT_BODY_LIMIT } });
  });

  it("any other of the plugins' routes, past Strapi's default limit", async () => {
    const res = await sendRaw(
      'post',
      '/sitetools-addon-redirects/redirects',
      JSON.stringify({ data: { from: 'x'.repeat(DEFAULT_LIMIT) } })
    );
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ name: 'PayloadTooLargeError', details: { key: 'body', limit: DEFAULT_LIMIT } });
  });

  it("another app's route, past Strapi's default limit, as Strapi answers it", async () => {
    const res = await expectErrorLogged(app.strapi, /PayloadTooLargeError: request entity too large/, () =>
      sendRaw('post', '/api/pages', JSON.stringify({ data: { title: 'x'.repeat(DEFAULT_LIMIT) } }))
    );
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ name: 'PayloadTooLargeError', message: 'request entity too large' });
  });
});
