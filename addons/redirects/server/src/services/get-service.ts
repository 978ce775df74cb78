import type { Core } from '@strapi/strapi';
import type { FailuresService } from 'strapi-plugin-sitetools/contracts/failures';
import type { JobStateService } from 'strapi-plugin-sitetools/contracts/job-state';
import type { PathsService } from 'strapi-plugin-sitetools/contracts/paths';
import type { RedirectLookupService } from 'strapi-plugin-sitetools/contracts/redirect-lookup';
import type services from './index';

type Services = typeof services;

/** The name of a redirects service, checked at compile time. */
export type ServiceName = keyof Services;

/** What the factory of service `N` returns. */
export type ServiceOf<N extends ServiceName> = ReturnType<Services[N]>;

/** The redirects service `name`, typed by its factory: a misspelt name does not compile. */
export const getService = <N extends ServiceName>(strapi: Core.Strapi, name: N): ServiceOf<N> =>
  strapi.plugin('sitetools-addon-redirects').service<ServiceOf<N>>(name);

/**
 * The sitetools services the addon may use, typed by the core's published contracts: the addon
 * never imports the core's source, so the core's internals can change without breaking it.
 */
interface CoreServices {
  failures: FailuresService;
  'job-state': JobStateService;
  paths: PathsService;
  'redirect-lookup': RedirectLookupService;
}

/** A sitetools (core plugin) service, typed by its published contract. */
export const getCoreService = <N extends keyof CoreServices>(strapi: Core.Strapi, name: N): CoreServices[N] =>
  strapi.plugin('sitetools').service<CoreServices[N]>(name);
