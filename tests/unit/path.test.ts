import fc from 'fast-check';
import { InvalidPathError, MAX_PATH_LENGTH, normalizePath } from 'sitetools-kit/path';
import { describe, expect, it } from 'vitest';
import { invalidPathCases, normalizeCases } from '../cases/path';
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

// Paths already in stored form skip the rules (normalizePath's PLAIN_PATH). The same path with a
// trailing slash takes every rule, so the two must agree on whatever the fast path accepts.
describe('normalizePath on paths already in stored form', () => {
  // Half of a surrogate pair is a character here, so that lone and paired surrogates both occur.
  const characters = fc.constantFrom(...'/.-_~aZ09%?#é \ud83c\udf89'.split(''));
  const candidate = fc.array(characters, { minLength: 1, maxLength: 40 }).map((chars) => `/${chars.join('')}`);

  it('gives what the full rules give', () => {
    fc.assert(
      fc.property(candidate, (input) => {
        const full = (() => {
          try {
            return normalizePath(`${input}/`);
          } catch (error) {
            return error;
          }
        })();
        if (full instanceof Error) {
          expect(() => normalizePath(input)).toThrow(InvalidPathError);
        } else if (!input.endsWith('/') && !input.includes('//')) {
          expect(normalizePath(input)).toBe(full);
        }
      }),
      { numRuns: 20_000 }
    );
  });

  it('still refuses a path over the length limit', () => {
    expect(thrownBy(() => normalizePath(`/${'a'.repeat(MAX_PATH_LENGTH)}`))).toMatchObject({ problem: 'too-long' });
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
