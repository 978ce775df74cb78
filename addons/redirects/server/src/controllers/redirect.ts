import { factories, type Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { cursorPagination, cursorParams, restLimits, takeCursor } from 'sitetools-kit/list-cursor';
import { assertQueryShape, modelContext } from 'sitetools-kit/query-shape';
import { contentTypeUid } from 'sitetools-kit/uid';
import { REDIRECT_UID } from '../services/redirect-engine';
import { getService } from '../services/get-service';

/** The core controller of a collection type: `find`, `findOne`, `create`, ... and nothing else. */
type RedirectController = (params: { strapi: Core.Strapi }) => Core.CoreAPI.Controller.CollectionType;

/**
 * Content API: Strapi's native find for redirects, after the query's shape is checked (a
 * malformed `filters` reaches the query engine and is a 500 on Strapi's own endpoints). Only
 * published redirects reach the front-end: a well-formed `status` (`draft` too) is replaced.
 * `pagination[after]` asks for a keyset page (sitetools-kit/list-cursor): the steps of the core
 * `find` (check, sanitize, the core service's find-many, sanitize the output), with the cursor's
 * filter, order and page added after the checks.
 * createCoreController's type allows any action name (it cannot tell the kind of a uid the app's
 * types do not list); narrowing it to the collection type's actions lets the routes be checked.
 */
export default factories.createCoreController(contentTypeUid(REDIRECT_UID), ({ strapi }) => ({
  async find(ctx: Context) {
    const { query, cursor } = takeCursor(ctx.query as Record<string, unknown>, restLimits(strapi));
    assertQueryShape(query, modelContext(strapi, REDIRECT_UID));
    ctx.query = { ...query, status: 'published' };
    if (!cursor) return super.find(ctx);
    const schema = strapi.contentType(contentTypeUid(REDIRECT_UID));
    const auth = ctx.state.auth;
    await strapi.contentAPI.validate.query(ctx.query, schema, { auth });
    const sanitized = await strapi.contentAPI.sanitize.query(ctx.query, schema, { auth });
    const { results } = await getService(strapi, 'redirect').find(cursorParams(sanitized, cursor));
    const data = await strapi.contentAPI.sanitize.output(results, schema, { auth });
    return { data, meta: { pagination: cursorPagination(results as Array<{ id?: unknown }>, cursor) } };
  },
})) as unknown as RedirectController;
