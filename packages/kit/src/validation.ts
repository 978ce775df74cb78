import { errors } from './strapi-utils';
import type { z } from 'zod';

/**
 * Parses `value` with `schema`; a failure becomes a 400 `ValidationError` whose `details.key`
 * names the bad parameter (as every sitetools 400 does) and whose `details.errors` lists every issue.
 */
export const parseWith = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue.path.join('.') || 'body';
  throw new errors.ValidationError(`${key}: ${issue.message}`, {
    errors: result.error.issues.map((i) => ({ path: i.path, message: i.message, name: 'ValidationError' })),
    key,
  });
};
