import { factories, type Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { assertQueryShape, modelContext } from 'sitetools-kit/query-shape';
import { contentTypeUid } from 'sitetools-kit/uid';
import { REDIRECT_UID } from '../services/redirect-engine';

/** The core controller of a collection type: `find`, `findOne`, `create`, ... and nothing else. */
type RedirectController = (params: { strapi: Core.Strapi }) => Core.CoreAPI.Controller.CollectionType;

/**
 * Content API: Strapi's native find for redirects, after the query's shape is checked (a
 * malformed `filters` reaches the query engine and is a 500 on Strapi's own endpoints). Only
 * published redirects reach the front-end: a well-formed `status` (`draft` too) is replaced.
 * createCoreController's type allows any action name (it cannot tell the kind of a uid the app's
 * types do not list); narrowing it to the collection type's actions lets the routes be checked.
 */
export default factories.createCoreController(contentTypeUid(REDIRECT_UID), ({ strapi }) => ({
  async find(ctx: Context) {
    assertQueryShape(ctx.query, modelContext(strapi, REDIRECT_UID));
    ctx.query = { ...ctx.query, status: 'published' };
    return super.find(ctx);
  },
})) as unknown as RedirectController;
