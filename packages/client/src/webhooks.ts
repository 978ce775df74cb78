/** A URL that changed: the entry's path before and after one write (null: it had none, or has none now). */
export interface UrlChange {
  contentType: string;
  documentId: string;
  locale: string;
  oldPath: string | null;
  newPath: string | null;
}

/** The body of a `sitetools.url.update` webhook: the live paths one write batch changed. */
export interface UrlUpdateWebhook {
  event: 'sitetools.url.update';
  createdAt: string;
  changes: UrlChange[];
}

/** The body of a `sitetools.redirects.update` webhook: the redirect set's new version and the changed `from`s. */
export interface RedirectsUpdateWebhook {
  event: 'sitetools.redirects.update';
  createdAt: string;
  version: string;
  /** `locale` null: the redirect applies in every locale. */
  redirects: Array<{ from: string; locale: string | null }>;
}

/** A webhook body sitetools sends. */
export type SitetoolsWebhook = UrlUpdateWebhook | RedirectsUpdateWebhook;

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

const listOf = (body: object, key: string): Array<Record<string, unknown>> => {
  const list = (body as Record<string, unknown>)[key];
  return Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
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
  const paths =
    event === 'sitetools.url.update'
      ? listOf(body, 'changes').flatMap((change) => [change.oldPath, change.newPath])
      : event === 'sitetools.redirects.update'
        ? listOf(body, 'redirects').map((redirect) => redirect.from)
        : [];
  return [...new Set(paths.filter(isPath))];
};
