import { errors } from '@strapi/utils';
import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { readRouterQuery, rememberedQueries, simpleQuery, type RouterQuery } from '../../server/src/validation/router-query';
import { thrownBy } from './thrown-by';

// Strapi's query middleware (strapi::query) parses with these options.
const STRAPI_QS = { strictNullHandling: true, arrayLimit: 100, depth: 20 };

describe('simpleQuery', () => {
  it.each([
    ['path=%2Fabout', { path: '/about' }],
    ['path=/blog/hello-world', { path: '/blog/hello-world' }],
    ['path=%2Fa&locale=fr', { path: '/a', locale: 'fr' }],
    ['locale=fr&path=%2Fa', { path: '/a', locale: 'fr' }],
    ['path=%2Fcaf%C3%A9', { path: '/café' }],
    ['path=%2Fa+b', { path: '/a b' }],
    ['path=%2Fa%2Bb', { path: '/a+b' }],
    ['path=', { path: '' }],
    ['path=%252F', { path: '%2F' }],
  ])('reads %s', (querystring, expected) => {
    expect(simpleQuery(querystring)).toEqual(expected);
    expect(simpleQuery(querystring)).toEqual(qs.parse(querystring, STRAPI_QS));
  });

  it.each([
    ['', 'nothing'],
    ['path', 'a key without a value (qs gives null)'],
    ['path=%2Fa&path=%2Fb', 'a repeated key (qs gives an array)'],
    ['path=%2Fa&populate=*', 'another parameter'],
    ['path[0]=%2Fa', 'brackets'],
    ['path%5B0%5D=%2Fa', 'encoded brackets'],
    ['path=%2Fa%5D', 'an encoded bracket in the value'],
    ['path=%2Fa=b', 'a second ='],
    ['path=%E0%A4%A', 'a value decodeURIComponent refuses (qs keeps it encoded)'],
    ['?path=%2Fa', 'a leading question mark'],
    ['__proto__=x', 'a prototype key'],
  ])('leaves %s to qs: %s', (querystring) => {
    expect(simpleQuery(querystring)).toBeUndefined();
  });

  it('gives what qs gives whenever it reads a query string', () => {
    const piece = fc.oneof(
      fc.constantFrom('path', 'locale', 'populate', '=', '&', '+', '%', '%2F', '%5B', '%5d', '[', ']', '%E0', '%C3%A9', '%zz', '?', '#'),
      fc.string({ maxLength: 4 })
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const querystring = pieces.join('');
        const read = simpleQuery(querystring);
        if (read !== undefined) expect(read).toEqual(qs.parse(querystring, STRAPI_QS));
      }),
      { numRuns: 5000 }
    );
  });

  // Brackets, rare in a path, are left to qs, which decodes them as it reads keys.
  it('reads the query string of every router request a front-end sends for a path without brackets', () => {
    const path = fc.string({ unit: 'binary' }).filter((value) => !/[[\]]/.test(value));
    fc.assert(
      fc.property(path, fc.option(fc.constantFrom('en', 'fr', 'pt-BR')), (path, locale) => {
        const querystring = new URLSearchParams({ path, ...(locale === null ? {} : { locale }) }).toString();
        expect(simpleQuery(querystring)).toEqual(qs.parse(querystring, STRAPI_QS));
      })
    );
  });
});

describe('readRouterQuery', () => {
  const unused = () => {
    throw new Error('a query of path and locale must be read without qs');
  };

  it.each([
    ['path=%2Fabout%2F', { path: '/about' }],
    ['path=%2Fa&locale=fr', { path: '/a', locale: 'fr' }],
  ])('reads and normalises %s itself', (querystring, expected) => {
    expect(readRouterQuery(querystring, unused)).toEqual({ ...expected, populate: undefined, fields: undefined });
  });

  it('takes anything else from the parsed query', () => {
    const parsed = { path: '/a', populate: '*', fields: ['title'] };
    expect(readRouterQuery('path=%2Fa&populate=*&fields[0]=title', () => parsed)).toEqual({
      path: '/a',
      locale: undefined,
      populate: '*',
      fields: ['title'],
    });
  });

  it.each([
    [
      "only Strapi's own parameters",
      { path: '/a', locale: 'fr', filters: { title: 'x' }, status: 'draft', pagination: { page: '1' } },
      undefined,
    ],
    ['one unknown parameter', { path: '/a', utm_source: 'mail' }, { utm_source: 'mail' }],
    ['unknown parameters beside populate', { path: '/a', populate: '*', a: '1', b: ['2'] }, { a: '1', b: ['2'] }],
  ])('keeps the parameters neither Strapi nor the router knows as extra: %s', (_name, parsed, extra) => {
    expect(readRouterQuery('path=%2Fa&more', () => parsed).extra).toEqual(extra);
  });

  it.each([
    ['path=', 'path'],
    ['path=%2Fa%2F..%2F..', 'path'],
    ['path=%2Fa&locale=', 'locale'],
  ])('refuses %s with a ValidationError naming %s', (querystring, key) => {
    const error = thrownBy(() => readRouterQuery(querystring, unused));
    expect(error).toBeInstanceOf(errors.ValidationError);
    expect(error).toMatchObject({ details: { key } });
  });
});

describe('rememberedQueries', () => {
  const query = (path: string, more: Partial<RouterQuery> = {}): RouterQuery => ({ path, ...more });

  it('gives back what it kept, unchangeable', () => {
    const queries = rememberedQueries(() => 10);
    queries.keep('path=%2Fa', query('/a'));
    expect(queries.get('path=%2Fa')).toEqual({ path: '/a' });
    expect(Object.isFrozen(queries.get('path=%2Fa'))).toBe(true);
    expect(queries.get('path=%2Fb')).toBeUndefined();
  });

  it('keeps at most max(), the oldest first out', () => {
    const queries = rememberedQueries(() => 2);
    for (const path of ['a', 'b', 'c']) queries.keep(`path=${path}`, query(`/${path}`));
    expect(['a', 'b', 'c'].map((path) => queries.get(`path=${path}`)?.path)).toEqual([undefined, '/b', '/c']);
  });

  it('keeps nothing when max() is 0 (the router cache is off)', () => {
    const queries = rememberedQueries(() => 0);
    queries.keep('path=%2Fa', query('/a'));
    expect(queries.get('path=%2Fa')).toBeUndefined();
  });

  it.each([
    ['populate', { populate: '*' }],
    ['fields', { fields: ['title'] }],
    ['extra parameters', { extra: { utm_source: 'mail' } }],
  ])('does not keep a query with %s, whose checks depend on the content type', (_name, more) => {
    const queries = rememberedQueries(() => 10);
    queries.keep('q', query('/a', more));
    expect(queries.get('q')).toBeUndefined();
  });
});
