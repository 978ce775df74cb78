import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The built client (`npm run build:client`, part of `pretest`) must run anywhere fetch does:
// Node 20+, browsers, edge runtimes. So its bundles import nothing, in either module format.
const dist = join(__dirname, '../../packages/client/dist');
const require = createRequire(import.meta.url);
const EXPORTS = ['SitetoolsError', 'createClient', 'createRedirectCache', 'notFoundReporter', 'redirectMatcher'];

describe('the built sitetools-client', () => {
  it.each(['index.cjs', 'index.mjs', 'next.cjs', 'next.mjs'])('%s imports no module', (file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    expect(code).not.toMatch(/\brequire\(|^import\s|\bimport\(/m);
  });

  it('loads as CommonJS', () => {
    expect(Object.keys(require(join(dist, 'index.cjs'))).sort()).toEqual(EXPORTS);
    expect(Object.keys(require(join(dist, 'next.cjs')))).toEqual(['applyRedirects']);
  });

  it('loads as an ES module', async () => {
    expect(Object.keys(await import(join(dist, 'index.mjs'))).sort()).toEqual(EXPORTS);
  });
});
