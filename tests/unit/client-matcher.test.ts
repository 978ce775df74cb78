import fc from 'fast-check';
import { normalizePath } from 'sitetools-kit/path';
import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../packages/client/src/query';
import { redirectMatcher } from '../../packages/client/src/redirects';
import { queryCases } from '../cases/client-query';
import { invalidPathCases, normalizeCases } from '../cases/path';
import { titled } from './titled';

// The server stores each redirect's `from` normalised; the client must find it from any form of
// the path the server itself would accept, by the server's own rules.
describe('redirectMatcher', () => {
  it.each(titled(normalizeCases, ({ name }) => `matches as the server normalises: ${name}`))('%s', (_, { input, expected }) => {
    const matcher = redirectMatcher([{ from: expected, to: '/target', status_code: 308 }]);
    expect(matcher.match(input)).toEqual({ to: '/target', statusCode: 308 });
  });

  it.each(
    titled(
      invalidPathCases.filter(({ input }) => typeof input === 'string'),
      ({ name }) => `matches nothing for a path the server refuses: ${name}`
    )
  )('%s', (_, { input }) => {
    const matcher = redirectMatcher([{ from: '/', to: '/target', status_code: 301 }]);
    expect(matcher.match(input as string)).toBeNull();
  });

  it('is case-sensitive, as paths are', () => {
    const matcher = redirectMatcher([{ from: '/About', to: '/about-us', status_code: 301 }]);
    expect(matcher.match('/about')).toBeNull();
    expect(matcher.match('/About/')).toEqual({ to: '/about-us', statusCode: 301 });
  });

  it('matches a stored literal % without decoding it twice', () => {
    const matcher = redirectMatcher([{ from: '/100%', to: '/percent', status_code: 302 }]);
    expect(matcher.match('/100%25')).toEqual({ to: '/percent', statusCode: 302 });
  });

  // Most pathnames skip the full rules through a cheaper check; it must never change an answer.
  it('answers every pathname as the full path rules would', () => {
    const piece = fc.constantFrom('/', '//', '.', '..', '%', '%2F', '%41', '%C3%A9', 'a', 'Z', '-', ' ', '?', '#', '\\', 'é', '\u0000');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const pathname = `/${pieces.join('')}`;
        let normal: string | null;
        try {
          normal = normalizePath(pathname);
        } catch {
          normal = null;
        }
        // The pathname itself is a decoy: only its normal form may be found.
        const redirects = [{ from: pathname, to: '/decoy', status_code: 302 }];
        if (normal !== null) redirects.push({ from: normal, to: '/target', status_code: 301 });
        const expected = normal === null ? null : { to: '/target', statusCode: 301 };
        expect(redirectMatcher(redirects).match(pathname)).toEqual(expected);
      }),
      { numRuns: 2000, seed: 20261124 }
    );
  });

  it('matches patterns, with the locale and query of the request', () => {
    const matcher = redirectMatcher([
      { from: '/blog/:slug', to: '/news/:slug', status_code: 308, locale: null },
      { from: '/docs/:path*', to: 'https://docs.example.com/:path*', status_code: 301, locale: 'fr', query: 'ignore' },
      { from: '/old/:x*', to: null, status_code: 410, locale: null },
    ]);
    expect(matcher.match('/blog/caf%C3%A9', { search: '?ref=1' })).toEqual({ to: '/news/café?ref=1', statusCode: 308 });
    expect(matcher.match('/docs/a/b', { locale: 'fr', search: '?ref=1' })).toEqual({ to: 'https://docs.example.com/a/b', statusCode: 301 });
    expect(matcher.match('/docs/a/b', 'en')).toBeNull();
    expect(matcher.match('/old/a')).toEqual({ to: null, statusCode: 410 });
  });

  it('reports the manifest version and size', () => {
    const matcher = redirectMatcher({ data: [{ from: '/a', to: '/b', status_code: 301 }], meta: { version: '7' } });
    expect({ version: matcher.version, size: matcher.size }).toEqual({ version: '7', size: 1 });
  });
});

describe('toQueryString', () => {
  it.each(titled(queryCases, ({ name }) => name))('%s', (_, { params, expected }) => {
    expect(toQueryString(params)).toBe(expected);
  });
});
