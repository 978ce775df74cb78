import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { FindByPath } from '../../../shared/contracts/router';
import { serviceGetter } from '../services/get-service';

/**
 * `GET /api/sitetools/router?path=`: the entry at a URL path, published (or its draft, for a caller
 * allowed to preview who asks with `status=draft`). `GET /api/sitetools/router/preview?path=` is the
 * same with `status=draft` implied: its action is the preview permission itself
 * (`plugin::sitetools.router.preview`), which is how that permission gets its checkbox.
 */
const router = ({ strapi }: { strapi: Core.Strapi }) => {
  const service = serviceGetter(strapi, 'router');

  const answer = async (ctx: Context, preview: boolean) => {
    const found = await service().findForRequest(ctx, { preview });
    // The type's own route stack answered (its authorisation refused, a middleware answered): that answer stands.
    if ('answered' in found) return;
    const { entry, contentType, path, locale, alternates, status, breadcrumbs } = found;
    // The sanitised entry is this request's own object: adding the type to it costs no copy.
    ctx.body = {
      data: Object.assign(entry, { contentType }),
      meta: { contentType, path, locale, alternates, status, ...(breadcrumbs && { breadcrumbs }) },
    } satisfies FindByPath.Response;
  };

  return {
    find: (ctx: Context) => answer(ctx, false),
    preview: (ctx: Context) => answer(ctx, true),
  };
};

export default router;
