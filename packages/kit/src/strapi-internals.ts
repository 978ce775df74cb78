import type { Core } from '@strapi/strapi';

/** The Strapi releases the plugins support: their peer range on `@strapi/strapi`. */
export const SUPPORTED_STRAPI = '^5.37.1';

/**
 * The error that stops Strapi's start when a part of Strapi without a public API, which the
 * plugins rely on, is not as the supported releases have it: a clear message at start-up rather
 * than a wrong answer on some later request.
 */
export const unsupportedStrapi = (strapi: Core.Strapi, missing: string): Error =>
  new Error(
    `sitetools: Strapi ${String(strapi.config.get('info.strapi') ?? '(unknown version)')} lacks ${missing}; ` +
      `the sitetools plugins support Strapi ${SUPPORTED_STRAPI}.`
  );
