import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ContentTypesResponse } from '../../../shared/contracts/content-types';
import { getService } from '../services/get-service';

/** `GET /sitetools/content-types` (admin): the content types with URL aliases enabled. */
const contentTypes = ({ strapi }: { strapi: Core.Strapi }) => ({
  find(ctx: Context) {
    const service = getService(strapi, 'content-types');
    ctx.body = { data: service.enabled() } satisfies ContentTypesResponse;
  },
});

export default contentTypes;
