import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The built client (`npm run build:client`, part of `pretest`) must run anywhere fetch does:
// Node 20+, browsers, edge runtimes. So its bundles import nothing, in either module format.
const dist = join(__dirname, '../../packages/client/dist');
const require = createRequire(import.meta.url);
const EXPORTS = [
  'SitetoolsError',
  'createClient',
  'createRedirectCache',
  'notFoundReporter',
  'pathsToRevalidate',
  'redirectFilter',
  'redirectHitReporter',
  'redirectMatcher',
];

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

// The client takes its wire types from the plugins' shared contracts: the package must carry their
// declarations too, since it is published with `dist` only.
describe('the type declarations of the built sitetools-client', () => {
  const declarations = readdirSync(join(dist, 'types'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => join(dist, 'types', file));
  const manifest = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as {
    exports: Record<string, { types?: string } | string>;
  };

  it.each(Object.entries(manifest.exports).filter(([, target]) => typeof target === 'object'))('%s has its types in dist', (_, target) => {
    expect(existsSync(join(dist, '..', (target as { types: string }).types))).toBe(true);
  });

  it.each(declarations.map((file) => [file.slice(dist.length + 1), file]))('%s imports only declarations in dist', (_, file) => {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((match) => match[1]);
    for (const specifier of specifiers) {
      expect(specifier, `${specifier} is not a file of the package`).toMatch(/^\.\.?\//);
      const target = resolve(dirname(file), specifier.replace(/\.js$/, ''));
      expect(existsSync(`${target}.d.ts`), `${specifier} resolves`).toBe(true);
      expect(target.startsWith(dist)).toBe(true);
    }
  });
});
