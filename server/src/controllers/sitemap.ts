import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { Context } from 'koa';
import { notModified } from 'sitetools-kit/etag';
import { getService } from '../services/get-service';

const XML = 'application/xml; charset=utf-8';

/** The file number of `/sitemap/<n>.xml`; anything else names no file (404). */
const fileNumber = (name: unknown): number => {
  const match = typeof name === 'string' ? /^([1-9]\d{0,8})\.xml$/.exec(name) : null;
  if (!match) throw new errors.NotFoundError('No such sitemap file');
  return Number(match[1]);
};

/**
 * `GET /api/sitetools/sitemap.xml` (the index) and `GET /api/sitetools/sitemap/<n>.xml` (a file).
 * Both answer 304 to a request that holds the current version, after reading only the versions:
 * the index's, or the file's own (see the service's fileVersion).
 */
const sitemap = ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService(strapi, 'sitemap');

  return {
    async find(ctx: Context) {
      const plan = await service().plan();
      if (notModified(ctx, await service().version(plan))) return;
      ctx.type = XML;
      ctx.body = await service().index(plan, ctx.origin);
    },

    async file(ctx: Context) {
      const file = fileNumber(ctx.params.file);
      const plan = await service().plan();
      // A file that existed at the version the client holds still exists: the 304 comes first.
      if (notModified(ctx, await service().fileVersion(plan, file))) return;
      if (!(await service().hasFile(plan, file))) throw new errors.NotFoundError('No such sitemap file');
      ctx.type = XML;
      // Streamed a few hundred URLs at a time; Readable.from waits for the client to read.
      ctx.body = Readable.from(service().file(plan, file));
    },
  };
};

export default sitemap;
