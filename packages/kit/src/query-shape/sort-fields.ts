import { isHiddenKey, nestedContext, publicAttribute, type ShapeContext } from './model';
import { fail, isRecord, type KeyPath } from './problem';

/** `title`, `title:asc`, `category.name:DESC`: what Strapi's sort string parser accepts. */
const SORT_TERM = /^[^\s:,]+(:(asc|desc))?$/i;
const DIRECTION = /^(asc|desc)$/i;

const checkSortString = (value: string, path: KeyPath) => {
  const terms = value.split(',').map((term) => term.trim());
  if (!terms.every((term) => SORT_TERM.test(term))) fail(path, 'must be "field" or "field:asc|desc", comma-separated');
};

/** `{ title: 'asc' }`, or `{ category: { name: 'desc' } }` through a relation. */
const checkSortObject = (value: Record<string, unknown>, path: KeyPath, context: ShapeContext): void => {
  for (const [key, order] of Object.entries(value)) {
    const at = [...path, key];
    if (isHiddenKey(context, key)) continue;
    if (typeof order === 'string' && DIRECTION.test(order)) continue;
    if (!isRecord(order)) fail(at, 'must be "asc", "desc" or an object of them');
    checkSortObject(order, at, nestedContext(context, publicAttribute(context, key)));
  }
};

/** `sort`: a string, an array of strings or objects, or an object of `asc`/`desc`. */
export const checkSort = (value: unknown, path: KeyPath, context: ShapeContext) => {
  if (typeof value === 'string') return checkSortString(value, path);
  if (isRecord(value)) return checkSortObject(value, path, context);
  if (!Array.isArray(value)) fail(path, 'must be a string, an array or an object');
  value.forEach((item, index) => {
    const at = [...path, String(index)];
    if (typeof item === 'string') checkSortString(item, at);
    else if (isRecord(item)) checkSortObject(item, at, context);
    else fail(at, 'must be a string or an object');
  });
};

/**
 * Attribute names, comma-separated as Strapi splits them (`fields=title,slug`): none may be empty
 * (`fields=`, `fields=title,`), which the query engine reads as a column named "" and answers 500.
 */
export const checkNames = (value: string, path: KeyPath) => {
  if (value.split(',').some((name) => name.trim() === '')) fail(path, 'must name attributes, none of them empty');
};

/** `fields`: a string or an array of strings (which attributes exist is Strapi's to check). */
export const checkFields = (value: unknown, path: KeyPath) => {
  if (typeof value === 'string') return checkNames(value, path);
  if (!Array.isArray(value)) fail(path, 'must be a string or an array of strings');
  value.forEach((item, index) => {
    if (typeof item !== 'string') fail([...path, String(index)], 'must be a string');
    checkNames(item, [...path, String(index)]);
  });
};
