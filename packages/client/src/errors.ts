/** The error body Strapi answers with. */
export interface ErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details?: Record<string, unknown> };
}

/**
 * An answer the client cannot turn into a result: a refused permission (403), a bad parameter
 * (400), a server error, or a network failure (`status` 0). `name` is Strapi's error name
 * (`ForbiddenError`, `ValidationError`, ...).
 */
export class SitetoolsError extends Error {
  constructor(
    readonly status: number,
    name: string,
    message: string,
    readonly details: Record<string, unknown> = {}
  ) {
    super(message);
    this.name = name;
  }
}

const isErrorBody = (body: unknown): body is ErrorBody => {
  const error = (body as ErrorBody | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.message === 'string';
};

/** The error a failed answer carries, or one naming its status when the body is not Strapi's. */
export const errorOf = (status: number, body: unknown): SitetoolsError => {
  if (!isErrorBody(body)) return new SitetoolsError(status, 'HttpError', `sitetools answered ${status}`);
  const { name, message, details } = body.error;
  return new SitetoolsError(status, name, message, details ?? {});
};
