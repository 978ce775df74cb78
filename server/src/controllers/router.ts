import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { FindByPath } from '../../../shared/contracts/router';
import { readRouterQuery } from '../validation/router-query';
import { serviceGetter } from '../services/get-service';

/** `GET /api/sitetools/router?path=`: the published entry at a URL path. */
const router = ({ strapi }: { strapi: Core.Strapi }) => {
  const service = serviceGetter(strapi, 'router');
  const cache = serviceGetter(strapi, 'router-cache');
  const routeStack = serviceGetter(strapi, 'route-stack');
  return {
    async find(ctx: Context) {
      // Every parameter is checked, also those the router ignores (filters, sort, pagination,
      // status): a malformed one is a 400 here as on the lists. A remembered query string was
      // checked when first read. The entry's own type is checked in the service.
      const known = cache().rememberedQuery(ctx.querystring);
      const query = known ?? readRouterQuery(ctx.query);
      const found = await service().findByPath({
        query,
        auth: ctx.state.auth,
        route: ctx.state.route,
        routeStack: routeStack().readerFor(ctx),
      });
      // The type's own route stack answered (its authorisation refused, a middleware answered): that answer stands.
      if ('answered' in found) return;
      const { entry, contentType, path, locale, alternates } = found;
      if (!known) cache().rememberQuery(ctx.querystring, query);
      // The sanitised entry is this request's own object: adding the type to it costs no copy.
      ctx.body = {
        data: Object.assign(entry, { contentType }),
        meta: { contentType, path, locale, alternates },
      } satisfies FindByPath.Response;
    },
  };
};

export default router;
