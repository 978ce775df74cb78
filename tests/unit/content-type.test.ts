import { describe, expect, it } from 'vitest';
import { findUidField, isSitetoolsEnabled } from '../../server/src/domain/content-type';
import { enabledCases, uidFieldCases } from '../cases/content-type';
import { titled } from './titled';

describe('isSitetoolsEnabled', () => {
  it.each(titled(enabledCases, ({ name, expected }) => `${expected ? 'enables' : 'does not enable'} ${name}`))(
    '%s',
    (_, { schema, expected }) => {
      expect(isSitetoolsEnabled(schema)).toBe(expected);
    }
  );
});

describe('findUidField', () => {
  it.each(titled(uidFieldCases, ({ name }) => `finds ${name}`))('%s', (_, { schema, expected }) => {
    expect(findUidField(schema)).toStrictEqual(expected);
  });
});
