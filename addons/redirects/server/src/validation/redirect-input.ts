import { errors } from '@strapi/utils';
import { RedirectFieldError, validateRedirect, type Redirect, type RedirectInput, type StatusCode } from '../domain/redirect-rules';

/** Validates a redirect; a bad field becomes a 400 `ValidationError` that names it. */
export const parseRedirect = (input: RedirectInput, defaultStatus: StatusCode): Redirect => {
  try {
    return validateRedirect(input, defaultStatus);
  } catch (error) {
    if (!(error instanceof RedirectFieldError)) throw error;
    throw new errors.ValidationError(error.message, {
      errors: [{ path: [error.field], message: error.message, name: 'ValidationError' }],
      key: error.field,
    });
  }
};

/** A 400 for one field, in the same shape as a validation failure. */
export const fieldError = (field: string, message: string, details: Record<string, unknown> = {}) =>
  new errors.ValidationError(message, {
    errors: [{ path: [field], message, name: 'ValidationError' }],
    key: field,
    ...details,
  });
