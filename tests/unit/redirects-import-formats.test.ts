import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from 'netlify-redirect-parser';
import { describe, expect, it } from 'vitest';
import { detectImportFormat, readImport, type ImportLine } from '../../addons/redirects/server/src/domain/import-formats';
import { withLocalTarget } from '../../addons/redirects/server/src/domain/import-formats/site-url';
import { IMPORT_SAMPLES } from '../cases/redirects-import-formats';

/** A line read: [line, from, to, status, query], or [line, 'refused', reason]. */
type Read = [number, string, string | null, number, string?] | [number, 'refused', RegExp];

const compact = ({ line, input, refused }: ImportLine) =>
  refused !== undefined
    ? [line, 'refused', refused]
    : [line, input.from, input.to, input.status_code, ...(input.query === undefined ? [] : [input.query])];

const expected = (reads: Read[]) =>
  reads.map((read) => (read[1] === 'refused' ? [read[0], 'refused', expect.stringMatching(read[2] as RegExp)] : read));

const READS: Record<string, Read[]> = {
  netlify: [
    [2, '/old', '/new', 301],
    [3, '/blog/:splat*', '/news/:splat*', 301],
    [4, '/shop?id=5', '/product/5', 302, 'exact'],
    [5, '/legacy', '/new-home', 301],
    [6, '/gone', null, 410],
    [7, 'refused', /200 rule is a rewrite/],
    [8, 'refused', /conditions/],
    [9, 'refused', /q=:term is captured/],
  ],
  vercel: [
    [1, '/old', '/new', 308],
    [2, '/blog/:slug', '/news/:slug', 301],
    [3, '/docs/:path*', 'https://docs.example.com/:path*', 307],
    [4, '/p?id=5', '/product/5', 308, 'exact'],
    [5, 'refused', /"cookie" condition/],
  ],
  next: [
    [1, '/old', '/new', 308],
    [2, '/blog/:slug', '/news/:slug', 307],
    [3, '/p/:id(\\d+)', '/products/:id', 301],
  ],
  'vercel-bulk': [
    [2, '/old', '/new', 308, 'pass'],
    [3, '/promo', 'https://shop.example.com/sale', 302, 'ignore'],
  ],
  cloudflare: [
    [1, '/old', 'https://www.example.com/new', 301, 'pass'],
    [2, '/blog/:path*', 'https://www.example.com/news/:path*', 301, 'ignore'],
    [3, '/shop/:path*', '/store', 302, 'ignore'],
    [4, 'refused', /not a host and a path/],
  ],
  nginx: [
    [4, '/old', '/new', 301, 'ignore'],
    [5, '/tidy', '/clean', 301, 'pass'],
    [6, '/blog/:p1(\\d{4})/:p2', '/news/:p2', 301, 'ignore'],
    [7, '/gone', null, 410],
    [8, 'refused', /prefix location/],
    [9, '/docs/:path*', '/guides/:path*', 301, 'pass'],
    [10, '/tmp', '/temporary', 302, 'pass'],
    [11, 'refused', /internal/],
    [12, 'refused', /variable \$host/],
  ],
  apache: [
    [4, '/old-page', '/new-page', 301, 'pass'],
    [6, '/product.php?id=5', '/product/5', 301, 'exact'],
    [7, '/blog/:p1([0-9]+)/:path*', '/news/:path*', 302, 'ignore'],
    [8, 'refused', /no "\$"/],
    [9, '/closed', null, 410, 'pass'],
    [11, 'refused', /condition on %\{HTTP_HOST\}/],
    [12, 'refused', /rewrites internally/],
    [14, '/shop/:path*', '/store/:path*', 301],
    [15, '/retired/:path*', null, 410],
    [16, '/tag/:p1', '/topics/:p1', 301, 'pass'],
  ],
  redirection: [
    [2, '/old-page', '/new-page/', 301],
    [3, '/shop?cat=5', 'https://example.com/category/shoes/', 302, 'exact'],
    [4, '/blog/:p1(\\d{4})/:path*', '/news/:path*', 301],
    [5, '/discontinued-product', null, 410],
    [6, 'refused', /disabled in Redirection/],
    [7, 'refused', /not anchored/],
  ],
  yoast: [
    [2, '/old-page', '/new-page/', 301],
    [3, '/shop?cat=5', '/category/shoes/', 302, 'exact'],
    [4, '/blog/:p1(\\d{4})/:path*', '/news/:path*/', 301],
    [5, '/discontinued-product', null, 410],
    [6, '/removed-by-court', null, 451],
  ],
  'rank-math': [
    [2, '/old-page', 'https://example.com/new-page/', 301, 'pass'],
    [3, '/shop/summer-sale', 'https://example.com/sale/', 302, 'pass'],
    [4, '/shop/winter-sale', 'https://example.com/sale/', 302, 'pass'],
    [5, '/blog/:p1(\\d{4})/:path*', 'https://example.com/news/:path*', 301, 'pass'],
    [6, 'refused', /inactive in Rank Math/],
    [7, '/wp-content/uploads/old/:path*', 'https://example.com/media/', 301, 'pass'],
    [8, 'refused', /"contains" matching/],
  ],
};

describe('import files of other tools', () => {
  it.each(IMPORT_SAMPLES)('reads $format as the tool wrote it, line by line', ({ format, fileName, content }) => {
    const read = readImport('auto', content, { fileName });
    expect(read.format).toBe(format);
    expect(read.lines.map(compact)).toEqual(expected(READS[format]));
  });

  it.each(IMPORT_SAMPLES)('tells $format from its content alone', ({ format, content }) => {
    // A file's name is a hint: vercel.json and a Next.js list hold the same entries.
    expect(detectImportFormat(content)).toBe(format === 'next' ? 'next' : format);
  });

  it("tells sitetools' own CSV and JSON apart from the others", () => {
    expect(detectImportFormat('from,to,status_code\n/a,/b,301\n')).toBe('csv');
    expect(detectImportFormat('[{"from":"/a","to":"/b"}]')).toBe('json');
    expect(detectImportFormat('hello world')).toBeNull();
  });

  it('says how a line was read where the other tool meant more or less', () => {
    const netlify = readImport('netlify', '/legacy /new 301!\n/shop id=5 /p 302\n').lines;
    expect(netlify.map((line) => line.notes)).toEqual([[expect.stringMatching(/forced/)], [expect.stringMatching(/among others/)]]);
    const apache = readImport('apache', 'Redirect 301 /shop /store\n').lines;
    expect(apache[0].notes).toEqual([expect.stringMatching(/every path under it/)]);
  });

  it('refuses a file it cannot read whole, naming the problem', () => {
    expect(() => readImport('auto', 'hello world')).toThrow(/could not be told/);
    expect(() => readImport('vercel', '{"rewrites": []}')).toThrow(/no "redirects" list/);
    expect(() => readImport('next', 'export default {}')).toThrow(/no list of redirects/);
    expect(() => readImport('nginx', 'location = /a { return 301 /b;')).toThrow(/not closed/);
  });

  it("writes targets on the old site's address as paths", () => {
    const line: ImportLine = { line: 1, input: { from: '/a', to: 'https://Example.com/new?x=1' } };
    expect(withLocalTarget(line, 'https://example.com').input.to).toBe('/new?x=1');
    expect(withLocalTarget({ line: 1, input: { from: '/a', to: 'http://example.com' } }, 'https://example.com').input.to).toBe('/');
    expect(withLocalTarget({ line: 1, input: { from: '/a', to: 'https://example.com.evil.org/x' } }, 'https://example.com').input.to).toBe(
      'https://example.com.evil.org/x'
    );
  });

  it("reads each line of a _redirects file as Netlify's own parser reads it", async () => {
    const { content } = IMPORT_SAMPLES.find(({ format }) => format === 'netlify')!;
    const file = join(mkdtempSync(join(tmpdir(), 'sitetools-netlify-')), '_redirects');
    writeFileSync(file, content);
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
    expect(errors).toEqual([]);
    const ours = readImport('netlify', content).lines;
    expect(ours).toHaveLength(redirects.length);
    type Parsed = { from: string; to: string; status?: number; force: boolean; query: Record<string, string>; conditions: object };
    (redirects as Parsed[]).forEach((theirs, index) => {
      const { input, refused, notes = [] } = ours[index];
      const pairs = Object.entries(theirs.query);
      if (refused !== undefined) {
        // Netlify's reading holds what sitetools cannot: a rewrite, a condition, a captured query value.
        expect(theirs.status === 200 || Object.keys(theirs.conditions).length > 0 || pairs.some(([, value]) => value.startsWith(':'))).toBe(
          true
        );
        return;
      }
      const source = theirs.from.replace(/\/\*$/, '/:splat*');
      expect(input.from).toBe(pairs.length === 0 ? source : `${source}?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`);
      expect(input.status_code).toBe(theirs.status ?? 301);
      expect(input.to).toBe(
        input.status_code === 410 ? null : theirs.to.replace(/\/:splat$/, theirs.from.endsWith('/*') ? '/:splat*' : '/:splat')
      );
      expect(notes.some((note) => /forced/.test(note))).toBe(theirs.force);
    });
  });

  describe('what other tools mean that sitetools cannot say is refused, never read otherwise', () => {
    const only = (format: string, content: string) => readImport(format as never, content).lines.map(compact);

    it.each([
      ['vercel', { source: '/blog/(.*)', destination: '/news', permanent: true }, /"\(\.\*\)" is not a whole-segment parameter/],
      ['vercel', { source: '/old/:slug.html', destination: '/new', permanent: true }, /":slug\.html" is not a whole-segment/],
      ['vercel', { source: '/a/:slug', destination: '/b/:slug.html', permanent: true }, /":slug\.html" is not a whole-segment/],
      ['vercel', { source: '/p', destination: '/q', permanent: true, has: [{ type: 'query', key: 'page' }] }, /any value/],
      [
        'vercel',
        { source: '/p', destination: '/q', permanent: true, has: [{ type: 'query', key: '\ud800', value: 'x' }] },
        /unpaired surrogate/,
      ],
    ])('%s entry %o', (format, entry, reason) => {
      expect(only(format, JSON.stringify({ redirects: [entry] }))).toEqual([[1, 'refused', expect.stringMatching(reason)]]);
    });

    it.each([
      [
        'apache',
        'RewriteCond %{QUERY_STRING} ^id=1$ [OR]\nRewriteCond %{QUERY_STRING} ^id=2$\nRewriteRule ^page$ /new [R=301,L]',
        /\[OR\]/,
      ],
      [
        'apache',
        'RewriteCond %{QUERY_STRING} ^id=1$\nRewriteCond %{QUERY_STRING} ^b=2$\nRewriteRule ^page$ /new [R=301,L]',
        /several conditions/,
      ],
      ['apache', '<If "%{HTTP_HOST} == \'old.example.com\'">\nRedirect 301 /x https://new.example.com/x\n</If>', /inside a <if> section/],
      ['apache', '<VirtualHost *:80>\nRedirect permanent / https://example.com/\n</VirtualHost>', /every path of the site/],
      ['apache', 'Redirect gone', /no path/],
      ['nginx', 'server { if ($http_user_agent ~* bot) { rewrite ^/a$ /b permanent; } }', /inside an "if" block/],
      ['nginx', 'server { server_name old.example.com; rewrite ^/(.*)$ https://www.example.com/$1 permanent; }', /every path of the site/],
      ['nginx', 'map $uri $new { /old; }\nserver { return 301 $new; }', /a key and one value/],
      ['netlify', '/blog* /news 301', /splat/],
      ['netlify', '/news/:slug /blog-:slug 301', /"blog-:slug" holds a placeholder inside a segment/],
    ])('%s: %s', (format, content, reason) => {
      expect(only(format, content)).toEqual([[expect.any(Number), 'refused', expect.stringMatching(reason)]]);
    });

    it('reads the rest of a folder into a target before its query, a gone RedirectMatch, Yoast targets without their slash, and a Next.js list alone', () => {
      expect(only('apache', 'Redirect 301 /old https://x.com/new?a=1')).toEqual([[1, '/old/:path*', 'https://x.com/new/:path*?a=1', 301]]);
      expect(only('apache', 'RedirectMatch 410 ^/gone$')).toEqual([[1, '/gone', null, 410, 'pass']]);
      expect(
        only('yoast', 'Origin,Target,Type,Format\n"old-page","new-page","301","plain"\n"^/blog/(.*)$","news/$1","301","regex"')
      ).toEqual([
        [2, '/old-page', '/new-page', 301],
        [3, '/blog/:path*', '/news/:path*', 301],
      ]);
      const list = JSON.stringify([{ source: '/a', destination: '/b', permanent: true }]);
      expect(readImport('auto', list).format).toBe('next');
      expect(readImport('auto', list).lines.map(compact)).toEqual([[1, '/a', '/b', 308]]);
      expect(only('nginx', 'rewrite ^/away$ https://example.org/new last;')).toEqual([
        [1, '/away', 'https://example.org/new', 302, 'pass'],
      ]);
    });

    it('refuses files that would nest, loop or backtrack without end as a whole or reads them in linear time', () => {
      expect(() => readImport('nginx', `${'a {'.repeat(20_000)}${'}'.repeat(20_000)}`)).toThrow(/nested more than/);
      expect(() => readImport('next', 'export default { async redirects() { return [ /* old rules ]; } }')).toThrow(/not closed/);
      expect(detectImportFormat(`/a /b${' a========b'.repeat(11)} z`)).toBeNull();
      expect(readImport('netlify', `/a${' '.repeat(1_200_000)}/b`).lines.map(compact)).toEqual([[1, '/a', '/b', 301]]);
      expect(() => readImport('next', 'redirects(){'.repeat(150_000))).toThrow(/no list of redirects/);
    });
  });
});
