import { describe, expect, it } from 'vitest';
import { freeAmong, isPathOfBase, nextFreePath, suffixedPaths } from '../../server/src/domain/unique-path';
import { freeAmongCases, nextFreePathCases, pathOfBaseCases } from '../cases/unique-path';
import { titled } from './titled';

describe('nextFreePath', () => {
  it.each(titled(nextFreePathCases, ({ name }) => name))('%s', (_, { base, taken, skip, expected }) => {
    expect(nextFreePath(base, taken, skip)).toBe(expected);
  });

  it.each(titled(nextFreePathCases, ({ name }) => `gives a free path of the base: ${name}`))('%s', (_, { base, taken, skip }) => {
    const path = nextFreePath(base, taken, skip);
    expect(taken).not.toContain(path);
    expect(isPathOfBase(path, base)).toBe(true);
  });

  it('accepts any iterable of taken paths', () => {
    const taken = new Set(['/a', '/a-2']);
    expect(nextFreePath('/a', taken.values())).toBe('/a-3');
  });
});

describe('freeAmong', () => {
  it.each(titled(freeAmongCases, ({ name }) => name))('%s', (_, { candidates, taken, skip, expected }) => {
    expect(freeAmong(candidates, taken, skip)).toBe(expected);
  });
});

describe('suffixedPaths', () => {
  it('numbers the window from the given suffix on', () => {
    expect(suffixedPaths('/a', 33, 3)).toEqual(['/a-33', '/a-34', '/a-35']);
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
