export {
  createClient,
  type ClientOptions,
  type ManifestResult,
  type PathsOptions,
  type RedirectBloomResult,
  type ResolveOptions,
  type SitetoolsClient,
} from './client';
export { createRedirectCache, type RedirectCache, type RedirectCacheOptions } from './cache';
export { SitetoolsError, type ErrorBody } from './errors';
export { redirectHitReporter, type RedirectHitReport, type RedirectHitReporter, type RedirectHitsOptions } from './hits';
export { notFoundReporter, type NotFoundReport, type NotFoundReporter, type NotFoundReporterOptions } from './not-found';
export type { QueryValue } from './query';
export { redirectFilter, type RedirectFilter } from './redirect-filter';
export { redirectMatcher, type MatchedRule, type RedirectMatch, type RedirectMatcher, type RedirectMatchOptions } from './redirects';
export type * from './types';
export { pathsToRevalidate, type RedirectsUpdateWebhook, type SitetoolsWebhook, type UrlChange, type UrlUpdateWebhook } from './webhooks';
