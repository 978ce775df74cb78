import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from 'netlify-redirect-parser';
import { compile, match } from 'path-to-regexp';
import { redirectMatcher } from 'sitetools-kit/redirect-match';
import { describe, expect, it } from 'vitest';
import { exportForHost } from '../../addons/redirects/server/src/domain/host-formats';
import type { HostFormat, RedirectFields } from '../../addons/redirects/shared/contracts/redirects';
import { HOST_SAMPLE, NEXT_SAMPLE_ENTRIES, NEXT_SAMPLE_LEFT, hostEscapeCases, hostExportCases } from '../cases/redirects-host-export';

const OPTIONS = { caseSensitive: true, host: 'www.example.com' };
const write = (format: HostFormat, rules: ReadonlyArray<RedirectFields>, options = {}) =>
  exportForHost(format, rules, { ...OPTIONS, ...options });
const leftOf = (format: HostFormat, rules = HOST_SAMPLE) => write(format, rules).left.map(({ from, reason }) => [from, reason]);

describe('exports for hosts', () => {
  it.each(hostExportCases)('$format writes each rule it can express, in the order they apply', ({ format, text, left }) => {
    const file = write(format, HOST_SAMPLE);
    expect(file.text).toBe(text);
    expect(file.rules).toBe(HOST_SAMPLE.length);
    expect(file.exported).toBe(HOST_SAMPLE.length - left.length);
    expect(leftOf(format)).toEqual(left.map(([from, reason]) => [from, expect.stringMatching(reason)]));
  });

  it.each(['vercel', 'next'] as const)('%s writes redirects() entries with the path-to-regexp syntax as it is', (format) => {
    const file = write(format, HOST_SAMPLE);
    const entries = format === 'vercel' ? JSON.parse(file.text).redirects : JSON.parse(/const list = (\[[\s\S]*\]);/.exec(file.text)![1]);
    expect(entries).toEqual(NEXT_SAMPLE_ENTRIES);
    expect(leftOf(format)).toEqual(NEXT_SAMPLE_LEFT.map(([from, reason]) => [from, expect.stringMatching(reason)]));
  });

  it.each(hostEscapeCases)('$name', ({ format, rule, holds }) => {
    expect(write(format, [rule]).text).toContain(holds);
  });

  it('leaves out the rules of other locales, and with a locale takes its rule over the one for every locale', () => {
    const rules: RedirectFields[] = [
      { from: '/about', to: '/a-propos', status_code: 301, locale: 'fr' },
      { from: '/about', to: '/about-us', status_code: 301, locale: null },
      { from: '/uber', to: '/ueber', status_code: 301, locale: 'de' },
    ];
    expect(write('netlify', rules).text).toBe('/about /about-us 301\n');
    const fr = write('netlify', rules, { locale: 'fr' });
    expect(fr.text).toBe('/about /a-propos 301\n');
    expect(fr.left).toEqual([
      { from: '/about', locale: null, reason: expect.stringMatching(/locale "fr" at the same path/) },
      { from: '/uber', locale: 'de', reason: expect.stringMatching(/no locale/) },
    ]);
  });

  it('matches case-insensitively on nginx and Apache when the site does', () => {
    const rules: RedirectFields[] = [{ from: '/blog/:slug', to: '/news/:slug', status_code: 301, locale: null }];
    expect(write('nginx', rules, { caseSensitive: false }).text).toContain('"~*^/blog/([^/]+)$"');
    expect(write('apache', rules, { caseSensitive: false }).text).toContain('[R=301,L,NE,QSA,NC]');
  });

  it.each(['nginx', 'apache'] as const)('%s leaves out a pattern of more than 9 parameters, which its captures cannot name', (format) => {
    const from = `/${'abcdefghij'
      .split('')
      .map((name) => `:${name}`)
      .join('/')}`;
    const rules: RedirectFields[] = [{ from, to: '/x/:j', status_code: 301, locale: null }];
    expect(leftOf(format, rules)).toEqual([[from, expect.stringMatching(/at most 9 captures/)]]);
  });

  it.each([
    ['netlify', 2001, /2,000 static/],
    ['vercel', 1025, /1,024 routes/],
    ['next', 1001, /1,000 headers, redirects and rewrites/],
  ] as const)('%s reports its documented limit when the file crosses it', (format, count, message) => {
    const rules = Array.from({ length: count }, (_, i): RedirectFields => ({ from: `/r${i}`, to: '/x', status_code: 301, locale: null }));
    expect(write(format, rules).limits).toEqual([{ limit: count - 1, count, message: expect.stringMatching(message) }]);
    expect(write(format, rules.slice(1)).limits).toEqual([]);
  });

  it('reports the dynamic rules past the 100 a _redirects file takes', () => {
    const rules = Array.from({ length: 101 }, (_, i): RedirectFields => ({
      from: `/r${i}/:x`,
      to: '/x/:x',
      status_code: 301,
      locale: null,
    }));
    expect(write('netlify', rules).limits).toEqual([{ limit: 100, count: 101, message: expect.stringMatching(/100 dynamic/) }]);
  });
});

describe('host files read back by the hosts’ own parsers', () => {
  it("Netlify's parser reads the _redirects export back into the same rules", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitetools-netlify-'));
    const file = join(dir, '_redirects');
    writeFileSync(file, write('netlify', HOST_SAMPLE).text);
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
    expect(errors).toEqual([]);
    const read = (redirects as Array<{ from: string; to: string; status: number; query: object }>).map(({ from, to, status, query }) => ({
      from,
      to,
      status,
      query,
    }));
    expect(read).toEqual([
      { from: '/p', to: '/product/5', status: 301, query: { id: '5' } },
      { from: '/a%20b', to: '/c%20%22d%22%20100%25', status: 302, query: {} },
      { from: '/gone', to: '/404.html', status: 410, query: {} },
      { from: '/legal', to: '/404.html', status: 451, query: {} },
      { from: '/old', to: '/new', status: 301, query: {} },
      { from: '/blog/:slug', to: '/news/:slug', status: 301, query: {} },
      { from: '/docs/*', to: 'https://docs.example.com/guide/:splat', status: 308, query: {} },
    ]);
  });

  // The paths a visitor sends (percent-encoded). The kit answers with the stored (decoded) target,
  // the file holds it as sent: decoded, the two must be the same.
  const SAMPLE_PATHS = ['/old', '/a%20b', '/blog/hello', '/blog/a/b', '/docs', '/docs/x/y', '/p/42', '/p/abc', '/nothing'];

  it('path-to-regexp 6 matches each vercel.json source on the same paths as the kit, to the same target', () => {
    const { redirects } = JSON.parse(write('vercel', HOST_SAMPLE).text) as { redirects: typeof NEXT_SAMPLE_ENTRIES };
    const kit = redirectMatcher(HOST_SAMPLE);
    for (const path of SAMPLE_PATHS) {
      const expected = kit.match(path);
      const hit = redirects
        .filter((entry) => !('has' in entry))
        .map((entry) => ({ entry, found: match<Record<string, string | string[]>>(entry.source)(path) }))
        .find(({ found }) => found !== false);
      if (expected === null || expected.to === null) {
        expect(hit, path).toBeUndefined();
        continue;
      }
      expect(hit, path).toBeDefined();
      const { entry, found } = hit!;
      if (found === false) continue;
      const [origin, rest] = /^(https?:\/\/[^/]+)?(.*)$/.exec(entry.destination)!.slice(1);
      const to = `${origin ?? ''}${compile(rest, { encode: (value) => value })(found.params)}`;
      expect([decodeURI(to), entry.statusCode], path).toEqual([expected.to, expected.statusCode]);
    }
  });
});
