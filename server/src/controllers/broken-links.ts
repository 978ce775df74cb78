import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { FindBrokenLinks } from '../../../shared/contracts/internal-link';
import { getService } from '../services/get-service';

/** `GET /sitetools/broken-links` (admin): links whose target is not live, with their entries. */
const brokenLinks = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const { data, truncated } = await getService(strapi, 'broken-links').report(ctx.state.userAbility);
    ctx.body = { data, meta: { truncated } } satisfies FindBrokenLinks.Response;
  },
});

export default brokenLinks;
