import { checkFilters } from './filters';
import { isHiddenKey, nestedContext, publicAttribute, type ShapeContext } from './model';
import { fail, isRecord, type KeyPath } from './problem';
import { checkFields, checkNames, checkSort } from './sort-fields';
import { checkBooleanLike } from './values';

const POPULATE_OPTIONS = ['fields', 'filters', 'sort', 'populate', 'on', 'count'];
/** Values that mean "populate this with its defaults" (`populate[category]=true`, `=*`). */
const SWITCHES: readonly unknown[] = [true, false, 'true', 'false', '*'];

/** The options of one populated attribute: `{ fields, filters, sort, populate, on, count }`. */
const checkPopulateOptions = (value: Record<string, unknown>, path: KeyPath, context: ShapeContext): void => {
  for (const [option, operand] of Object.entries(value)) {
    const at = [...path, option];
    if (!POPULATE_OPTIONS.includes(option)) fail(at, `is not a populate option (${POPULATE_OPTIONS.join(', ')})`);
    if (option === 'fields') checkFields(operand, at);
    else if (option === 'filters') checkFilters(operand, at, context);
    else if (option === 'sort') checkSort(operand, at, context);
    else if (option === 'populate') checkPopulate(operand, at, context);
    else if (option === 'count') checkBooleanLike(operand, at);
    else checkFragments(operand, at, context);
  }
};

/** `on`: the options per component of a dynamic zone, keyed by component uid. */
const checkFragments = (value: unknown, path: KeyPath, context: ShapeContext) => {
  if (!isRecord(value)) fail(path, 'must be an object keyed by component');
  for (const [uid, options] of Object.entries(value)) {
    const at = [...path, uid];
    if (SWITCHES.includes(options)) continue;
    if (!isRecord(options)) fail(at, 'must be true, "*" or an object of populate options');
    checkPopulateOptions(options, at, { getModel: context.getModel, model: context.getModel?.(uid) });
  }
};

/** `populate`: a string, an array of strings, or an object keyed by attribute. */
export const checkPopulate = (value: unknown, path: KeyPath, context: ShapeContext): void => {
  if (typeof value === 'string') return checkNames(value, path);
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item !== 'string') fail([...path, String(index)], 'must be an attribute name');
      checkNames(item, [...path, String(index)]);
    });
    return;
  }
  if (!isRecord(value)) fail(path, 'must be a string, an array of strings or an object');
  for (const [key, options] of Object.entries(value)) {
    const at = [...path, key];
    if (isHiddenKey(context, key) || SWITCHES.includes(options)) continue;
    if (!isRecord(options)) fail(at, 'must be true, "*" or an object of populate options');
    checkPopulateOptions(options, at, nestedContext(context, publicAttribute(context, key)));
  }
};
