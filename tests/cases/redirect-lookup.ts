import type { RedirectHint } from '../../shared/contracts/redirect-lookup';

/**
 * What the core's redirect lookup answers: `registered` is the published redirects a registered
 * plugin knows (null: no plugin registered), `asked` the paths asked for.
 */
export interface RedirectLookupCase {
  readonly name: string;
  readonly registered: ReadonlyArray<RedirectHint> | null;
  readonly asked: ReadonlyArray<string>;
  /** The answer of `findMany`, as [path, redirect] pairs. */
  readonly expected: ReadonlyArray<readonly [string, RedirectHint]>;
}

const promo: RedirectHint = { from: '/promo', to: '/pages/about', status_code: 301 };
const sale: RedirectHint = { from: '/sale', to: 'https://shop.example.com/', status_code: 302 };

export const redirectLookupCases: ReadonlyArray<RedirectLookupCase> = [
  { name: 'answers nothing while no plugin registered a lookup', registered: null, asked: ['/promo'], expected: [] },
  { name: 'answers nothing for no paths', registered: [promo], asked: [], expected: [] },
  { name: 'gives the redirect from a path', registered: [promo, sale], asked: ['/promo'], expected: [['/promo', promo]] },
  { name: 'leaves out paths without a redirect', registered: [promo], asked: ['/promo', '/other'], expected: [['/promo', promo]] },
  { name: 'asks once for a path asked twice', registered: [sale], asked: ['/sale', '/sale'], expected: [['/sale', sale]] },
];
