import { describe, expect, it } from 'vitest';
import { slugify } from '../../server/src/domain/slugify';
import { slugifyCases } from '../cases/slugify';
import { titled } from './titled';

describe('slugify', () => {
  it.each(titled(slugifyCases, ({ name }) => name))('%s', (_, { input, options, expected }) => {
    expect(slugify(input, options)).toBe(expected);
  });

  it.each(
    titled(
      slugifyCases.filter(({ expected }) => expected !== ''),
      ({ name }) => `gives a slug that slugifies to itself: ${name}`
    )
  )('%s', (_, { options, expected }) => {
    expect(slugify(expected, options)).toBe(expected);
  });
});
