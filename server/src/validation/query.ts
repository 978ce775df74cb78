import { errors } from 'sitetools-kit/strapi-utils';
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
