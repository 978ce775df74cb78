import type { BaseQueryError } from '@strapi/strapi/admin';
import type { RedirectErrorDetails, RedirectErrorField } from '../../../shared/contracts/redirects';

/**
 * The field a refused save names (a 400 from the redirect rules) with the server's message.
 * `error` is what a mutation's `unwrap()` throws: the server's `ApiError` when it sent one.
 */
export const fieldErrorOf = (error: unknown): { field: RedirectErrorField; message: string } | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { name, message, details } = error as Partial<BaseQueryError> & { details?: Partial<RedirectErrorDetails> };
  if (name !== 'ValidationError' || !details?.key || typeof message !== 'string') return null;
  // Shown under the field itself, the message needs no "to: " in front.
  return { field: details.key, message: message.replace(`${details.key}: `, '') };
};
