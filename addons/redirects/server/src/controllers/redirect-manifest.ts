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
    const etag = `"${await service.version()}"`;
    ctx.set('Cache-Control', 'no-cache');
    if (matches(ctx.get('If-None-Match'), etag)) {
      ctx.set('ETag', etag);
      ctx.status = 304;
      return;
    }
    const manifest = await service.read();
    ctx.set('ETag', `"${manifest.meta.version}"`);
    ctx.body = manifest;
  },
});

export default redirectManifest;
