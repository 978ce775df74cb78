import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { notModified } from 'sitetools-kit/etag';
import { getCoreService, getService } from '../services/get-service';
import { isDefaultPathPolicy } from 'sitetools-kit/path-policy';

/**
 * `GET /api/sitetools/redirects/manifest`. A revalidation with the current ETag costs one read of
 * the version row and no redirect.
 */
const redirectManifest = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const service = getService(strapi, 'redirect-manifest');
    const version = await service.version();
    // The path policy is in the answer (`meta.paths`): a changed policy must not be a 304. The
    // default policy leaves the ETag as it always was.
    const policy = getCoreService(strapi, 'paths').policy();
    const etag = isDefaultPathPolicy(policy) ? version : `${version}.${policy.trailingSlash}.${policy.caseSensitive ? 'case' : 'nocase'}`;
    if (notModified(ctx, etag)) return;
    ctx.body = await service.read(version);
  },
});

export default redirectManifest;
