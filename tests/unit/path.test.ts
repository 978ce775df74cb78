import { InvalidPathError, normalizePath, normalizeSitePath } from 'sitetools-kit/path';
import { describe, expect, it } from 'vitest';
import { invalidPathCases, normalizeCases, offSitePathCases, siteCases } from '../cases/path';
import { thrownBy } from './thrown-by';
import { titled } from './titled';

describe('normalizePath', () => {
  it.each(titled(normalizeCases, ({ name }) => name))('%s', (_, { input, expected }) => {
    expect(normalizePath(input)).toBe(expected);
  });

  // Paths with "%" are left out: decoding once means "/blog/%2578" -> "/blog/%78" -> "/blog/x".
  it.each(
    titled(
      normalizeCases.filter(({ expected }) => !expected.includes('%')),
      ({ name }) => `gives the same path when normalising the result again: ${name}`
    )
  )('%s', (_, { expected }) => {
    expect(normalizePath(expected)).toBe(expected);
  });

  it.each(titled(invalidPathCases, ({ name, problem }) => `rejects ${name} as ${problem}`))('%s', (_, { input, problem }) => {
    const error = thrownBy(() => normalizePath(input));
    expect(error).toBeInstanceOf(InvalidPathError);
    expect(error).toMatchObject({ problem, input, name: 'InvalidPathError' });
  });
});

describe('normalizeSitePath', () => {
  it.each(titled(offSitePathCases, ({ name, problem }) => `rejects ${name} as ${problem}`))('%s', (_, { input, problem }) => {
    expect(thrownBy(() => normalizeSitePath(input))).toMatchObject({ problem });
    // A lookup reads it: "not found" there, never an error.
    expect(() => normalizePath(input)).not.toThrow();
  });

  it.each(titled(siteCases, ({ name }) => name))('accepts %s', (_, { input, expected }) => {
    expect(normalizeSitePath(input)).toBe(expected);
  });

  it.each(titled(invalidPathCases, ({ name, problem }) => `rejects ${name} as ${problem}`))('%s', (_, { input, problem }) => {
    expect(thrownBy(() => normalizeSitePath(input))).toMatchObject({ problem });
  });
});

describe('InvalidPathError', () => {
  // Each plugin's build bundles its own copy of the kit; the query loads a second copy here.
  it('recognises the error of another copy of the module with instanceof', async () => {
    const copy = (await import('sitetools-kit/path?copy' as string)) as typeof import('sitetools-kit/path');
    expect(copy.InvalidPathError).not.toBe(InvalidPathError);
    expect(thrownBy(() => copy.normalizePath('relative'))).toBeInstanceOf(InvalidPathError);
    expect(thrownBy(() => normalizePath('relative'))).toBeInstanceOf(copy.InvalidPathError);
  });

  it('does not take another error for one', () => {
    expect(new Error('path must start with "/"')).not.toBeInstanceOf(InvalidPathError);
    expect(Object.assign(new Error('no problem given'), { name: 'InvalidPathError' })).not.toBeInstanceOf(InvalidPathError);
  });
});
