import type { Core } from '@strapi/strapi';
import type services from './index';

type Services = typeof services;

/** The name of a sitetools service, checked at compile time. */
export type ServiceName = keyof Services;

/** What the factory of service `N` returns. */
export type ServiceOf<N extends ServiceName> = ReturnType<Services[N]>;

/** The sitetools service `name`, typed by its factory: a misspelt name does not compile. */
export const getService = <N extends ServiceName>(strapi: Core.Strapi, name: N): ServiceOf<N> =>
  strapi.plugin('sitetools').service<ServiceOf<N>>(name);

/**
 * A getter of sitetools service `name` that looks it up on its first call only. For code that
 * runs on every router request: each lookup builds the service's name and searches the registry,
 * a few µs in a server where each request runs through cold code.
 */
export const serviceGetter = <N extends ServiceName>(strapi: Core.Strapi, name: N): (() => ServiceOf<N>) => {
  let service: ServiceOf<N> | undefined;
  return () => (service ??= getService(strapi, name));
};
