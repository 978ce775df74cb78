import { errors } from '@strapi/utils';
import { InvalidPathError, normalizePath } from 'sitetools-kit/path';

/**
 * Normalises a path received in the query string named `key`; a bad one becomes a 400
 * `ValidationError` that names the parameter and the rule it broke.
 */
export const pathParam = (value: unknown, key: string): string => {
  try {
    return normalizePath(value);
  } catch (error) {
    if (!(error instanceof InvalidPathError)) throw error;
    throw new errors.ValidationError(`${key}: ${error.message}`, { key, problem: error.problem });
  }
};

/** An optional single string parameter; anything else (a repeated or nested one) is a 400. */
export const optionalStringParam = (value: unknown, key: string): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') {
    throw new errors.ValidationError(`${key} must be a single non-empty string`, { key });
  }
  return value;
};
