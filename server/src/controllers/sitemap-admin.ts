import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { GetSitemapOverview } from '../../../shared/contracts/sitemap';
import { getService } from '../services/get-service';

/** Admin route of the Overview page's sitemap section. */
const sitemapAdmin = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = { data: await getService(strapi, 'sitemap').overview(ctx.origin) } satisfies GetSitemapOverview.Response;
  },
});

export default sitemapAdmin;
