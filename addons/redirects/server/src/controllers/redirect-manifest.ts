import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { notModified } from 'sitetools-kit/etag';
import { getService } from '../services/get-service';

/**
 * `GET /api/sitetools/redirects/manifest`. A revalidation with the current ETag costs one read of
 * the version row and no redirect; a read of a version already read, none either (its body is
 * kept).
 */
const redirectManifest = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const service = getService(strapi, 'redirect-manifest');
    const { version, etag } = await service.revision();
    if (notModified(ctx, etag)) return;
    ctx.type = 'application/json';
    ctx.body = await service.body(version);
  },
});

export default redirectManifest;
