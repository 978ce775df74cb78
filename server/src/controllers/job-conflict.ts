import type { Context } from 'koa';
import type { ErrorResponse } from '../../../shared/contracts/errors';
import { JobRunningError } from '../services/jobs';

/**
 * Runs `start`; a start refused because a job is running is answered 409 `ConflictError` with the
 * job named in `details.job`. Answered rather than thrown: Strapi's error classes have no 409, and
 * its error middleware logs any other error it catches as a server failure, stack trace and all.
 */
export const answeringConflict = async (ctx: Context, start: () => Promise<void>): Promise<void> => {
  try {
    await start();
  } catch (error) {
    if (!(error instanceof JobRunningError)) throw error;
    ctx.status = 409;
    ctx.body = {
      data: null,
      error: { status: 409, name: 'ConflictError', message: error.message, details: { job: error.job } },
    } satisfies ErrorResponse;
  }
};
