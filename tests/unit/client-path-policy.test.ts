import { describe, expect, it } from 'vitest';
import { createRedirectCache } from '../../packages/client/src/cache';
import { applyRedirects } from '../../packages/client/src/next';
import { redirectMatcher } from '../../packages/client/src/redirects';
import type { PathPolicy, Redirect, RedirectManifest } from '../../packages/client/src/types';

const ALWAYS_ANY_CASE: PathPolicy = { trailingSlash: 'always', caseSensitive: false };

/** A manifest as a server with `paths` sends it: sources stored lowercase without a slash. */
const manifest = (data: Redirect[], paths?: PathPolicy): RedirectManifest => ({
  data,
  meta: { version: 'v1', nextChange: null, ...(paths && { paths }) },
});

/** A redirect cache over a server that answers `served` once. */
const cacheOf = (served: RedirectManifest) =>
  createRedirectCache({ manifest: async () => ({ status: 'modified' as const, manifest: served, etag: '"v1"' }) });

const RULES: Redirect[] = [
  { from: '/old', to: '/new', status_code: 301 },
  { from: '/blog/:slug', to: '/posts/:slug', status_code: 308 },
];

describe('applyRedirects under the server’s path policy', () => {
  const apply = async (url: string, served = manifest(RULES, ALWAYS_ANY_CASE), paths?: PathPolicy) =>
    applyRedirects(new Request(url), cacheOf(served), paths ? { paths } : {});

  it.each([
    ['the form without the trailing slash', 'https://site.test/about?x=1', 'https://site.test/about/?x=1'],
    ['capitals where case does not count', 'https://site.test/About/', 'https://site.test/about/'],
    ['both at once, before any redirect rule', 'https://site.test/OLD', 'https://site.test/old/'],
    ['a path that starts with "//", staying on the site', 'https://site.test//Evil', 'https://site.test/evil/'],
  ])('sends %s to the canonical form with a 308', async (_, url, location) => {
    const response = await apply(url);
    expect(response?.status).toBe(308);
    expect(response?.headers.get('location')).toBe(location);
  });

  it('lets the canonical form of a page through, and a file name as it is', async () => {
    expect(await apply('https://site.test/about/')).toBeUndefined();
    expect(await apply('https://site.test/')).toBeUndefined();
    expect(await apply('https://site.test/Feed.XML')).toBeUndefined();
  });

  it('applies a rule to the canonical form, sending the visitor to the target’s canonical form', async () => {
    expect((await apply('https://site.test/old/'))?.headers.get('location')).toBe('https://site.test/new/');
    expect((await apply('https://site.test/blog/hello/'))?.headers.get('location')).toBe('https://site.test/posts/hello/');
  });

  it('redirects nothing to a canonical form under the default policy, as before the policy', async () => {
    expect(await apply('https://site.test/About/', manifest(RULES))).toBeUndefined();
    expect(await apply('https://site.test/about/', manifest(RULES, { trailingSlash: 'never', caseSensitive: true }))).toBeUndefined();
  });

  it('takes the policy from its option over the manifest’s', async () => {
    const response = await apply('https://site.test/about', manifest(RULES), { trailingSlash: 'always', caseSensitive: true });
    expect(response?.headers.get('location')).toBe('https://site.test/about/');
  });
});

describe('redirectMatcher under a path policy', () => {
  it('finds a lowercase source from any case when case does not count, and only then', () => {
    const rules = [{ from: '/été', to: '/summer', status_code: 301 }];
    expect(redirectMatcher(manifest(rules, ALWAYS_ANY_CASE)).match('/%C3%89T%C3%89/')).toEqual({ to: '/summer/', statusCode: 301 });
    expect(redirectMatcher(manifest(rules)).match('/%C3%89T%C3%89/')).toBeNull();
  });

  it('says the manifest’s policy, and the default for a bare list', () => {
    expect(redirectMatcher(manifest(RULES, ALWAYS_ANY_CASE)).paths).toEqual(ALWAYS_ANY_CASE);
    expect(redirectMatcher(RULES).paths).toEqual({ trailingSlash: 'never', caseSensitive: true });
  });
});
