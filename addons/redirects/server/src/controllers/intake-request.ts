import { errors } from 'sitetools-kit/strapi-utils';
import type { Context } from 'koa';
import { fieldError } from '../validation/redirect-input';

/**
 * Who an intake's limit counts for: the API token (or user) of the request; a caller without
 * credentials (the Public role) by its address.
 */
const callerOf = (ctx: Context): string => {
  const auth = ctx.state.auth as { strategy?: { name?: string }; credentials?: { id?: unknown } | null } | undefined;
  const id = auth?.credentials?.id;
  return id === undefined ? `address:${ctx.ip}` : `${auth?.strategy?.name ?? 'unknown'}:${String(id)}`;
};

/**
 * The shared shape of the content API intakes (404 reports, redirect hits): a JSON body only, a
 * 202 with what `take` answers, and on a 429 the `Retry-After` header HTTP clients read (the
 * body's details say the same).
 */
export const takeIntake = async <Data>(ctx: Context, take: (body: unknown, caller: string) => Promise<Data>): Promise<Data> => {
  // A form body would be parsed too; the contract is JSON only.
  if (!ctx.is('application/json')) throw fieldError('body', 'body must be JSON (application/json)');
  try {
    const data = await take(ctx.request.body, callerOf(ctx));
    ctx.status = 202;
    return data;
  } catch (error) {
    if (error instanceof errors.RateLimitError) ctx.set('Retry-After', String(error.details.retryAfter));
    throw error;
  }
};
