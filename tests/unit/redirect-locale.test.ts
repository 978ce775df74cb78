import { redirectFor, redirectLocaleOf } from 'sitetools-kit/redirect-locale';
import { describe, expect, it } from 'vitest';
import { redirectMatcher } from '../../packages/client/src/redirects';
import { redirectLocaleCases } from '../cases/redirect-locale';
import { titled } from './titled';

// One rule, used by the addon's rules and lookup, the manifest's readers and the client's matcher.
describe('redirectFor', () => {
  it.each(titled(redirectLocaleCases, ({ name }) => name))('%s', (_, { scopes, locale, expected }) => {
    expect(redirectFor((scope) => (scopes.includes(scope) ? scope : undefined), locale)).toBe(expected);
  });
});

describe('redirectMatcher with locales', () => {
  it.each(titled(redirectLocaleCases, ({ name }) => name))('%s', (_, { scopes, locale, expected }) => {
    const matcher = redirectMatcher(scopes.map((scope) => ({ from: '/p', to: `/to-${scope ?? 'all'}`, status_code: 301, locale: scope })));
    expect(matcher.match('/p', locale)).toEqual(expected === undefined ? null : { to: `/to-${expected ?? 'all'}`, statusCode: 301 });
  });

  it('reads a redirect without a locale (built by a caller, or from an older server) as one for every locale', () => {
    const matcher = redirectMatcher([{ from: '/p', to: '/q', status_code: 301 }]);
    expect(matcher.match('/p', 'fr')).toEqual({ to: '/q', statusCode: 301 });
    expect(matcher.size).toBe(1);
  });
});

describe('redirectLocaleOf', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['fr', 'fr'],
  ] as const)('reads %j as %j', (value, expected) => {
    expect(redirectLocaleOf(value)).toBe(expected);
  });
});
