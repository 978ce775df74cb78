import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ReportNotFound } from '../../../shared/contracts/not-found';
import { getService } from '../services/get-service';
import { parseReports } from '../validation/not-found-input';
import { takeIntake } from './intake-request';

/** Content API: the 404 inbox's intake, for a front-end server holding a token with its permission. */
const notFound = ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    const data = await takeIntake(ctx, (body, caller) => {
      const { reports, batch } = parseReports(body);
      return getService(strapi, 'not-found').report(reports, { batch, caller });
    });
    ctx.body = { data } satisfies ReportNotFound.Response;
  },
});

export default notFound;
