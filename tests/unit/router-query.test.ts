import { errors } from '@strapi/utils';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PATH_POLICY } from 'sitetools-kit/path-policy';
import { readRouterQuery } from '../../server/src/validation/router-query';
import { thrownBy } from './thrown-by';

// Strapi's query middleware (strapi::query) parses with these options.
const STRAPI_QS = { strictNullHandling: true, arrayLimit: 100, depth: 20 };
const parsed = (querystring: string) => qs.parse(querystring, STRAPI_QS) as Record<string, unknown>;

describe('readRouterQuery', () => {
  it.each([
    ['path=%2Fabout%2F', { path: '/about' }],
    ['path=%2Fa&locale=fr', { path: '/a', locale: 'fr' }],
    ['path=%2Fcaf%C3%A9', { path: '/café' }],
    ['path=%2Fa+b', { path: '/a b' }],
  ])('reads and normalises %s', (querystring, expected) => {
    expect(readRouterQuery(parsed(querystring), DEFAULT_PATH_POLICY)).toEqual({ ...expected, populate: undefined, fields: undefined });
  });

  it.each([
    ['path=%2Fa&breadcrumbs=false', false],
    ['path=%2Fa&breadcrumbs=true', true],
  ])('reads the breadcrumbs switch of %s as its own parameter, not an extra one', (querystring, breadcrumbs) => {
    expect(readRouterQuery(parsed(querystring), DEFAULT_PATH_POLICY)).toEqual({
      path: '/a',
      locale: undefined,
      populate: undefined,
      fields: undefined,
      breadcrumbs,
    });
  });

  it.each([
    ['path=%2FAbout', { trailingSlash: 'never', caseSensitive: false }, '/about'],
    ['path=%2FAbout%2F', { trailingSlash: 'always', caseSensitive: false }, '/about'],
    ['path=%2FAbout%2F', { trailingSlash: 'always', caseSensitive: true }, '/About'],
  ] as const)('reads %s in the stored form of the path policy', (querystring, policy, path) => {
    expect(readRouterQuery(parsed(querystring), policy).path).toBe(path);
  });

  it('keeps populate and fields for the checks against the entry’s type', () => {
    expect(readRouterQuery(parsed('path=%2Fa&populate=*&fields[0]=title'), DEFAULT_PATH_POLICY)).toEqual({
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
  ])('keeps the parameters neither Strapi nor the router knows as extra: %s', (_name, query, extra) => {
    expect(readRouterQuery(query, DEFAULT_PATH_POLICY).extra).toEqual(extra);
  });

  it.each([
    ['path=', 'path'],
    ['path', 'path'],
    ['path=%2Fa&path=%2Fb', 'path'],
    ['path=%2Fa%2F..%2F..', 'path'],
    ['path=%2Fa&locale=', 'locale'],
    ['path=%2Fa&breadcrumbs=no', 'breadcrumbs'],
    ['path=%2Fa&breadcrumbs', 'breadcrumbs'],
    ['path=%2Fa&breadcrumbs=false&breadcrumbs=true', 'breadcrumbs'],
  ])('refuses %s with a ValidationError naming %s', (querystring, key) => {
    const error = thrownBy(() => readRouterQuery(parsed(querystring), DEFAULT_PATH_POLICY));
    expect(error).toBeInstanceOf(errors.ValidationError);
    expect(error).toMatchObject({ details: { key } });
  });
});
