import { assertQueryShape } from 'sitetools-kit/query-shape';
import type { FindByPath } from '../../../shared/contracts/router';
import { pathParam } from './query';

/** The router's parameters, checked. A remembered one serves many requests: it is never changed. */
export type RouterQuery = Readonly<FindByPath.Query>;

/**
 * The router's parameters from Strapi's reading of its query string (`ctx.query`). A bad path or
 * parameter is a 400, checked on every reading (an empty `locale=` included). The router cache
 * remembers the result for a query string whose path resolved (services/router-cache).
 */
export const readRouterQuery = (query: Record<string, unknown>): RouterQuery => {
  const path = pathParam(query.path, 'path');
  assertQueryShape(query);
  return { path, locale: query.locale as string | undefined, populate: query.populate, fields: query.fields };
};
