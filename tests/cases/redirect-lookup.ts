import type { RedirectHint } from '../../shared/contracts/redirect-lookup';

/**
 * What the core's redirect lookup answers: `registered` is the published redirects a registered
 * plugin knows (null: no plugin registered), `asked` the paths asked for.
 */
export interface RedirectLookupCase {
  readonly name: string;
  readonly registered: ReadonlyArray<RedirectHint> | null;
  readonly asked: ReadonlyArray<string>;
  /** The locale asked for; none: no locale. */
  readonly locale?: string;
  /** The answer of `findMany`, as [path, redirect] pairs. */
  readonly expected: ReadonlyArray<readonly [string, RedirectHint]>;
}

const promo: RedirectHint = { from: '/promo', to: '/pages/about', status_code: 301, locale: null };
const sale: RedirectHint = { from: '/sale', to: 'https://shop.example.com/', status_code: 302, locale: null };
const promoFr: RedirectHint = { from: '/promo', to: '/pages/a-propos', status_code: 301, locale: 'fr' };
const shoeFr: RedirectHint = { from: '/products/shoe', to: '/produits/chaussure', status_code: 301, locale: 'fr' };

export const redirectLookupCases: ReadonlyArray<RedirectLookupCase> = [
  { name: 'answers nothing while no plugin registered a lookup', registered: null, asked: ['/promo'], expected: [] },
  { name: 'answers nothing for no paths', registered: [promo], asked: [], expected: [] },
  { name: 'gives the redirect from a path', registered: [promo, sale], asked: ['/promo'], expected: [['/promo', promo]] },
  { name: 'leaves out paths without a redirect', registered: [promo], asked: ['/promo', '/other'], expected: [['/promo', promo]] },
  { name: 'asks once for a path asked twice', registered: [sale], asked: ['/sale', '/sale'], expected: [['/sale', sale]] },
  {
    name: 'gives the redirect of the locale asked for over the one for every locale',
    registered: [promo, promoFr],
    asked: ['/promo'],
    locale: 'fr',
    expected: [['/promo', promoFr]],
  },
  {
    name: 'gives the redirect for every locale to another locale',
    registered: [promo, promoFr],
    asked: ['/promo'],
    locale: 'en',
    expected: [['/promo', promo]],
  },
  { name: 'gives no redirect of a locale without a locale asked', registered: [shoeFr], asked: ['/products/shoe'], expected: [] },
  {
    name: 'gives no redirect of a locale to another locale',
    registered: [shoeFr],
    asked: ['/products/shoe'],
    locale: 'en',
    expected: [],
  },
];
