import { isFetchError } from '@strapi/strapi/admin';
import type { RedirectErrorDetails, RedirectErrorField } from '../../../shared/contracts/redirects';

/** The field a refused save names (a 400 from the redirect rules) with the server's message. */
export const fieldErrorOf = (error: unknown): { field: RedirectErrorField; message: string } | null => {
  if (!isFetchError(error)) return null;
  const body = error.response?.data.error;
  const details = body?.details as Partial<RedirectErrorDetails> | undefined;
  if (!body || body.name !== 'ValidationError' || !details?.key) return null;
  // Shown under the field itself, the message needs no "to: " in front.
  return { field: details.key, message: body.message.replace(`${details.key}: `, '') };
};
