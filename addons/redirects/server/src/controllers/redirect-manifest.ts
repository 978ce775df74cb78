import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { getService } from '../services/get-service';

/** Whether an `If-None-Match` header names `etag` (or `*`). */
const matches = (header: string, etag: string) => header.split(',').some((tag) => [etag, '*'].includes(tag.trim()));

/**
 * `GET /api/sitetools/redirects/manifest`. A revalidation with the current ETag costs one read of
 * the version row and no redirect. `no-cache` lets caches keep the answer but makes them ask.
 */
const redirectManifest = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const service = getService(strapi, 'redirect-manifest');
    const version = await service.version();
    const etag = `"${version}"`;
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', etag);
    if (matches(ctx.get('If-None-Match'), etag)) {
      ctx.status = 304;
      return;
    }
    ctx.body = await service.read(version);
  },
});

export default redirectManifest;
