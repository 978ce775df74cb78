import { describe, expect, it } from 'vitest';
import { InvalidPathError, normalizePath } from '../../server/src/domain/path';
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

  it.each(titled(invalidPathCases, ({ name, problem }) => `rejects ${name} as ${problem}`))(
    '%s',
    (_, { input, problem }) => {
      const error = thrownBy(() => normalizePath(input));
      expect(error).toBeInstanceOf(InvalidPathError);
      expect(error).toMatchObject({ problem, input, name: 'InvalidPathError' });
    }
  );
});
