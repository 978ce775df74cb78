import { describe, expect, it } from 'vitest';
import { crumbTitleField, mayTitle } from '../../server/src/domain/field-types';
import { crumbAttributes, crumbTitleFieldCases, mayTitleCases } from '../cases/crumb-title';
import { titled } from './titled';

describe('the field that titles a crumb', () => {
  it.each(titled(mayTitleCases, ({ field }) => field))('%s may title a public crumb or not', (_, { field, may }) => {
    expect(mayTitle(field, crumbAttributes)).toBe(may);
  });

  it.each(titled(crumbTitleFieldCases, ({ name }) => name))('from %s', (_, { mainField, attributes, field }) => {
    expect(crumbTitleField(mainField, attributes)).toBe(field);
  });
});
