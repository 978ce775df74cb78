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

/** `fields`: a string or an array of strings (the attribute names are Strapi's to check). */
export const checkFields = (value: unknown, path: KeyPath) => {
  if (typeof value === 'string') return;
  if (!Array.isArray(value)) fail(path, 'must be a string or an array of strings');
  value.forEach((item, index) => {
    if (typeof item !== 'string') fail([...path, String(index)], 'must be a string');
  });
};
