import { InvalidPathError } from 'sitetools-kit/path';
import {
  DEFAULT_PATH_POLICY,
  canonicalPathname,
  foldPathCase,
  matchablePathname,
  servedPath,
  servedTarget,
  storedPath,
} from 'sitetools-kit/path-policy';
import { describe, expect, it } from 'vitest';
import { foldRedirectInput } from '../../addons/redirects/server/src/domain/path-case';
import { configSchema } from '../../server/src/config';
import {
  ALWAYS,
  ALWAYS_ANY_CASE,
  NEVER,
  NEVER_ANY_CASE,
  canonicalCases,
  redirectCaseCases,
  servedPathCases,
  servedTargetCases,
  storedPathCases,
} from '../cases/path-policy';
import { normalizeCases } from '../cases/path';
import { titled } from './titled';

describe('storedPath', () => {
  it.each(titled(storedPathCases, ({ name }) => name))('%s', (_, { policy, input, expected }) => {
    expect(storedPath(input, policy)).toBe(expected);
  });

  it.each(titled(normalizeCases, ({ name }) => `the default policy is normalizePath: ${name}`))('%s', (_, { input, expected }) => {
    expect(storedPath(input, DEFAULT_PATH_POLICY)).toBe(expected);
  });

  it('refuses a path that lowercasing makes too long', () => {
    // "İ" lowercases to "i" and a combining dot: 128 of them become 256 code units.
    const path = `/${'İ'.repeat(127)}`;
    expect(storedPath(path, NEVER)).toBe(path);
    expect(() => foldPathCase(`/${'İ'.repeat(128)}`, NEVER_ANY_CASE)).toThrow(InvalidPathError);
  });
});

describe('servedPath', () => {
  it.each(titled(servedPathCases, ({ name }) => name))('%s', (_, { policy, path, expected }) => {
    expect(servedPath(path, policy)).toBe(expected);
  });

  it('gives back the stored form through storedPath, for every policy', () => {
    for (const policy of [NEVER, ALWAYS, NEVER_ANY_CASE, ALWAYS_ANY_CASE]) {
      for (const path of ['/', '/about', '/docs/start', '/feed.xml']) expect(storedPath(servedPath(path, policy), policy)).toBe(path);
    }
  });
});

describe('servedTarget', () => {
  it.each(titled(servedTargetCases, ({ name }) => name))('%s', (_, { policy, path, expected }) => {
    expect(servedTarget(path, policy)).toBe(expected);
  });
});

describe('canonicalPathname', () => {
  it.each(titled(canonicalCases, ({ name }) => name))('%s', (_, { policy, pathname, expected }) => {
    expect(canonicalPathname(pathname, policy)).toBe(expected);
  });

  it('sends every form to a pathname that is canonical itself', () => {
    for (const policy of [ALWAYS, NEVER_ANY_CASE, ALWAYS_ANY_CASE]) {
      for (const pathname of ['/A', '/a/', '/A/b/', '/%C3%89', '/x']) {
        const canonical = canonicalPathname(pathname, policy) ?? pathname;
        expect(canonicalPathname(canonical, policy)).toBeNull();
      }
    }
  });
});

describe('matchablePathname', () => {
  it('leaves a pathname as it is when case counts', () => {
    expect(matchablePathname('/About/', ALWAYS)).toBe('/About/');
  });

  it('lowercases the normal form and escapes "%" so that a matcher reads the same path back', () => {
    expect(matchablePathname('/About/', NEVER_ANY_CASE)).toBe('/about');
    expect(matchablePathname('/100%25', NEVER_ANY_CASE)).toBe('/100%25');
    expect(matchablePathname('/%C3%89T%C3%89', NEVER_ANY_CASE)).toBe('/été');
  });

  it('gives a pathname the path rules refuse back as it is', () => {
    expect(matchablePathname('/A/../b', NEVER_ANY_CASE)).toBe('/A/../b');
  });
});

describe('paths config', () => {
  it('defaults to no trailing slash and case-sensitive paths', () => {
    expect(configSchema.parse({}).paths).toEqual({ trailingSlash: 'never', caseSensitive: true });
  });

  it.each([
    [{ trailingSlash: 'sometimes' }, 'paths.trailingSlash'],
    [{ caseSensitive: 'no' }, 'paths.caseSensitive'],
    [{ slash: 'always' }, 'paths'],
  ])('refuses %j, naming %s', (paths, field) => {
    const result = configSchema.safeParse({ paths });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path.join('.')).toBe(field);
  });
});

describe('foldRedirectInput', () => {
  it.each(titled(redirectCaseCases, ({ name }) => name))('%s', (_, { policy, input, expected }) => {
    expect(foldRedirectInput({ ...input, status_code: 301 }, policy)).toEqual({ ...expected, status_code: 301 });
  });
});
