import { createRequire } from 'node:module';
import type * as StrapiUtils from '@strapi/utils';

/**
 * `@strapi/utils` as the running Strapi loads it: the copy that `@strapi/core` (reached through
 * the app's `@strapi/strapi`, the plugins' peer) resolves. Strapi's error middleware recognises a
 * 4xx by class identity (`instanceof errors.ApplicationError`), and npm may place a second copy
 * of `@strapi/utils` where a plugin would find it first (a newer one at the app's root while
 * `@strapi/core` keeps its own nested one): an error built from that copy is answered as a 500.
 * So the plugins never import `@strapi/utils` themselves; every use goes through this module.
 *
 * Strapi loads a plugin's server half through `require` (the `require` condition of its
 * `strapi-server` export), so the bundle's own `require` is the place to resolve from.
 */
const loadStrapiUtils = (): typeof StrapiUtils => {
  const fromStrapi = createRequire(require.resolve('@strapi/strapi'));
  const fromCore = createRequire(fromStrapi.resolve('@strapi/core'));
  return fromCore('@strapi/utils') as typeof StrapiUtils;
};

const strapiUtils = loadStrapiUtils();

/** Strapi's error classes, the ones its error middleware turns into 4xx answers. */
export const errors = strapiUtils.errors;
/** Strapi's content type helpers (draft & publish, kinds). */
export const contentTypes = strapiUtils.contentTypes;
/** Strapi's parser for a scalar attribute's value, as its query validation uses it. */
export const parseType = strapiUtils.parseType;
/** Whether a filter operator is of a kind (`where`, `cast`, `group`...), as Strapi defines them. */
export const isOperatorOfType = strapiUtils.isOperatorOfType;
/** Strapi's own content API query parameters, the ones `rest.strictParams` always accepts. */
export const ALLOWED_QUERY_PARAM_KEYS = strapiUtils.ALLOWED_QUERY_PARAM_KEYS;
/**
 * The schema library of the running Strapi (zod), which its MCP server reads tool schemas with;
 * absent from releases older than the MCP server's.
 */
export const strapiZod = (strapiUtils as { z?: typeof StrapiUtils.z }).z;
