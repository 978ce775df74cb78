import { errors } from '@strapi/utils';
import type { z } from 'zod';

/** Parses `value` with `schema`; a failure becomes a 400 `ValidationError` naming the field. */
export const parseWith = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'body';
  throw new errors.ValidationError(`${field}: ${issue.message}`, {
    errors: result.error.issues.map((i) => ({ path: i.path, message: i.message, name: 'ValidationError' })),
    field,
  });
};
