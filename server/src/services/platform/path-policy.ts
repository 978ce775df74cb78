import type { Core } from '@strapi/strapi';
import type { PathPolicy } from 'sitetools-kit/path-policy';
import type { Config } from '../../config';

/**
 * The site's path policy (`paths` in the config; see sitetools-kit/path-policy). Read on every
 * call rather than kept: a config read is a property lookup, and a test or a script that changes
 * the config at run time is then seen at once.
 */
export const pathPolicy = (strapi: Core.Strapi): PathPolicy => (strapi.config.get('plugin::sitetools') as Config).paths;
