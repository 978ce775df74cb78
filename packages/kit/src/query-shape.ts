import type { Core } from '@strapi/strapi';
import { errors } from './strapi-utils';
import { checkFilters } from './query-shape/filters';
import { checkLimits } from './query-shape/limits';
import type { ModelLike, ShapeContext } from './query-shape/model';
import { checkPagination, PAGINATION_MINIMUMS } from './query-shape/pagination';
import { checkPopulate } from './query-shape/populate';
import { isRecord, ShapeFailure, type QueryShapeProblem } from './query-shape/problem';
import { checkFields, checkSort } from './query-shape/sort-fields';
import { checkInteger, checkOneOf, checkSingleString } from './query-shape/values';

export type { AttributeLike, ModelLike, ShapeContext } from './query-shape/model';
export type { QueryShapeProblem } from './query-shape/problem';
export { MAX_DEPTH, MAX_VALUES } from './query-shape/limits';

/** The values of `status` on the content API. */
export const STATUSES = ['draft', 'published'] as const;

type ParamCheck = (value: unknown, key: string, context: ShapeContext) => void;

/** One check per content API query parameter; parameters not listed are Strapi's or the route's. */
const PARAM_CHECKS: Record<string, ParamCheck> = {
  filters: (value, key, context) => checkFilters(value, [key], context),
  populate: (value, key, context) => checkPopulate(value, [key], context),
  fields: (value, key) => checkFields(value, [key]),
  sort: (value, key, context) => checkSort(value, [key], context),
  pagination: (value, key) => checkPagination(value, [key]),
  locale: (value, key) => checkSingleString(value, [key]),
  status: (value, key) => checkOneOf(value, [key], STATUSES),
  _q: (value, key) => checkSingleString(value, [key]),
  // Strapi also reads pagination at the top level of the query.
  ...Object.fromEntries(
    Object.entries(PAGINATION_MINIMUMS).map(([name, min]): [string, ParamCheck] => [name, (value, key) => checkInteger(value, [key], min)])
  ),
};

/**
 * The first malformed content API parameter of `query` (`filters`, `populate`, `fields`, `sort`,
 * `pagination`, `locale`, `status`, ...), or undefined. A structural check only: which attributes
 * exist and may be read stays with Strapi's `contentAPI.validate.query`, which runs after it.
 */
export const findQueryShapeProblem = (query: unknown, context: ShapeContext = {}): QueryShapeProblem | undefined => {
  if (!isRecord(query)) return { key: 'query', message: 'must be an object' };
  try {
    checkLimits(query);
    for (const [key, value] of Object.entries(query)) {
      // An absent parameter may be passed on as undefined by a caller that picks parameters.
      if (value !== undefined && Object.hasOwn(PARAM_CHECKS, key)) PARAM_CHECKS[key](value, key, context);
    }
  } catch (error) {
    if (error instanceof ShapeFailure) return error.problem;
    throw error;
  }
  return undefined;
};

/**
 * Throws a 400 `ValidationError` naming the first malformed parameter in `details.key` (and at the
 * start of the message), before anything reaches the query engine, which would answer a 500.
 */
export const assertQueryShape = (query: unknown, context: ShapeContext = {}): void => {
  const problem = findQueryShapeProblem(query, context);
  if (problem) throw new errors.ValidationError(`${problem.key} ${problem.message}`, { key: problem.key });
};

/** The context for checking a query on the content type `uid` of a running app. */
export const modelContext = (strapi: Core.Strapi, uid: string): ShapeContext => {
  const getModel = (target: string) => strapi.getModel(target as never) as unknown as ModelLike | undefined;
  return { model: getModel(uid), getModel };
};
