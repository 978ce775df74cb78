import type { RedirectLocale } from 'sitetools-kit/redirect-locale';

/** Redirects from one path by scope, the locale a request is for, and the scope it must follow. */
export interface RedirectLocaleCase {
  readonly name: string;
  readonly scopes: ReadonlyArray<RedirectLocale>;
  /** The request's locale; undefined: it names none. */
  readonly locale: string | undefined;
  /** The scope of the redirect followed; undefined: none. */
  readonly expected: RedirectLocale | undefined;
}

export const redirectLocaleCases: ReadonlyArray<RedirectLocaleCase> = [
  { name: 'a redirect for every locale answers a request for a locale', scopes: [null], locale: 'fr', expected: null },
  { name: 'a redirect for every locale answers a request for no locale', scopes: [null], locale: undefined, expected: null },
  { name: "a locale's redirect answers a request for that locale", scopes: ['fr'], locale: 'fr', expected: 'fr' },
  { name: "a locale's redirect does not answer another locale", scopes: ['fr'], locale: 'en', expected: undefined },
  { name: "a locale's redirect does not answer a request for no locale", scopes: ['fr'], locale: undefined, expected: undefined },
  { name: "a locale's redirect wins over the one for every locale", scopes: [null, 'fr'], locale: 'fr', expected: 'fr' },
  { name: 'the redirect for every locale answers the other locales', scopes: [null, 'fr'], locale: 'en', expected: null },
  { name: 'the redirect for every locale answers a request for no locale', scopes: ['fr', null], locale: undefined, expected: null },
  { name: 'an empty locale asks as no locale', scopes: ['fr', null], locale: '', expected: null },
  { name: 'no redirect answers nothing', scopes: [], locale: 'fr', expected: undefined },
  { name: 'locales are compared exactly', scopes: ['fr-CA'], locale: 'fr', expected: undefined },
];
