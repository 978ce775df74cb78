import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { CancelBulkGeneration, GetBulkGeneration, StartBulkGeneration } from '../../../shared/contracts/bulk-generation';
import type { BulkGenerationService } from '../services/bulk-generation';

const startBody = z.object({
  mode: z.enum(['missing', 'regenerate']),
  contentTypes: z.array(z.string().min(1)).max(100).optional(),
});

/** Admin routes of the bulk generation job: progress, start, cancel. */
const bulkGeneration = ({ strapi }: { strapi: Core.Strapi }) => {
  const jobs = (): BulkGenerationService => strapi.plugin('sitetools').service('bulk-generation');

  return {
    async find(ctx: Context) {
      ctx.body = { data: await jobs().read() } satisfies GetBulkGeneration.Response;
    },

    async start(ctx: Context) {
      ctx.status = 202;
      ctx.body = { data: await jobs().start(parseWith(startBody, ctx.request.body)) } satisfies StartBulkGeneration.Response;
    },

    async cancel(ctx: Context) {
      ctx.body = { data: await jobs().cancel() } satisfies CancelBulkGeneration.Response;
    },
  };
};

export default bulkGeneration;
