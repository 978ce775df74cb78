import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ContentTypesResponse } from '../../../shared/contracts/content-types';
import type { ContentTypesService } from '../services/content-types';

/** `GET /sitetools/content-types` (admin): the content types with URL aliases enabled. */
const contentTypes = ({ strapi }: { strapi: Core.Strapi }) => ({
  find(ctx: Context) {
    const service: ContentTypesService = strapi.plugin('sitetools').service('content-types');
    ctx.body = { data: service.enabled() } satisfies ContentTypesResponse;
  },
});

export default contentTypes;
