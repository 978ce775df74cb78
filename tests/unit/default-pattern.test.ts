import { MAX_PATH_LENGTH, normalizePath } from 'sitetools-kit/path';
import { describe, expect, it } from 'vitest';
import { renderDefaultPath, SUFFIX_ROOM } from '../../server/src/domain/default-pattern';
import { defaultPathCases } from '../cases/default-pattern';
import { titled } from './titled';

describe('renderDefaultPath', () => {
  it.each(titled(defaultPathCases, ({ name }) => name))('%s', (_, { input, options, expected }) => {
    expect(renderDefaultPath(input, options)).toBe(expected);
  });

  it.each(titled(defaultPathCases, ({ name }) => `gives a stored-form path with room for a suffix: ${name}`))(
    '%s',
    (_, { input, options }) => {
      const path = renderDefaultPath(input, options);
      expect(normalizePath(path)).toBe(path);
      expect(path.length + SUFFIX_ROOM).toBeLessThanOrEqual(MAX_PATH_LENGTH);
    }
  );
});
