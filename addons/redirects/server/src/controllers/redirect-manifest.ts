import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { notModified } from 'sitetools-kit/etag';
import { getService } from '../services/get-service';

/**
 * `GET /api/sitetools/redirects/manifest`. A revalidation with the current ETag costs one read of
 * the version row and no redirect.
 */
const redirectManifest = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const service = getService(strapi, 'redirect-manifest');
    const { version, etag } = await service.revision();
    if (notModified(ctx, etag)) return;
    ctx.body = await service.read(version);
  },
});

export default redirectManifest;
