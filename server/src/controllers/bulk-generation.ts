import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { CancelBulkGeneration, GetBulkGeneration, StartBulkGeneration } from '../../../shared/contracts/bulk-generation';
import { getService } from '../services/get-service';
import { answeringConflict } from './job-conflict';

const startBody = z.object({
  mode: z.enum(['missing', 'regenerate']),
  contentTypes: z.array(z.string().min(1)).max(100).optional(),
});

/** Admin routes of the bulk generation job: progress, start, cancel. */
const bulkGeneration = ({ strapi }: { strapi: Core.Strapi }) => {
  const jobs = () => getService(strapi, 'bulk-generation');
  const failures = () => getService(strapi, 'jobs').failures();

  return {
    async find(ctx: Context) {
      const [data, recent] = await Promise.all([jobs().read(), failures()]);
      ctx.body = { data, meta: { failures: recent } } satisfies GetBulkGeneration.Response;
    },

    async start(ctx: Context) {
      await answeringConflict(ctx, async () => {
        ctx.body = { data: await jobs().start(parseWith(startBody, ctx.request.body)) } satisfies StartBulkGeneration.Response;
        ctx.status = 202;
      });
    },

    async cancel(ctx: Context) {
      ctx.body = { data: await jobs().cancel() } satisfies CancelBulkGeneration.Response;
    },
  };
};

export default bulkGeneration;
