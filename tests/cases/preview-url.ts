import type { FrontendBases } from '../../server/src/domain/frontend-base';
import type { PreviewRoute, PreviewStatus } from '../../server/src/domain/frontend-url';

/** A front-end base URL, the draft-mode route, a path and a version, and the Preview panel's URL. */
export interface PreviewUrlCase {
  readonly name: string;
  readonly base: string;
  readonly route: PreviewRoute;
  readonly path: string;
  readonly status: PreviewStatus;
  readonly expected: string;
}

const route: PreviewRoute = { secret: 's3cret', route: '/api/preview' };

export const previewUrlCases: ReadonlyArray<PreviewUrlCase> = [
  {
    name: "a draft's path",
    base: 'https://www.example.com',
    route,
    path: '/pages/about',
    status: 'draft',
    expected: 'https://www.example.com/api/preview?secret=s3cret&path=%2Fpages%2Fabout&status=draft',
  },
  {
    name: 'the published version',
    base: 'https://www.example.com',
    route,
    path: '/pages/about',
    status: 'published',
    expected: 'https://www.example.com/api/preview?secret=s3cret&path=%2Fpages%2Fabout&status=published',
  },
  {
    name: 'a base URL with a trailing slash',
    base: 'https://www.example.com/',
    route,
    path: '/',
    status: 'draft',
    expected: 'https://www.example.com/api/preview?secret=s3cret&path=%2F&status=draft',
  },
  {
    name: 'a base URL under a folder',
    base: 'https://example.com/site',
    route,
    path: '/pages/a',
    status: 'draft',
    expected: 'https://example.com/site/api/preview?secret=s3cret&path=%2Fpages%2Fa&status=draft',
  },
  {
    name: 'a route of its own',
    base: 'http://127.0.0.1:3000',
    route: { secret: 's3cret', route: '/draft' },
    path: '/pages/a',
    status: 'draft',
    expected: 'http://127.0.0.1:3000/draft?secret=s3cret&path=%2Fpages%2Fa&status=draft',
  },
  {
    name: 'a non-ASCII path and a secret with reserved characters, encoded',
    base: 'https://www.example.com',
    route: { secret: 'a&b=c d+/', route: '/api/preview' },
    path: '/pages/crème brûlée',
    status: 'draft',
    expected: 'https://www.example.com/api/preview?secret=a%26b%3Dc+d%2B%2F&path=%2Fpages%2Fcr%C3%A8me+br%C3%BBl%C3%A9e&status=draft',
  },
];

/** The plugin config's base URLs, a locale, and the base URL its pages live under. */
export interface FrontendBaseCase {
  readonly name: string;
  readonly bases: FrontendBases;
  readonly locale: string;
  readonly expected: string | null;
}

const perLocale: FrontendBases = { frontendUrl: 'https://www.example.com', frontendUrls: { fr: 'https://www.example.fr' } };

export const frontendBaseCases: ReadonlyArray<FrontendBaseCase> = [
  { name: "the locale's own base URL", bases: perLocale, locale: 'fr', expected: 'https://www.example.fr' },
  { name: 'frontendUrl for a locale without one', bases: perLocale, locale: 'en', expected: 'https://www.example.com' },
  {
    name: 'only the per-locale URLs',
    bases: { frontendUrl: null, frontendUrls: { fr: 'https://www.example.fr' } },
    locale: 'fr',
    expected: 'https://www.example.fr',
  },
  {
    name: 'no base URL for the locale',
    bases: { frontendUrl: null, frontendUrls: { fr: 'https://www.example.fr' } },
    locale: 'en',
    expected: null,
  },
  { name: 'no base URL at all', bases: { frontendUrl: null, frontendUrls: {} }, locale: 'en', expected: null },
];
