import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { Context } from 'koa';
import type { ReportNotFound } from '../../../shared/contracts/not-found';
import { getService } from '../services/get-service';
import { parseReports } from '../validation/not-found-input';
import { fieldError } from '../validation/redirect-input';

/**
 * Who the intake's limit counts for: the API token (or user) of the request; a caller without
 * credentials (the Public role) by its address.
 */
const callerOf = (ctx: Context): string => {
  const auth = ctx.state.auth as { strategy?: { name?: string }; credentials?: { id?: unknown } | null } | undefined;
  const id = auth?.credentials?.id;
  return id === undefined ? `address:${ctx.ip}` : `${auth?.strategy?.name ?? 'unknown'}:${String(id)}`;
};

/** Content API: the 404 inbox's intake, for a front-end server holding a token with its permission. */
const notFound = ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    // A form body would be parsed too; the contract is JSON only.
    if (!ctx.is('application/json')) throw fieldError('body', 'body must be JSON (application/json)');
    const { reports, batch } = parseReports(ctx.request.body);
    try {
      const data = await getService(strapi, 'not-found').report(reports, {
        batch,
        caller: callerOf(ctx),
      });
      ctx.status = 202;
      ctx.body = { data } satisfies ReportNotFound.Response;
    } catch (error) {
      // The header tells HTTP clients when to come back; the body's details say the same.
      if (error instanceof errors.RateLimitError) ctx.set('Retry-After', String(error.details.retryAfter));
      throw error;
    }
  },
});

export default notFound;
