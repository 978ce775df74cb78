import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { FindByPath } from '../../../shared/contracts/router';
import { readRouterQuery, type RouterQuery } from '../validation/router-query';
import { serviceGetter } from '../services/get-service';

/**
 * `GET /api/sitetools/router?path=`: the entry at a URL path, published (or its draft, for a caller
 * allowed to preview who asks with `status=draft`). `GET /api/sitetools/router/preview?path=` is the
 * same with `status=draft` implied: its action is the preview permission itself
 * (`plugin::sitetools.router.preview`), which is how that permission gets its checkbox.
 */
const router = ({ strapi }: { strapi: Core.Strapi }) => {
  const service = serviceGetter(strapi, 'router');
  const cache = serviceGetter(strapi, 'router-cache');
  const routeStack = serviceGetter(strapi, 'route-stack');

  /** Answers with the entry that `query` (checked) resolves to; `remember`s a new query string of a published answer. */
  const answer = async (ctx: Context, query: RouterQuery, remember: boolean) => {
    const found = await service().findByPath({
      query,
      auth: ctx.state.auth,
      route: ctx.state.route,
      routeStack: routeStack().readerFor(ctx),
    });
    // The type's own route stack answered (its authorisation refused, a middleware answered): that answer stands.
    if ('answered' in found) return;
    const { entry, contentType, path, locale, alternates, status, breadcrumbs } = found;
    // Nothing of a preview is remembered.
    if (remember && status === 'published') cache().rememberQuery(ctx.querystring, query);
    // The sanitised entry is this request's own object: adding the type to it costs no copy.
    ctx.body = {
      data: Object.assign(entry, { contentType }),
      meta: { contentType, path, locale, alternates, status, ...(breadcrumbs && { breadcrumbs }) },
    } satisfies FindByPath.Response;
  };

  return {
    async find(ctx: Context) {
      // Every parameter is checked, also those the router ignores (filters, sort, pagination): a
      // malformed one is a 400 here as on the lists. A remembered query string was checked when
      // first read. The entry's own type is checked in the service.
      const known = cache().rememberedQuery(ctx.querystring);
      await answer(ctx, known ?? readRouterQuery(ctx.query), known === undefined);
    },

    async preview(ctx: Context) {
      // Not remembered: the same query string means the published version on `find`.
      await answer(ctx, { ...readRouterQuery(ctx.query), status: 'draft' }, false);
    },
  };
};

export default router;
