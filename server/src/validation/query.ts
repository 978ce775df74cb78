import { errors } from 'sitetools-kit/strapi-utils';
import { InvalidPathError } from 'sitetools-kit/path';
import { storedPath, type PathPolicy } from 'sitetools-kit/path-policy';

/**
 * Normalises a path received in the query string named `key` to its stored form under `policy`
 * (so either served form finds it); a bad one becomes a 400 `ValidationError` that names the
 * parameter and the rule it broke.
 */
export const pathParam = (value: unknown, key: string, policy: PathPolicy): string => {
  try {
    return storedPath(value, policy);
  } catch (error) {
    if (!(error instanceof InvalidPathError)) throw error;
    throw new errors.ValidationError(`${key}: ${error.message}`, { key, problem: error.problem });
  }
};
