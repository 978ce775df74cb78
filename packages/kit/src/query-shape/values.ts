import { fail, type KeyPath } from './problem';

/** What Strapi reads as a boolean in a query string (`withCount`, `count`). */
const BOOLEAN_LIKE: readonly unknown[] = [true, false, 'true', 'false', 't', 'f', '1', '0'];
/** Longer numbers lose precision and mean nothing as a page or an offset. */
const INTEGER = /^-?\d{1,9}$/;

export const checkBooleanLike = (value: unknown, path: KeyPath) => {
  if (!BOOLEAN_LIKE.includes(value)) fail(path, 'must be true or false');
};

/** An integer no smaller than `min`, as a number or as query-string digits. */
export const checkInteger = (value: unknown, path: KeyPath, min: number) => {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !INTEGER.test(text)) fail(path, 'must be an integer');
  if (Number(text) < min) fail(path, `must be at least ${min}`);
};

/** A single non-empty string (a repeated or nested parameter is an array or an object). */
export const checkSingleString = (value: unknown, path: KeyPath) => {
  if (typeof value !== 'string' || value === '') fail(path, 'must be a single non-empty string');
};

export const checkOneOf = (value: unknown, path: KeyPath, allowed: readonly string[]) => {
  if (typeof value !== 'string' || !allowed.includes(value)) fail(path, `must be one of: ${allowed.join(', ')}`);
};
