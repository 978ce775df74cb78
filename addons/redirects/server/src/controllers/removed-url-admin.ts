import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import { REMOVED_URL_SORTS, type FindRemovedUrls } from '../../../shared/contracts/removed-urls';
import { getService } from '../services/get-service';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().max(255).optional(),
  contenttype: z.string().max(255).optional(),
  sort: z.enum(REMOVED_URL_SORTS).default('removedAt:desc'),
});

const idParam = z.object({ id: z.coerce.number().int().min(1) });

/** Admin routes of the removed pages' queue; each route carries its permission policy. */
const removedUrlAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const queue = () => getService(strapi, 'removed-url-admin');
  return {
    async find(ctx: Context) {
      ctx.body = (await queue().list(parseWith(listQuery, ctx.query))) satisfies FindRemovedUrls.Response;
    },

    async dismiss(ctx: Context) {
      await queue().dismiss(parseWith(idParam, ctx.params).id);
      ctx.status = 204;
    },
  };
};

export default removedUrlAdmin;
