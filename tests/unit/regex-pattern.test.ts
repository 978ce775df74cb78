import { describe, expect, it } from 'vitest';
import { patternFromRegex, type RegexOptions } from '../../addons/redirects/server/src/domain/import-formats/regex-pattern';

const read: Array<[source: string, to: string | null, from: string, target: string | null, options?: RegexOptions]> = [
  ['^/old$', '/new', '/old', '/new'],
  ['^/old/?$', '/new', '/old', '/new'],
  ['^/page\\.html$', '/page', '/page.html', '/page'],
  ['^/blog/(.*)$', '/news/$1', '/blog/:path*', '/news/:path*'],
  ['^/blog/(.+)', '/news/$1', '/blog/:path+', '/news/:path+'],
  ['^/blog/.*$', '/news', '/blog/:path*', '/news'],
  ['^/old/?(.*)$', '/new/$1', '/old/:path*', '/new/:path*'],
  ['^/p/(\\d+)$', '/product/$1', '/p/:p1(\\d+)', '/product/:p1'],
  ['^/(\\d{4})/(\\d{2})/([^/]+)/?$', '/news/$3', '/:p1(\\d{4})/:p2(\\d{2})/:p3', '/news/:p3'],
  ['^/(en|fr)/about$', '/$1/a-propos', '/:p1(en|fr)/about', '/:p1/a-propos'],
  ['^/files((?:/[^/]+)+)$', '/assets$1', '/files/:p1+', '/assets/:p1+'],
  ['^((?:/[^/]+)?)/about$', '$1/about-us', '/:p1?/about', '/:p1?/about-us'],
  ['^/x/(.*)$', 'https://example.org/y/$1?ref=old', '/x/:path*', 'https://example.org/y/:path*?ref=old'],
  ['^/gone/(.*)$', null, '/gone/:path*', null],
  ['^/a\\sb$', '/c', '/a b', '/c'],
  ['^old/(.*)$', '/new/$1', '/old/:path*', '/new/:path*', { relative: true }],
  ['^/?old$', '/new', '/old', '/new', { relative: true }],
  ['^/old/(.*)$', '/new/\\1', '/old/:path*', '/new/:path*', { backslashReferences: true }],
  ['^/cost$', '/price/\\$5', '/cost', '/price/$5', { escapedTarget: true }],
];

const refused: Array<[source: string, to: string | null, reason: RegExp, options?: RegexOptions]> = [
  ['/old', '/new', /not anchored/],
  ['^/old', '/new', /no "\$"/],
  ['^old$', '/new', /does not start with "\/"/],
  ['^/blog(.*)$', '/news$1', /inside a segment/],
  ['^/blog-(\\d+)$', '/news/$1', /part of a segment/],
  ['^/x/(\\d+)?$', '/y', /quantifier/],
  ['^/x/(?:a|b)$', '/y', /not a capture/],
  ['^/a|/b$', '/c', /alternatives/],
  ['^/[a-z]+$', '/c', /character class/],
  ['^/x/\\d+$', '/c', /"\\d" outside/],
  ['^/x$', '/y/$1', /names no captured segment/],
  ['^/x/(.*)$', '/y$1', /inside a segment/],
  ['^/x/([^/]+)$', '/y/$1.html', /inside a segment/],
  ['^/x\\?a=1$', '/y', /query string/],
  ['^/x/(.*)/y$', '/z', /comes last/],
  ['^/:x$', '/y', /starting with ":"/],
  ['^/x/(a/b)$', '/y', /can hold "\/"/],
  ['^/x$', '/y%1', /condition's capture/, { escapedTarget: true }],
  ['^/a/?b$', '/c', /optional "\/" inside the path/],
];

describe('regex rules read as patterns', () => {
  it.each(read)('%s → %s reads as a pattern', (source, to, from, target, options) => {
    expect(patternFromRegex(source, to, options)).toMatchObject({ from, to: target });
  });

  it.each(refused)('%s → %s is refused', (source, to, reason, options) => {
    expect(() => patternFromRegex(source, to, options)).toThrow(reason);
  });

  it('notes a dot read as a dot, and an optional "/" before the rest read as the folder', () => {
    expect(patternFromRegex('^/page.html$', '/page').notes).toEqual([expect.stringMatching(/"\." as a dot/)]);
    expect(patternFromRegex('^/blog/?(.*)$', '/news/$1').notes).toEqual([
      expect.stringMatching(/as the folder \/blog and the paths under it/),
    ]);
  });
});
