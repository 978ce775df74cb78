import { describe, expect, it } from 'vitest';
import { editDistance, pathHints, rankClosest } from '../../server/src/domain/closest-paths';
import { closestCases, editDistanceCases, pathHintCases } from '../cases/closest-paths';
import { titled } from './titled';

describe('editDistance', () => {
  it.each(titled(editDistanceCases, ({ a, b, expected }) => `"${a}" to "${b}" is ${expected}`))('%s', (_, { a, b, expected }) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});

describe('pathHints', () => {
  it.each(titled(pathHintCases, ({ path }) => `splits ${path}`))('%s', (_, { path, expected }) => {
    expect(pathHints(path)).toEqual(expected);
  });
});

describe('rankClosest', () => {
  it.each(titled(closestCases, ({ name }) => name))('%s', (_, { path, candidates, limit, expected }) => {
    expect(rankClosest(path, candidates, limit)).toEqual(expected);
  });
});
