import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { assertQueryShape, modelContext } from 'sitetools-kit/query-shape';
import { REDIRECT_UID } from '../services/redirect-engine';

/**
 * Content API: Strapi's native find for redirects, after the query's shape is checked (a
 * malformed `filters` reaches the query engine and is a 500 on Strapi's own endpoints). Only
 * published redirects reach the front-end: a well-formed `status` (`draft` too) is replaced.
 */
export default factories.createCoreController(REDIRECT_UID as never, ({ strapi }) => ({
  async find(ctx: Context) {
    assertQueryShape(ctx.query, modelContext(strapi, REDIRECT_UID));
    ctx.query = { ...ctx.query, status: 'published' };
    return super.find(ctx);
  },
}));
