import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ReportRedirectHits } from '../../../shared/contracts/redirect-hits';
import { getService } from '../services/get-service';
import { parseHits } from '../validation/redirect-hit-input';
import { takeIntake } from './intake-request';

/** Content API: the redirect hits' intake, for a front-end holding a token with its permission. */
const redirectHit = ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    const data = await takeIntake(ctx, (body, caller) => getService(strapi, 'redirect-hit').report(parseHits(body), caller));
    ctx.body = { data } satisfies ReportRedirectHits.Response;
  },
});

export default redirectHit;
