/** A stored path and the paths that can own its ancestors, root first. */
export interface AncestorPathsCase {
  readonly name: string;
  readonly path: string;
  readonly expected: readonly string[];
}

export const ancestorPathsCases: ReadonlyArray<AncestorPathsCase> = [
  { name: 'the front page has no ancestor', path: '/', expected: [] },
  { name: 'a top-level page has the front page only', path: '/about', expected: ['/'] },
  { name: 'a third-level page has every prefix, root first', path: '/docs/start/install', expected: ['/', '/docs', '/docs/start'] },
  { name: 'segments keep their case, spaces and dots', path: '/Docs/a b/v1.2', expected: ['/', '/Docs', '/Docs/a b'] },
  { name: 'Unicode segments stay whole', path: '/café/crème', expected: ['/', '/café'] },
];

/** The live aliases at one path and which of them answers in a locale (`undefined`: none). */
export interface AliasInLocaleCase {
  readonly name: string;
  readonly aliases: ReadonlyArray<{ readonly contenttype: string; readonly locale: string }>;
  readonly locale: string;
  readonly expected: number | undefined;
}

/** `api::page.page` is localized, `api::article.article` is not, `api::gone.gone` no longer exists. */
export const LOCALIZED: Readonly<Record<string, boolean | undefined>> = { 'api::page.page': true, 'api::article.article': false };

const page = (locale: string) => ({ contenttype: 'api::page.page', locale });
const article = (locale: string) => ({ contenttype: 'api::article.article', locale });

export const aliasInLocaleCases: ReadonlyArray<AliasInLocaleCase> = [
  { name: 'takes the alias in the locale asked', aliases: [page('en'), page('fr')], locale: 'fr', expected: 1 },
  { name: 'finds none when no alias is in that locale', aliases: [page('en')], locale: 'fr', expected: undefined },
  { name: 'takes a type that is not localized in any locale', aliases: [article('en')], locale: 'fr', expected: 0 },
  { name: 'prefers the alias in the locale to one not localized', aliases: [article('en'), page('fr')], locale: 'fr', expected: 1 },
  {
    name: 'ignores a type the app no longer has',
    aliases: [{ contenttype: 'api::gone.gone', locale: 'en' }],
    locale: 'fr',
    expected: undefined,
  },
  { name: 'finds none among no aliases', aliases: [], locale: 'en', expected: undefined },
];
