import { WEBHOOK_EVENTS } from 'sitetools-kit/events';
import type { RedirectsUpdateEvent } from '../../../addons/redirects/shared/contracts/redirects';
import type { UrlChange, UrlUpdateEvent } from '../../../shared/contracts/events';

export type { UrlChange };

/** What Strapi's webhook store adds to the payload of every event it delivers. */
interface Delivery<E extends string> {
  event: E;
  createdAt: string;
}

/** The body of a `sitetools.url.update` webhook: the live paths one write batch changed. */
export type UrlUpdateWebhook = Delivery<'sitetools.url.update'> & UrlUpdateEvent;

/** The body of a `sitetools.redirects.update` webhook: the redirect set's new version and the changed `from`s. */
export type RedirectsUpdateWebhook = Delivery<'sitetools.redirects.update'> & RedirectsUpdateEvent;

/** A webhook body sitetools sends. */
export type SitetoolsWebhook = UrlUpdateWebhook | RedirectsUpdateWebhook;

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

const listOf = (body: object, key: string): Array<Record<string, unknown>> => {
  const list = (body as Record<string, unknown>)[key];
  return Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
};

/**
 * The values each event names as stale paths. Keyed by the plugins' own event names (kit's
 * WEBHOOK_EVENTS) and typed by the bodies' names: if the two ever differ, this does not compile.
 */
const STALE_PATHS: Record<SitetoolsWebhook['event'], (body: object) => unknown[]> = {
  [WEBHOOK_EVENTS.SITETOOLS_URL_UPDATE]: (body) => listOf(body, 'changes').flatMap((change) => [change.oldPath, change.newPath]),
  [WEBHOOK_EVENTS.SITETOOLS_REDIRECTS_UPDATE]: (body) => listOf(body, 'redirects').map((redirect) => redirect.from),
};

/**
 * The front-end paths a sitetools webhook makes stale, each once, in the order they appear: for
 * `sitetools.url.update` every old path (now a redirect or gone) and every new path (now
 * showing the entry); for `sitetools.redirects.update` every changed redirect's `from`. Any other
 * body (Strapi's own `entry.*` events, a malformed one) gives none, so a revalidation route can
 * hand it every delivery.
 *
 * ```ts
 * for (const path of pathsToRevalidate(await request.json())) revalidatePath(path);
 * ```
 */
export const pathsToRevalidate = (body: unknown): string[] => {
  if (typeof body !== 'object' || body === null) return [];
  const { event } = body as { event?: unknown };
  // An own key only: `toString` is no event.
  const known = typeof event === 'string' && Object.prototype.hasOwnProperty.call(STALE_PATHS, event);
  const paths = known ? STALE_PATHS[event as SitetoolsWebhook['event']](body) : [];
  return [...new Set(paths.filter(isPath))];
};
