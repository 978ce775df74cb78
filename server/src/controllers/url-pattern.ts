import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { FindUrlPatterns, PreviewUrlPattern, SaveUrlPattern } from '../../../shared/contracts/url-pattern';
import { patternInputSchema } from '../validation/pattern-input';
import { getService } from '../services/get-service';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Admin routes of URL patterns; each route carries its permission policy. */
const urlPattern = ({ strapi }: { strapi: Core.Strapi }) => {
  const patterns = () => getService(strapi, 'url-pattern');
  const previews = () => getService(strapi, 'pattern-preview');

  return {
    async find(ctx: Context) {
      ctx.body = { data: await patterns().list() } satisfies FindUrlPatterns.Response;
    },

    async create(ctx: Context) {
      ctx.status = 201;
      ctx.body = { data: await patterns().save(parseWith(patternInputSchema, ctx.request.body)) } satisfies SaveUrlPattern.Response;
    },

    async update(ctx: Context) {
      const { id } = parseWith(idParam, ctx.params);
      ctx.body = { data: await patterns().save(parseWith(patternInputSchema, ctx.request.body), id) } satisfies SaveUrlPattern.Response;
    },

    async delete(ctx: Context) {
      await patterns().remove(parseWith(idParam, ctx.params).id);
      ctx.status = 204;
    },

    async preview(ctx: Context) {
      ctx.body = { data: await previews().preview(parseWith(patternInputSchema, ctx.request.body)) } satisfies PreviewUrlPattern.Response;
    },
  };
};

export default urlPattern;
