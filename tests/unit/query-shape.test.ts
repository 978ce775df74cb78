import { errors } from '@strapi/utils';
import { assertQueryShape, findQueryShapeProblem } from 'sitetools-kit/query-shape';
import { describe, expect, it } from 'vitest';
import { badQueryCases, goodQueryCases, pageContext, typedFilterCases } from '../cases/query-shape';
import { thrownBy } from './thrown-by';
import { titled } from './titled';

describe('findQueryShapeProblem', () => {
  it.each(titled(badQueryCases, ({ name, key }) => `refuses ${name}, naming ${key}`))('%s', (_, { query, key }) => {
    expect(findQueryShapeProblem(query, pageContext)).toMatchObject({ key });
  });

  // The router checks every parameter before it knows the entry's type; relations need the type.
  it.each(
    titled(
      badQueryCases.filter(({ routes }) => routes === undefined),
      ({ name, key }) => `refuses ${name} without a model too, naming ${key}`
    )
  )('%s', (_, { query, key }) => {
    expect(findQueryShapeProblem(query)).toMatchObject({ key });
  });

  it.each(titled(goodQueryCases, ({ name }) => `accepts ${name}`))('%s', (_, { query }) => {
    expect(findQueryShapeProblem(query, pageContext)).toBeUndefined();
    expect(findQueryShapeProblem(query)).toBeUndefined();
  });

  it.each([
    [
      'a populate of relations with options',
      {
        populate: { parent: { fields: ['title'], sort: 'title:asc', filters: { title: { $eq: 'x' } }, populate: '*' }, url_alias: 'true' },
      },
    ],
    ['a relation filter on the related id', { filters: { parent: { $in: ['1', '2'] } } }],
    ['a relation filter with $or of the related attributes', { filters: { parent: { $or: [{ title: 'a' }, { title: 'b' }] } } }],
    ['a sort through a relation', { sort: { parent: { title: 'asc' } } }],
    ['dynamic zone fragments', { populate: { parent: { on: { 'shared.seo': { fields: ['title'] }, 'shared.cta': true } } } }],
    ['parameters other than the content API ones', { path: ['/a'], url_path: { a: 'b' } }],
    ['an absent parameter passed as undefined', { populate: undefined, fields: undefined }],
  ])('accepts %s', (_, query) => {
    expect(findQueryShapeProblem(query, pageContext)).toBeUndefined();
  });

  // Private and unknown attributes are Strapi's to refuse, with the answer its native endpoints give.
  it.each([
    ['a private attribute', { filters: { secret: { $or: 'x' } } }],
    ['an unknown attribute', { filters: { nope: { $or: 'x' } } }],
    ['a private attribute of a relation', { populate: { url_alias: { filters: { live: { $or: 'x' } } } } }],
    ['a populate of an unknown attribute', { populate: { nope: 'x' } }],
    ['a sort on a private attribute', { sort: { secret: 'up' } }],
  ])('leaves %s to Strapi', (_, query) => {
    expect(findQueryShapeProblem(query, pageContext)).toBeUndefined();
  });

  describe.each(typedFilterCases)('a filter on a $type attribute', ({ type, good, bad }) => {
    const context = { model: { attributes: { value: { type } } } };
    it.each(good.map((value) => [JSON.stringify(value), value]))('accepts %s', (_, value) => {
      expect(findQueryShapeProblem({ filters: { value: { $eq: value } } }, context)).toBeUndefined();
    });
    it.each(bad.map((value) => [JSON.stringify(value), value]))('refuses %s, naming the operator', (_, value) => {
      expect(findQueryShapeProblem({ filters: { value: { $eq: value } } }, context)).toMatchObject({ key: 'filters.value.$eq' });
    });
  });

  it('refuses a query that is not an object', () => {
    expect(findQueryShapeProblem('filters=x')).toEqual({ key: 'query', message: 'must be an object' });
  });

  it('checks a value built in code deeper than the parser allows without overflowing the stack', () => {
    let filters: unknown = { id: 'x' };
    for (let i = 0; i < 50_000; i += 1) filters = { $not: filters };
    expect(findQueryShapeProblem({ filters })).toMatchObject({ key: expect.stringMatching(/^filters\.\$not/) });
  });
});

describe('assertQueryShape', () => {
  it('throws a ValidationError naming the parameter in details.key and first in the message', () => {
    const error = thrownBy(() => assertQueryShape({ filters: { $or: 'x' } }));
    expect(error).toBeInstanceOf(errors.ValidationError);
    expect(error).toMatchObject({ message: 'filters.$or must be an array of filter objects', details: { key: 'filters.$or' } });
  });

  it('returns for a well-formed query', () => {
    expect(assertQueryShape({ filters: { id: { $eq: '1' } } })).toBeUndefined();
  });
});
