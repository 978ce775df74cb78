import { errors } from 'sitetools-kit/strapi-utils';

/** A 400 for one field, in the same shape as a validation failure. */
export const fieldError = (field: string, message: string, details: Record<string, unknown> = {}) =>
  new errors.ValidationError(message, {
    errors: [{ path: [field], message, name: 'ValidationError' }],
    key: field,
    ...details,
  });
