import { ALLOWED_QUERY_PARAM_KEYS, errors } from 'sitetools-kit/strapi-utils';
import { assertQueryShape } from 'sitetools-kit/query-shape';
import type { PathPolicy } from 'sitetools-kit/path-policy';
import type { FindByPath } from '../../../shared/contracts/router';
import { pathParam } from './query';

/**
 * The router's parameters, checked. A remembered one serves many requests: it is never changed.
 * `extra` holds the parameters that are neither the router's `path` nor one of Strapi's own query
 * parameters: with `rest.strictParams` they are refused unless the route declares them, as on a
 * native route.
 */
export type RouterQuery = Readonly<FindByPath.Query & { extra?: Record<string, unknown> }>;

// Strapi's own query parameters (filters, populate, locale, pagination...) and the router's own.
const KNOWN_KEYS = new Set<string>([...ALLOWED_QUERY_PARAM_KEYS, 'path', 'breadcrumbs']);

/** `breadcrumbs=true|false`; anything else is a 400 naming the parameter. */
const breadcrumbsParam = (value: unknown): boolean | undefined => {
  if (value === undefined || value === 'true' || value === 'false') return value === undefined ? undefined : value === 'true';
  throw new errors.ValidationError('breadcrumbs: must be true or false', { key: 'breadcrumbs' });
};

/** The parameters of `query` that neither Strapi nor the router names, or undefined when there are none. */
const extraParams = (query: Record<string, unknown>): Record<string, unknown> | undefined => {
  const extra = Object.entries(query).filter(([key]) => !KNOWN_KEYS.has(key));
  return extra.length > 0 ? Object.fromEntries(extra) : undefined;
};

/**
 * The router's parameters from Strapi's reading of its query string (`ctx.query`). A bad path or
 * parameter is a 400, checked on every reading (an empty `locale=` included). The path comes out
 * in its stored form under `policy`, whichever form was asked. The router cache remembers the
 * result for a query string whose path resolved (services/router/router-cache).
 */
export const readRouterQuery = (query: Record<string, unknown>, policy: PathPolicy): RouterQuery => {
  const path = pathParam(query.path, 'path', policy);
  assertQueryShape(query);
  const extra = extraParams(query);
  const breadcrumbs = breadcrumbsParam(query.breadcrumbs);
  // assertQueryShape has refused a `status` other than draft or published.
  const status = query.status as FindByPath.Query['status'];
  return {
    path,
    locale: query.locale as string | undefined,
    populate: query.populate,
    fields: query.fields,
    ...(status && { status }),
    ...(breadcrumbs !== undefined && { breadcrumbs }),
    ...(extra && { extra }),
  };
};
