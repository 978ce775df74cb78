import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import { NOT_FOUND_SORTS, type FindNotFound, type IgnoreNotFound, type SuggestNotFound } from '../../../shared/contracts/not-found';
import { getService } from '../services/get-service';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().max(255).optional(),
  ignored: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  sort: z.enum(NOT_FOUND_SORTS).default('hits:desc'),
});

const idParam = z.object({ id: z.coerce.number().int().min(1) });

/** Admin routes of the Not found page; each route carries its permission policy. */
const notFoundAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const inbox = () => getService(strapi, 'not-found-admin');
  const idOf = (ctx: Context) => parseWith(idParam, ctx.params).id;

  return {
    async find(ctx: Context) {
      ctx.body = (await inbox().list(parseWith(listQuery, ctx.query))) satisfies FindNotFound.Response;
    },

    async suggestions(ctx: Context) {
      ctx.body = { data: await inbox().suggestions(idOf(ctx)) } satisfies SuggestNotFound.Response;
    },

    async ignore(ctx: Context) {
      ctx.body = { data: await inbox().ignore(idOf(ctx)) } satisfies IgnoreNotFound.Response;
    },

    async delete(ctx: Context) {
      await inbox().delete(idOf(ctx));
      ctx.status = 204;
    },
  };
};

export default notFoundAdmin;
