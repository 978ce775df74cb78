import type { FrontPageRules } from '../../server/src/domain/front-page';

/** Front page rules, an entry row of a type in a locale, and whether it is the configured front page. */
export interface FrontPageCase {
  readonly name: string;
  readonly rules: FrontPageRules;
  readonly uid: string;
  readonly locale: string;
  readonly entry: Record<string, unknown>;
  readonly expected: boolean;
}

const PAGE = 'api::page.page';
const byId: FrontPageRules = { en: { contentType: PAGE, documentId: 'home1' } };
const bySlug: FrontPageRules = {
  '*': { contentType: PAGE, field: 'slug', value: 'home' },
  fr: { contentType: PAGE, field: 'slug', value: 'accueil' },
};

export const frontPageCases: ReadonlyArray<FrontPageCase> = [
  { name: 'the entry named by documentId', rules: byId, uid: PAGE, locale: 'en', entry: { documentId: 'home1' }, expected: true },
  { name: 'another entry', rules: byId, uid: PAGE, locale: 'en', entry: { documentId: 'other' }, expected: false },
  {
    name: 'the entry in a locale the rules leave out',
    rules: byId,
    uid: PAGE,
    locale: 'fr',
    entry: { documentId: 'home1' },
    expected: false,
  },
  {
    name: 'the same documentId in another type',
    rules: byId,
    uid: 'api::article.article',
    locale: 'en',
    entry: { documentId: 'home1' },
    expected: false,
  },
  { name: 'a field value through "*"', rules: bySlug, uid: PAGE, locale: 'de', entry: { slug: 'home' }, expected: true },
  { name: 'the locale own rule before "*"', rules: bySlug, uid: PAGE, locale: 'fr', entry: { slug: 'home' }, expected: false },
  { name: 'the locale own rule', rules: bySlug, uid: PAGE, locale: 'fr', entry: { slug: 'accueil' }, expected: true },
  { name: 'an empty field', rules: bySlug, uid: PAGE, locale: 'en', entry: { slug: null }, expected: false },
  { name: 'a missing field', rules: bySlug, uid: PAGE, locale: 'en', entry: {}, expected: false },
  {
    name: 'a number compared as text',
    rules: { en: { contentType: PAGE, field: 'rank', value: '7' } },
    uid: PAGE,
    locale: 'en',
    entry: { rank: 7 },
    expected: true,
  },
  {
    name: 'an inherited property',
    rules: { en: { contentType: PAGE, field: 'constructor', value: 'x' } },
    uid: PAGE,
    locale: 'en',
    entry: {},
    expected: false,
  },
  { name: 'no rules', rules: {}, uid: PAGE, locale: 'en', entry: { documentId: 'home1' }, expected: false },
];
