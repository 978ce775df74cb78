import type { Core } from '@strapi/strapi';

/**
 * Work that a request started and that must be done when it answers: the reconcile of a save
 * made inside a caller's transaction (services/aliases/alias-save), which can only start once that
 * transaction has committed. Strapi runs commit callbacks without waiting for them, so the
 * Content Manager's publish answered while the entry's path, and its children's (the inline
 * cascade), were still being written (docs/decisions/2026-11-27-request-waits-for-reconcile.md).
 */
const requestWork = ({ strapi }: { strapi: Core.Strapi }) => {
  // Per request (Strapi's request context is the Koa context), the work still running.
  const pending = new WeakMap<object, Array<Promise<unknown>>>();

  return {
    /**
     * Makes the current request, if there is one, wait for `work` before it answers. `work` must
     * not reject: its failure is the caller's to record. Outside a request nothing waits.
     */
    track(work: Promise<unknown>): void {
      const request = strapi.requestContext.get();
      if (!request) return;
      const list = pending.get(request) ?? [];
      pending.set(request, list);
      list.push(work);
    },

    /** Koa middleware: lets the request answer once the work it started is done. */
    async waitForWork(ctx: object, next: () => Promise<unknown>): Promise<void> {
      try {
        await next();
      } finally {
        // Work may start more work while it runs (a cascade inside a transaction): drain.
        const list = pending.get(ctx);
        for (let work = list?.shift(); work; work = list?.shift()) await work;
        pending.delete(ctx);
      }
    },
  };
};

export default requestWork;
