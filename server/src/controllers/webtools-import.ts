import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { RunWebtoolsImport } from '../../../shared/contracts/webtools-import';
import { getService } from '../services/get-service';

// A dry run unless the caller asks for the apply in so many words.
const runBody = z.object({ dryRun: z.boolean().default(true) }).strict();

/** The admin route that converts what Strapi Webtools left in the database. */
const webtoolsImport = ({ strapi }: { strapi: Core.Strapi }) => ({
  async run(ctx: Context) {
    const { dryRun } = parseWith(runBody, ctx.request.body ?? {});
    ctx.body = { data: await getService(strapi, 'webtools-import').run({ dryRun }) } satisfies RunWebtoolsImport.Response;
  },
});

export default webtoolsImport;
