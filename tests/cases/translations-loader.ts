import type { Messages } from 'sitetools-kit/translations';

/** The message files of a fake plugin, by locale. */
export const loaderFiles: Readonly<Record<string, Messages>> = {
  en: { 'page.title': 'Redirects', 'page.subtitle': '{total} redirects' },
  fr: { 'page.title': 'Redirections', 'page.subtitle': '{total} redirections' },
};

/** The locales the admin asks for, what the plugin must answer and which files it loads. */
export interface TranslationsLoaderCase {
  readonly name: string;
  readonly locales: ReadonlyArray<string>;
  readonly expected: ReadonlyArray<{ locale: string; data: Messages }>;
  readonly loaded: ReadonlyArray<string>;
}

const EN = { 'demo.page.title': 'Redirects', 'demo.page.subtitle': '{total} redirects' };
const FR = { 'demo.page.title': 'Redirections', 'demo.page.subtitle': '{total} redirections' };

export const translationsLoaderCases: ReadonlyArray<TranslationsLoaderCase> = [
  { name: 'English alone, keys prefixed with the plugin id', locales: ['en'], expected: [{ locale: 'en', data: EN }], loaded: ['en'] },
  {
    name: 'every locale with a file, in the order asked',
    locales: ['fr', 'en'],
    expected: [
      { locale: 'fr', data: FR },
      { locale: 'en', data: EN },
    ],
    loaded: ['fr', 'en'],
  },
  {
    name: 'a locale without a file gets no messages and loads nothing (the admin shows English)',
    locales: ['en', 'de'],
    expected: [
      { locale: 'en', data: EN },
      { locale: 'de', data: {} },
    ],
    loaded: ['en'],
  },
  {
    name: 'a legacy alias Strapi also asks for (dk beside da) gets nothing, so Strapi has nothing to warn about',
    locales: ['da', 'dk'],
    expected: [
      { locale: 'da', data: {} },
      { locale: 'dk', data: {} },
    ],
    loaded: [],
  },
  {
    name: 'a locale named like an Object member is not a file',
    locales: ['constructor', 'toString'],
    expected: [
      { locale: 'constructor', data: {} },
      { locale: 'toString', data: {} },
    ],
    loaded: [],
  },
];
