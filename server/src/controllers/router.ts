import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { FindByPath } from '../../../shared/contracts/router';
import { assertQueryShape } from 'sitetools-kit/query-shape';
import { pathParam } from '../validation/query';
import { simpleQuery } from '../validation/router-query';
import { getService } from '../services/get-service';

/** `GET /api/sitetools/router?path=`: the published entry at a URL path. */
const router = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const query = simpleQuery(ctx.querystring) ?? ctx.query;
    const path = pathParam(query.path, 'path');
    // Every parameter is checked, also those the router ignores (filters, sort, pagination, status):
    // a malformed one is a 400 here as on the lists. The entry's own type is checked in the service.
    assertQueryShape(query);
    const locale = query.locale as string | undefined;
    const service = getService(strapi, 'router');
    const { entry, contentType, path: canonical, locale: entryLocale, alternates } = await service.findByPath({
      path,
      locale,
      query: { populate: query.populate, fields: query.fields },
      auth: ctx.state.auth,
    });
    // The sanitised entry is this request's own object: adding the type to it costs no copy.
    ctx.body = {
      data: Object.assign(entry, { contentType }),
      meta: { contentType, path: canonical, locale: entryLocale, alternates },
    } satisfies FindByPath.Response;
  },
});

export default router;
