import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { notModified } from 'sitetools-kit/etag';
import { getService } from '../services/get-service';

/**
 * `GET /api/sitetools/redirects/bloom`: the manifest's ETag, so that a revalidation costs one
 * read of the version row, and a filter built once per version.
 */
const redirectBloom = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const { version, etag } = await getService(strapi, 'redirect-manifest').revision();
    if (notModified(ctx, etag)) return;
    ctx.body = await getService(strapi, 'redirect-bloom').read(version);
  },
});

export default redirectBloom;
