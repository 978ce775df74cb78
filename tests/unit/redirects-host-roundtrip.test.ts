import { describe, expect, it } from 'vitest';
import { exportForHost } from '../../addons/redirects/server/src/domain/host-formats';
import { readImport } from '../../addons/redirects/server/src/domain/import-formats';
import { patternShapes, withStoredNames } from '../../addons/redirects/server/src/domain/pattern-names';
import { validateRedirect } from '../../addons/redirects/server/src/domain/redirect-rules';
import { HOST_FORMATS, type HostFormat, type RedirectFields } from '../../addons/redirects/shared/contracts/redirects';
import { HOST_SAMPLE } from '../cases/redirects-host-export';

const OPTIONS = { caseSensitive: true, host: 'www.example.com' };

/** Patterns of every parameter kind, beside the sample of each kind of rule. */
const RULES: ReadonlyArray<RedirectFields> = [
  ...HOST_SAMPLE,
  { from: '/:lang?/about', to: '/:lang?/about-us', status_code: 301, locale: null },
  { from: '/shop/:category/:item', to: '/store/:item/:category', status_code: 302, locale: null, query: 'ignore' },
  { from: '/files/:rest+', to: '/assets/:rest+', status_code: 308, locale: null },
  { from: '/closed/:path*', to: null, status_code: 410, locale: null },
  { from: '/y/:year(\\d{4})/:slug', to: '/archive/:year/:slug', status_code: 301, locale: null },
];

/** The rule as stored, with the query policy it applies (pass when none is written). */
const asStored = (rule: RedirectFields) => ({
  from: rule.from,
  to: rule.to,
  status_code: rule.status_code,
  query: rule.query ?? 'pass',
});

describe('each host file imported back gives the rules exported', () => {
  it.each(HOST_FORMATS)('%s', (format: HostFormat) => {
    const file = exportForHost(format, RULES, OPTIONS);
    const leftOut = new Set(file.left.map(({ from }) => from));
    const exported = RULES.filter((rule) => !leftOut.has(rule.from)).map(asStored);
    const read = readImport('auto', file.text, { fileName: format === 'netlify' ? '_redirects' : undefined });
    expect(read.format).toBe(format === 'vercel' || format === 'next' ? read.format : format);
    const shapes = patternShapes(RULES.map((rule) => rule.from));
    const imported = read.lines.map((line) => {
      expect(line.refused, `line ${line.line}: ${line.refused}`).toBeUndefined();
      const { from, to, status_code, query } = validateRedirect(withStoredNames(line.input, shapes), 308);
      return { from, to, status_code, query };
    });
    expect(imported).toEqual(expect.arrayContaining(exported));
    expect(imported).toHaveLength(exported.length);
  });
});
