import { describe, expect, it } from 'vitest';
import { parsePattern } from '../../server/src/domain/pattern/parse';
import { fieldsFor, populateFor } from '../../server/src/domain/pattern/populate';
import { populateCases } from '../cases/pattern-populate';
import { lookup, pageSchema } from '../cases/pattern-schemas';
import { titled } from './titled';

describe('populateFor', () => {
  it.each(titled(populateCases, ({ name }) => name))('%s', (_, { source, populate }) => {
    expect(populateFor(parsePattern(source), pageSchema, lookup)).toStrictEqual(populate);
  });

  it('gives a new object each time, so a caller may change it', () => {
    const pattern = parsePattern('/[category.slug]');
    const first = populateFor(pattern, pageSchema, lookup);
    first.category.select?.push('name');
    expect(populateFor(pattern, pageSchema, lookup)).toStrictEqual({ category: { select: ['slug'] } });
  });
});

describe('fieldsFor', () => {
  it.each(titled(populateCases, ({ name }) => name))('%s', (_, { source, fields }) => {
    expect(fieldsFor(parsePattern(source))).toStrictEqual(fields);
  });
});
