import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { FindByPath } from '../../../shared/contracts/router';
import { optionalStringParam, pathParam } from '../validation/query';
import { getService } from '../services/get-service';

/** `GET /api/sitetools/router?path=`: the published entry at a URL path. */
const router = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const path = pathParam(ctx.query.path, 'path');
    const locale = optionalStringParam(ctx.query.locale, 'locale');
    const service = getService(strapi, 'router');
    const { entry, contentType } = await service.findByPath({
      path,
      locale,
      query: { populate: ctx.query.populate, fields: ctx.query.fields },
      auth: ctx.state.auth,
    });
    ctx.body = { data: { ...entry, contentType }, meta: { contentType } } satisfies FindByPath.Response;
  },
});

export default router;
