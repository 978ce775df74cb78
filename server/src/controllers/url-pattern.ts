import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { FindUrlPatterns, PreviewUrlPattern, SaveUrlPattern } from '../../../shared/contracts/url-pattern';
import { getService } from '../services/get-service';

const patternBody = z.object({
  contenttype: z.string().min(1).max(255),
  localeCode: z.string().min(1).max(64).nullable().optional(),
  pattern: z.string().max(255),
});

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
      ctx.body = { data: await patterns().save(parseWith(patternBody, ctx.request.body)) } satisfies SaveUrlPattern.Response;
    },

    async update(ctx: Context) {
      const { id } = parseWith(idParam, ctx.params);
      ctx.body = { data: await patterns().save(parseWith(patternBody, ctx.request.body), id) } satisfies SaveUrlPattern.Response;
    },

    async delete(ctx: Context) {
      await patterns().remove(parseWith(idParam, ctx.params).id);
      ctx.status = 204;
    },

    async preview(ctx: Context) {
      ctx.body = { data: await previews().preview(parseWith(patternBody, ctx.request.body)) } satisfies PreviewUrlPattern.Response;
    },
  };
};

export default urlPattern;
