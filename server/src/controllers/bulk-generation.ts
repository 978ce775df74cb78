import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { CancelBulkGeneration, GetBulkGeneration, StartBulkGeneration } from '../../../shared/contracts/bulk-generation';
import type { ErrorResponse } from '../../../shared/contracts/errors';
import { JobRunningError } from '../services/bulk-generation';
import { getService } from '../services/get-service';

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
      try {
        ctx.body = { data: await jobs().start(parseWith(startBody, ctx.request.body)) } satisfies StartBulkGeneration.Response;
        ctx.status = 202;
      } catch (error) {
        if (!(error instanceof JobRunningError)) throw error;
        // Strapi's error body, with the running job named. Answered rather than thrown: Strapi's
        // error classes have no 409, and its error middleware logs any other error it catches
        // as a server failure, stack trace and all.
        ctx.status = 409;
        ctx.body = {
          data: null,
          error: { status: 409, name: 'ConflictError', message: error.message, details: { job: error.job } },
        } satisfies ErrorResponse;
      }
    },

    async cancel(ctx: Context) {
      ctx.body = { data: await jobs().cancel() } satisfies CancelBulkGeneration.Response;
    },
  };
};

export default bulkGeneration;
