import { describe, expect, it, vi } from 'vitest';
import { createRedirectCache } from '../../packages/client/src/cache';
import { createClient } from '../../packages/client/src/client';
import { SitetoolsError } from '../../packages/client/src/errors';
import { applyRedirects } from '../../packages/client/src/next';
import { redirectMatcher } from '../../packages/client/src/redirects';
import { redirectBloom } from 'sitetools-kit/redirect-bloom';

// The client's own logic against canned answers; the same calls against a booted server are in
// the integration tests.

interface Canned {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch that answers from `answer` and records every URL and header it was asked for. */
const fakeFetch = (answer: (url: URL) => Canned) => {
  const calls: Array<{ url: URL; headers: Record<string, string> }> = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const { status, body, headers } = answer(url);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
};

interface Page {
  title: string;
}
interface Article {
  headline: string;
}
type Site = { 'api::page.page': Page; 'api::article.article': Article };

describe('createClient().resolve', () => {
  it('gives the entry with its path, locale and alternates, and narrows data by content type', async () => {
    const { fetch, calls } = fakeFetch(() => ({
      status: 200,
      body: {
        data: { id: 1, documentId: 'd1', title: 'About', contentType: 'api::page.page' },
        meta: { contentType: 'api::page.page', path: '/about', locale: 'en', alternates: [{ locale: 'fr', path: '/a-propos' }] },
      },
    }));
    const client = createClient<Site>({ baseURL: 'http://cms.test/', token: 't0k', fetch });
    const route = await client.resolve('/about/', { locale: 'en', populate: { seo: true } });
    expect(route).toEqual({
      kind: 'entry',
      contentType: 'api::page.page',
      data: { id: 1, documentId: 'd1', title: 'About' },
      path: '/about',
      locale: 'en',
      alternates: [{ locale: 'fr', path: '/a-propos' }],
      breadcrumbs: [],
      status: 'published',
    });
    if (route.kind === 'entry' && route.contentType === 'api::page.page') expect(route.data.title).toBe('About');
    expect(calls[0].url.pathname).toBe('/api/sitetools/router');
    expect(calls[0].url.search).toBe('?path=%2Fabout%2F&locale=en&populate[seo]=true');
    expect(calls[0].headers.authorization).toBe('Bearer t0k');
  });

  it('gives a redirect from the 404 hint', async () => {
    const { fetch } = fakeFetch(() => ({
      status: 404,
      body: {
        data: null,
        error: { status: 404, name: 'NotFoundError', message: 'x', details: { redirect: { to: '/new', status_code: 301 } } },
      },
    }));
    expect(await createClient({ baseURL: 'http://cms.test', fetch }).resolve('/old')).toEqual({
      kind: 'redirect',
      to: '/new',
      statusCode: 301,
      locale: null,
    });
  });

  it("gives a locale's redirect with its locale", async () => {
    const { fetch } = fakeFetch(() => ({
      status: 404,
      body: {
        data: null,
        error: {
          status: 404,
          name: 'NotFoundError',
          message: 'x',
          details: { redirect: { to: '/fr/new', status_code: 301, locale: 'fr' } },
        },
      },
    }));
    expect(await createClient({ baseURL: 'http://cms.test', fetch }).resolve('/old', { locale: 'fr' })).toEqual({
      kind: 'redirect',
      to: '/fr/new',
      statusCode: 301,
      locale: 'fr',
    });
  });

  it.each([
    [{ preview: true }, '?path=%2Fdraft&status=draft', 'draft'],
    [{ preview: true }, '?path=%2Fdraft&status=draft', 'published'],
    [{ preview: true }, '?path=%2Fdraft&status=draft', undefined],
    [{ preview: false }, '?path=%2Fdraft', 'published'],
    [{}, '?path=%2Fdraft', undefined],
  ])('asks for the draft only with preview: %o, and says which version was served (%s, %s)', async (options, search, served) => {
    const { fetch, calls } = fakeFetch(() => ({
      status: 200,
      body: {
        data: { id: 2, documentId: 'd2', title: 'Draft', contentType: 'api::page.page' },
        meta: { contentType: 'api::page.page', ...(served ? { status: served } : {}) },
      },
    }));
    const route = await createClient({ baseURL: 'http://cms.test', token: 'preview-token', fetch }).resolve('/draft', options);
    // A server from before previews names no version: it served the published one.
    expect(route).toMatchObject({ kind: 'entry', data: { title: 'Draft' }, path: '/draft', status: served ?? 'published' });
    expect(calls[0].url.search).toBe(search);
    expect(calls[0].headers.authorization).toBe('Bearer preview-token');
  });

  it.each([
    [{}, '?path=%2Fdocs%2Fstart', [{ path: '/docs', title: 'Docs', contentType: 'api::page.page', documentId: 'd1' }]],
    [{ breadcrumbs: true }, '?path=%2Fdocs%2Fstart', [{ path: '/docs', title: null, contentType: 'api::page.page', documentId: 'd1' }]],
    [{ breadcrumbs: false }, '?path=%2Fdocs%2Fstart&breadcrumbs=false', undefined],
  ])('asks to leave the breadcrumbs out only with breadcrumbs: false (%o), and gives those sent', async (options, search, sent) => {
    const { fetch, calls } = fakeFetch(() => ({
      status: 200,
      body: {
        data: { id: 3, documentId: 'd3', title: 'Start', contentType: 'api::page.page' },
        meta: { contentType: 'api::page.page', path: '/docs/start', ...(sent ? { breadcrumbs: sent } : {}) },
      },
    }));
    const route = await createClient({ baseURL: 'http://cms.test', fetch }).resolve('/docs/start', options);
    // Without breadcrumbs in the answer (turned off, or a server from before them) the trail is empty.
    expect(route).toMatchObject({ kind: 'entry', breadcrumbs: sent ?? [] });
    expect(calls[0].url.search).toBe(search);
  });

  it('gives notFound for a 404 without a hint', async () => {
    const { fetch } = fakeFetch(() => ({
      status: 404,
      body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'x', details: {} } },
    }));
    expect(await createClient({ baseURL: 'http://cms.test', fetch }).resolve('/none')).toEqual({ kind: 'notFound' });
  });

  it.each([
    [403, 'ForbiddenError'],
    [400, 'ValidationError'],
    [500, 'InternalServerError'],
  ])('throws a SitetoolsError for a %i', async (status, name) => {
    const { fetch } = fakeFetch(() => ({
      status,
      body: { data: null, error: { status, name, message: 'refused', details: { key: 'path' } } },
    }));
    const error = await createClient({ baseURL: 'http://cms.test', fetch })
      .resolve('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SitetoolsError);
    expect(error).toMatchObject({ status, name, message: 'refused', details: { key: 'path' } });
  });

  it('throws a SitetoolsError with status 0 when the server cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    await expect(createClient({ baseURL: 'http://cms.test', fetch }).resolve('/x')).rejects.toMatchObject({
      status: 0,
      name: 'NetworkError',
    });
  });
});

describe('createClient().paths', () => {
  it('walks every page after the last id, without counts, until a short page', async () => {
    const ids = Array.from({ length: 5 }, (_, i) => i + 1);
    const { fetch, calls } = fakeFetch((url) => {
      const after = Number(url.searchParams.get('filters[id][$gt]'));
      const limit = Number(url.searchParams.get('pagination[limit]'));
      const data = ids
        .filter((id) => id > after)
        .slice(0, limit)
        .map((id) => ({ id, url_path: `/p${id}`, locale: 'en', contenttype: 'api::page.page', entryDocumentId: `d${id}` }));
      return { status: 200, body: { data, meta: { pagination: { start: 0, limit } } } };
    });
    const client = createClient({ baseURL: 'http://cms.test', fetch });
    const paths = [];
    for await (const path of client.paths({ pageSize: 2, contentType: 'api::page.page', locale: 'en' })) paths.push(path.path);
    expect(paths).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5']);
    expect(calls).toHaveLength(3);
    expect(calls.map(({ url }) => url.searchParams.get('filters[id][$gt]'))).toEqual(['0', '2', '4']);
    expect(calls[0].url.searchParams.get('pagination[withCount]')).toBe('false');
    expect(calls[0].url.searchParams.get('filters[contenttype][$eq]')).toBe('api::page.page');
    expect(calls[0].url.searchParams.get('locale')).toBe('en');
  });
});

describe('createRedirectCache', () => {
  const manifest = (version: string, to: string) => ({
    status: 'modified' as const,
    manifest: { data: [{ from: '/old', to, status_code: 301 }], meta: { version } },
    etag: `"${version}"`,
  });

  it('loads once, serves from memory, then refreshes conditionally in the background', async () => {
    let clock = 0;
    const client = {
      manifest: vi
        .fn()
        .mockResolvedValueOnce(manifest('1', '/a'))
        .mockResolvedValueOnce({ status: 'notModified' })
        .mockResolvedValueOnce(manifest('2', '/b')),
    };
    const cache = createRedirectCache(client, { refreshSeconds: 10, now: () => clock });
    expect(await cache.match('/old')).toEqual({ to: '/a', statusCode: 301 });
    expect(await cache.match('/old/')).toEqual({ to: '/a', statusCode: 301 });
    expect(client.manifest).toHaveBeenCalledTimes(1);

    clock = 10_000;
    expect(await cache.match('/old')).toEqual({ to: '/a', statusCode: 301 });
    await cache.refresh();
    expect(client.manifest).toHaveBeenNthCalledWith(2, '"1"');

    clock = 20_000;
    await cache.match('/old');
    await cache.refresh();
    expect(await cache.match('/old')).toEqual({ to: '/b', statusCode: 301 });
    expect(cache.current?.version).toBe('2');
  });

  it('reads again after a read under way when told to refresh, so a change made meanwhile is seen', async () => {
    let clock = 0;
    let answerFirst: (value: ReturnType<typeof manifest>) => void = () => undefined;
    const client = {
      manifest: vi
        .fn()
        .mockResolvedValueOnce(manifest('1', '/a'))
        // The stale read: it left before the change and answers with the old set.
        .mockReturnValueOnce(new Promise((done) => (answerFirst = done)))
        .mockResolvedValueOnce(manifest('2', '/b')),
    };
    const cache = createRedirectCache(client, { refreshSeconds: 1, now: () => clock });
    await cache.match('/old');
    clock = 5_000;
    await cache.match('/old');
    expect(client.manifest).toHaveBeenCalledTimes(2);
    const refreshed = cache.refresh();
    const again = cache.refresh();
    answerFirst(manifest('1', '/a'));
    await Promise.all([refreshed, again]);
    // One more read for both callers, after the one under way.
    expect(client.manifest).toHaveBeenCalledTimes(3);
    expect(await cache.match('/old')).toEqual({ to: '/b', statusCode: 301 });
  });

  it('keeps the last good manifest when a refresh fails, and reports the failure', async () => {
    let clock = 0;
    const failure = new SitetoolsError(0, 'NetworkError', 'down');
    const client = { manifest: vi.fn().mockResolvedValueOnce(manifest('1', '/a')).mockRejectedValue(failure) };
    const onError = vi.fn();
    const cache = createRedirectCache(client, { refreshSeconds: 1, now: () => clock, onError });
    await cache.match('/old');
    clock = 5_000;
    await cache.match('/old');
    await cache.refresh();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(await cache.match('/old')).toEqual({ to: '/a', statusCode: 301 });
  });

  it('matches nothing while no manifest could be read', async () => {
    const cache = createRedirectCache({ manifest: vi.fn().mockRejectedValue(new Error('down')) }, { onError: () => {} });
    expect(await cache.match('/old')).toBeNull();
  });
});

describe('createRedirectCache with the filter', () => {
  const rules = (to: string) => [
    { from: '/old', to, status_code: 301 },
    { from: '/blog/:slug', to: '/news/:slug', status_code: 308 },
  ];
  const bloom = (version: string, caseSensitive = true) => ({
    status: 'modified' as const,
    bloom: { data: redirectBloom(rules('/a')), meta: { version, paths: { trailingSlash: 'never' as const, caseSensitive } } },
    etag: `"${version}"`,
  });
  const manifest = (version: string, to: string) => ({
    status: 'modified' as const,
    manifest: { data: rules(to), meta: { version } },
    etag: `"${version}"`,
  });

  it('answers the paths the filter rules out without the manifest, and reads it for the others', async () => {
    const client = { redirectBloom: vi.fn().mockResolvedValue(bloom('1')), manifest: vi.fn().mockResolvedValue(manifest('1', '/a')) };
    const cache = createRedirectCache(client, { filter: true });
    for (const path of ['/', '/about', '/older', '/blogs/x']) expect(await cache.match(path)).toBeNull();
    expect(client.manifest).not.toHaveBeenCalled();
    expect(cache.current).toBeNull();
    expect(cache.paths).toEqual({ trailingSlash: 'never', caseSensitive: true });
    expect(await cache.match('/old/')).toEqual({ to: '/a', statusCode: 301 });
    expect(await cache.match('/blog/x')).toEqual({ to: '/news/x', statusCode: 308 });
    expect(client.manifest).toHaveBeenCalledTimes(1);
    expect(client.redirectBloom).toHaveBeenCalledTimes(1);
  });

  it('reads the manifest again once the filter shows a newer version, and refreshes both', async () => {
    let clock = 0;
    const client = {
      redirectBloom: vi
        .fn()
        .mockResolvedValueOnce(bloom('1'))
        .mockResolvedValueOnce(bloom('2'))
        .mockResolvedValue({ status: 'notModified' }),
      manifest: vi.fn().mockResolvedValueOnce(manifest('1', '/a')).mockResolvedValue(manifest('2', '/b')),
    };
    const cache = createRedirectCache(client, { filter: true, refreshSeconds: 10, now: () => clock });
    expect(await cache.match('/old')).toEqual({ to: '/a', statusCode: 301 });
    clock = 10_000;
    // The filter is read again in the background; the manifest held answers meanwhile.
    expect(await cache.match('/old')).toEqual({ to: '/a', statusCode: 301 });
    await cache.refresh();
    expect(client.redirectBloom).toHaveBeenNthCalledWith(2, '"1"');
    await cache.match('/old');
    await cache.refresh();
    expect(await cache.match('/old')).toEqual({ to: '/b', statusCode: 301 });
  });

  it('reads the manifest again once per newer version of the filter', async () => {
    const client = {
      redirectBloom: vi.fn().mockResolvedValueOnce(bloom('1')).mockResolvedValue(bloom('2')),
      // A server whose manifest stays at version 1 (a filter read later than it).
      manifest: vi.fn().mockResolvedValue(manifest('1', '/a')),
    };
    const cache = createRedirectCache(client, { filter: true });
    await cache.match('/old');
    await cache.refresh();
    expect(client.manifest).toHaveBeenCalledTimes(2);
    await cache.match('/old');
    await cache.match('/old');
    await cache.refresh();
    await cache.match('/old');
    expect(client.manifest).toHaveBeenCalledTimes(4);
  });

  it('refreshes the filter alone while no path needed the manifest', async () => {
    const client = { redirectBloom: vi.fn().mockResolvedValue(bloom('1')), manifest: vi.fn() };
    const cache = createRedirectCache(client, { filter: true });
    await cache.match('/about');
    await cache.refresh();
    expect(client.redirectBloom).toHaveBeenCalledTimes(2);
    expect(client.manifest).not.toHaveBeenCalled();
  });

  it('falls back to the manifest when the filter cannot be read', async () => {
    const client = {
      redirectBloom: vi.fn().mockRejectedValue(new Error('down')),
      manifest: vi.fn().mockResolvedValue(manifest('1', '/a')),
    };
    const cache = createRedirectCache(client, { filter: true, onError: () => {} });
    expect(await cache.match('/old')).toEqual({ to: '/a', statusCode: 301 });
  });

  it('gives applyRedirects the policy of the filter, so that the other form of a path is sent to the canonical one', async () => {
    const client = { redirectBloom: vi.fn().mockResolvedValue(bloom('1', false)), manifest: vi.fn() };
    const response = await applyRedirects(new Request('https://site.test/About?x=1'), createRedirectCache(client, { filter: true }));
    expect(response?.status).toBe(308);
    expect(response?.headers.get('location')).toBe('https://site.test/about?x=1');
    expect(client.manifest).not.toHaveBeenCalled();
  });

  it('needs a client that reads the filter', () => {
    expect(() => createRedirectCache({ manifest: vi.fn() }, { filter: true })).toThrow(/filter/);
  });
});

describe('createClient().redirectBloom', () => {
  const body = {
    data: redirectBloom([{ from: '/old', to: '/a', status_code: 301 }]),
    meta: { version: '7', paths: { trailingSlash: 'never', caseSensitive: true } },
  };

  it('reads the filter with its ETag', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url.pathname.endsWith('/bloom') ? { status: 200, body, headers: { etag: '"7"' } } : { status: 404 }
    );
    const client = createClient({ baseURL: 'http://cms.test', fetch });
    expect(await client.redirectBloom()).toEqual({ status: 'modified', bloom: body, etag: '"7"' });
    expect(calls[0].url.pathname).toBe('/api/sitetools/redirects/bloom');
  });

  it('sends the ETag held and gives notModified for a 304', async () => {
    const { fetch, calls } = fakeFetch(() => ({ status: 304 }));
    const client = createClient({ baseURL: 'http://cms.test', fetch });
    expect(await client.redirectBloom('"7"')).toEqual({ status: 'notModified' });
    expect(calls[0].headers['if-none-match']).toBe('"7"');
  });
});

describe('applyRedirects', () => {
  /** A cache holding one rule from /old (or from `from`), matched as the real one matches. */
  const cache = (to: string, statusCode = 308, rule: { from?: string; query?: 'pass' | 'ignore' | 'exact' } = {}) => {
    const matcher = redirectMatcher([{ from: '/old', to, status_code: statusCode, ...rule }]);
    return { match: async (path: string, request?: string | { locale?: string; search?: string }) => matcher.match(path, request) };
  };

  it('redirects to a relative target on the request origin, keeping the query', async () => {
    const response = await applyRedirects(new Request('https://site.test/old?x=1'), cache('/new'));
    expect(response?.status).toBe(308);
    expect(response?.headers.get('location')).toBe('https://site.test/new?x=1');
  });

  it("adds the visitor's query after the target's own, whose keys win, and keeps an absolute target", async () => {
    const response = await applyRedirects(new Request('https://site.test/old?x=1&y=3'), cache('https://other.test/a?y=2', 301));
    expect(response?.headers.get('location')).toBe('https://other.test/a?y=2&x=1');
  });

  it("drops the visitor's query for an ignore rule, and matches only its query for an exact rule", async () => {
    const ignoring = await applyRedirects(new Request('https://site.test/old?x=1'), cache('/new', 301, { query: 'ignore' }));
    expect(ignoring?.headers.get('location')).toBe('https://site.test/new');
    const exact = cache('/post', 301, { from: '/old?p=12', query: 'exact' });
    expect((await applyRedirects(new Request('https://site.test/old?p=12'), exact))?.headers.get('location')).toBe(
      'https://site.test/post'
    );
    expect(await applyRedirects(new Request('https://site.test/old?p=13'), exact)).toBeUndefined();
  });

  it('escapes a literal "%" of a local target, and only in its path', async () => {
    const response = await applyRedirects(new Request('https://site.test/old'), cache('/100%/café?q=%20'));
    expect(response?.headers.get('location')).toBe('https://site.test/100%25/caf%C3%A9?q=%20');
  });

  it('answers a page gone for good with its status and no location', async () => {
    const response = await applyRedirects(new Request('https://site.test/old'), { match: async () => ({ to: null, statusCode: 410 }) });
    expect(response?.status).toBe(410);
    expect(response?.headers.get('location')).toBeNull();
  });

  it('lets a path without redirect through', async () => {
    expect(await applyRedirects(new Request('https://site.test/else'), cache('/new'))).toBeUndefined();
  });
});
