/** Waiting for the core plugin's alias reconciles, which the automatic redirects follow. */
import type { TestApp } from '../strapi';

/**
 * The core plugin reconciles an entry's aliases once the Content Manager's transaction has
 * committed, without making the request wait (see its alias-save service), and the automatic
 * redirects are written when alias-changes announces what the reconcile changed: on PostgreSQL
 * and MariaDB a publish can answer before its redirect exists. Each step waits for the reconciles
 * it started (alias-changes' reconcile, which includes the announcement), then reads a settled state.
 *
 * Wraps alias-changes' reconcile to track the running ones; returns `settle`, which resolves once
 * none is running.
 */
export const watchReconciles = (app: TestApp): (() => Promise<void>) => {
  const reconciling = new Set<Promise<unknown>>();
  type Reconcile = (...args: unknown[]) => Promise<unknown>;
  const sync = app.strapi.plugin('sitetools').service('alias-changes') as { reconcile: Reconcile };
  const reconcile = sync.reconcile.bind(sync);
  sync.reconcile = (...args) => {
    const running = reconcile(...args);
    reconciling.add(running);
    running.then(
      () => reconciling.delete(running),
      () => reconciling.delete(running)
    );
    return running;
  };
  return async () => {
    while (reconciling.size) await Promise.allSettled([...reconciling]);
  };
};
