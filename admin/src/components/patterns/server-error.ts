import { isFetchError } from '@strapi/strapi/admin';

/** A refused request as a form shows it: the field the server named, and its message without the field prefix. */
export interface FieldError {
  field?: string;
  message: string;
}

/**
 * Reads a sitetools `ValidationError` (`details.key`, message `"<field>: <reason>"`) so that the
 * reason can sit under the field it is about; other failures keep their message.
 */
export const fieldError = (error: unknown): FieldError => {
  if (!isFetchError(error)) return { message: error instanceof Error ? error.message : String(error) };
  const body = error.response?.data?.error;
  const details = body?.details as { key?: unknown } | undefined;
  const field = typeof details?.key === 'string' ? details.key : undefined;
  const message = body?.message ?? error.message;
  return { field, message: field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message };
};
