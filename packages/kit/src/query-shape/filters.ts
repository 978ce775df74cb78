import { isOperatorOfType } from '../strapi-utils';
import { isHiddenKey, isNested, nestedContext, publicAttribute, type ShapeContext } from './model';
import { fail, isRecord, isScalar, isScalarArray, type KeyPath } from './problem';
import { checkTextOperator, checkTypedValues } from './typed-values';

/*
 * The shapes Strapi's query engine can run. Anything else reaches `@strapi/database` and is
 * thrown there as a plain Error (a 500): "Operator $or must be an array", "Where must be an array
 * or an object", "Undefined attribute level operator x", or SQL on a column named "0".
 */

const isGroup = (key: string) => isOperatorOfType('group', key);
const isOperator = (key: string) => key.startsWith('$');

/** `$jsonSupersetOf` is marked experimental and internal by Strapi: not offered to clients. */
const isClientWhereOperator = (key: string) => isOperatorOfType('where', key) && key !== '$jsonSupersetOf';

const checkGroup = (value: unknown, path: KeyPath, context: ShapeContext) => {
  if (!Array.isArray(value)) fail(path, 'must be an array of filter objects');
  (value as unknown[]).forEach((item, index) => {
    if (!isRecord(item)) fail([...path, String(index)], 'must be an object of filters');
    checkFilterObject(item as Record<string, unknown>, [...path, String(index)], context);
  });
};

/** The type of the column an id filter reads (a relation's scalar filter is its id). */
const ID_TYPE = 'increments';

/**
 * One operator applied to an attribute (`filters.url_path.$in`). `type` is the attribute's, when
 * the model is known: the operators the engine casts (`$eq`, `$gt`, `$in`...) get values of it.
 */
const checkOperator = (operator: string, value: unknown, path: KeyPath, type?: string) => {
  if (!isClientWhereOperator(operator)) fail(path, 'is not a filter operator');
  checkTextOperator(operator, path, type);
  if (operator === '$not') return checkAttributeFilter(value, path, type);
  if (operator === '$between' && (!isScalarArray(value) || value.length !== 2)) {
    fail(path, 'must be an array of exactly two values');
  }
  // Strapi runs an array given to a one-value operator once per value, joined by OR.
  if (!isScalar(value) && !isScalarArray(value)) fail(path, 'must be a value or an array of values');
  if (isOperatorOfType('cast', operator)) checkTypedValues(value, path, type);
};

/** The filter of a scalar attribute: a value (`$eq`), an array of values, or an object of operators. */
const checkAttributeFilter = (value: unknown, path: KeyPath, type?: string): void => {
  if (isScalar(value) || isScalarArray(value)) return checkTypedValues(value, path, type);
  if (!isRecord(value)) fail(path, 'must be a value, an array of values or an object of operators');
  checkOnlyOperators(value, path);
  for (const [operator, operand] of Object.entries(value)) checkOperator(operator, operand, [...path, operator], type);
};

/** An object of operators (`{ $eq, $ne }`): Strapi has no meaning for other keys beside them. */
const checkOnlyOperators = (value: Record<string, unknown>, path: KeyPath) => {
  const operators = Object.keys(value).filter(isOperator).length;
  if (operators === 0) fail(path, 'must be a value, an array of values or an object of operators');
  if (operators !== Object.keys(value).length) fail(path, 'cannot mix operators and attributes');
};

/**
 * The filter of a relation: its id (a value or values), one operator on its id, `$and`/`$or`,
 * or an object of the related type's filters. Strapi refuses operators mixed with attributes.
 */
const checkRelationFilter = (value: unknown, path: KeyPath, context: ShapeContext) => {
  if (isScalar(value) || isScalarArray(value)) return checkTypedValues(value, path, ID_TYPE);
  if (!isRecord(value)) fail(path, 'must be an object of filters');
  const keys = Object.keys(value as Record<string, unknown>);
  const operators = keys.filter(isOperator);
  if (operators.length === 0) return checkFilterObject(value as Record<string, unknown>, path, context);
  if (operators.length !== keys.length) fail(path, 'cannot mix operators and attributes');
  if (operators.length > 1) fail(path, 'takes one operator at a time');
  const [operator] = operators;
  const operand = (value as Record<string, unknown>)[operator];
  if (isGroup(operator)) return checkGroup(operand, [...path, operator], context);
  if (operator === '$not' && !isScalar(operand) && !isScalarArray(operand)) {
    fail([...path, operator], 'must be a value or an array of values');
  }
  checkOperator(operator, operand, [...path, operator], ID_TYPE);
};

const checkFilterObject = (filters: Record<string, unknown>, path: KeyPath, context: ShapeContext): void => {
  for (const [key, value] of Object.entries(filters)) {
    const at = [...path, key];
    if (isGroup(key)) checkGroup(value, at, context);
    else if (key === '$not') {
      if (!isRecord(value)) fail(at, 'must be an object of filters');
      checkFilterObject(value as Record<string, unknown>, at, context);
    } else if (isOperator(key)) fail(at, 'can only be used on an attribute');
    else if (isHiddenKey(context, key)) continue;
    else if (context.model) {
      const attribute = publicAttribute(context, key);
      if (isNested(attribute)) checkRelationFilter(value, at, nestedContext(context, attribute));
      else checkAttributeFilter(value, at, key === 'id' ? ID_TYPE : attribute?.type);
    }
    // Without a model, an object with no operator is read as the filters of a relation.
    else if (isRecord(value) && !Object.keys(value).some(isOperator)) checkFilterObject(value, at, context);
    else checkAttributeFilter(value, at);
  }
};

/** `filters`: an object of attribute filters and `$and`/`$or`/`$not` groups. */
export const checkFilters = (value: unknown, path: KeyPath, context: ShapeContext) => {
  if (!isRecord(value)) fail(path, 'must be an object of filters');
  checkFilterObject(value as Record<string, unknown>, path, context);
};
