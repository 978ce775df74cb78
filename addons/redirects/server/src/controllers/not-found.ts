import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ReportNotFound } from '../../../shared/contracts/not-found';
import { getService } from '../services/get-service';
import { parseReports } from '../validation/not-found-input';
import { fieldError } from '../validation/redirect-input';

/** Content API: the 404 inbox's intake, for a front-end server holding a token with its permission. */
const notFound = ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    // A form body would be parsed too; the contract is JSON only.
    if (!ctx.is('application/json')) throw fieldError('body', 'body must be JSON (application/json)');
    const { reports, batch } = parseReports(ctx.request.body);
    ctx.status = 202;
    ctx.body = { data: await getService(strapi, 'not-found').report(reports, { batch }) } satisfies ReportNotFound.Response;
  },
});

export default notFound;
