/**
 * The names of the events sitetools emits on `strapi.eventHub` when an alias's path or visibility
 * changes. The payload is `AliasChangedEvent` (`strapi-plugin-sitetools/contracts/events`).
 */

/**
 * Emitted once the write has committed. Other plugins listen to it; sitetools itself never
 * depends on them.
 */
export const ALIAS_CHANGED_EVENT = 'sitetools.alias.changed';

/**
 * The same event, emitted just before `ALIAS_CHANGED_EVENT`: inside the transaction that wrote the
 * alias when there is one (a creation on SQLite is reconciled in its save's transaction), so that
 * a listener keeping rows of its own in step with aliases (the redirects addon) commits or rolls
 * back with them, and the save does not wait for the commit's other callbacks to reach it.
 * Listeners may only use Strapi's database layer: anything that waits on another request (a call
 * back into Strapi) would wait for the connection the transaction holds on SQLite.
 */
export const ALIAS_CHANGING_EVENT = 'sitetools.alias.changing';

/**
 * Every `ALIAS_CHANGING_EVENT` of one reconcile or one bulk batch again, in one event (payload
 * `AliasesChangingEvent`), emitted right after them in the same transaction: a listener that
 * writes in step with aliases handles a whole batch in one transaction instead of one per alias.
 */
export const ALIASES_CHANGING_EVENT = 'sitetools.aliases.changing';

/**
 * Webhook events: registered with Strapi's webhook store, so that a webhook (created through the
 * admin API, see docs/webhooks.md) can subscribe to them; Strapi adds `event` and `createdAt` to
 * the payload it delivers.
 */
export const WEBHOOK_EVENTS = {
  /**
   * Live paths changed (payload `UrlUpdateEvent`): one emission per committed reconcile or bulk
   * batch, listing only changes of published paths.
   */
  SITETOOLS_URL_UPDATE: 'sitetools.url.update',
  /**
   * The published redirects changed (the redirects addon; payload `RedirectsUpdateEvent`): one
   * emission per committed write.
   */
  SITETOOLS_REDIRECTS_UPDATE: 'sitetools.redirects.update',
} as const;
