import { isFetchError } from '@strapi/strapi/admin';

/** A refused request as a form shows it: the field the server named, and its message without the field prefix. */
export interface FieldError {
  field?: string;
  message: string;
}

/** The error body of a Strapi response, as RTK Query's base query passes it on. */
interface ApiErrorBody {
  message: string;
  details?: unknown;
}

const isApiErrorBody = (error: unknown): error is ApiErrorBody =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string';

/** The response's error body: from a thrown FetchError, or already unwrapped by the admin's base query. */
const errorBody = (error: unknown): ApiErrorBody | undefined => {
  if (isFetchError(error)) return error.response?.data?.error ?? { message: error.message };
  return isApiErrorBody(error) ? error : undefined;
};

/**
 * Reads a sitetools `ValidationError` (`details.key`, message `"<field>: <reason>"`) so that the
 * reason can sit under the field it is about; other failures keep their message.
 */
export const fieldError = (error: unknown): FieldError => {
  const body = errorBody(error);
  if (!body) return { message: String(error) };
  const details = body.details as { key?: unknown } | undefined;
  const field = typeof details?.key === 'string' ? details.key : undefined;
  const message = body.message;
  return { field, message: field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message };
};
