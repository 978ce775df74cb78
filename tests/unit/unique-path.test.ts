import { describe, expect, it } from 'vitest';
import { isPathOfBase, nextFreePath } from '../../server/src/domain/unique-path';
import { nextFreePathCases, pathOfBaseCases } from '../cases/unique-path';
import { titled } from './titled';

describe('nextFreePath', () => {
  it.each(titled(nextFreePathCases, ({ name }) => name))('%s', (_, { base, taken, skip, expected }) => {
    expect(nextFreePath(base, taken, skip)).toBe(expected);
  });

  it.each(titled(nextFreePathCases, ({ name }) => `gives a free path of the base: ${name}`))(
    '%s',
    (_, { base, taken, skip }) => {
      const path = nextFreePath(base, taken, skip);
      expect(taken).not.toContain(path);
      expect(isPathOfBase(path, base)).toBe(true);
    }
  );

  it('accepts any iterable of taken paths', () => {
    const taken = new Set(['/a', '/a-2']);
    expect(nextFreePath('/a', taken.values())).toBe('/a-3');
  });
});

describe('isPathOfBase', () => {
  it.each(titled(pathOfBaseCases, ({ name, expected }) => `${expected ? 'counts' : 'does not count'} ${name}`))(
    '%s',
    (_, { path, base, expected }) => {
      expect(isPathOfBase(path, base)).toBe(expected);
    }
  );
});
