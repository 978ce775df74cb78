/**
 * Which redirect a request follows when redirects are scoped to locales: the rule the redirects
 * addon (its chains and loops, its lookup for the router's 404 hint), the manifest and the
 * client's matcher share.
 *
 * A redirect's `locale` is null for a redirect that applies in every locale, or a locale code for
 * one that applies only to requests for that locale (the old path of one locale of a path that
 * several locales share: the others still serve it). At most one redirect starts at a path per
 * scope: `from` is unique per (from, locale).
 */

/** A redirect's scope: a locale code, or null for every locale. */
export type RedirectLocale = string | null;

/**
 * The scope a stored or written value means: a locale code as it is, anything empty (null,
 * undefined, "") every locale. Rows written before redirects had a locale hold null.
 */
export const redirectLocaleOf = (value: string | null | undefined): RedirectLocale => (value ? value : null);

/**
 * Of the redirects starting at one path, given by scope, the one a request for `locale` follows:
 * the one scoped to that locale, else the one for every locale. A request that names no locale
 * follows only a redirect for every locale: a scoped one belongs to a locale the request did not
 * ask for.
 */
export const redirectFor = <T>(byScope: (scope: RedirectLocale) => T | undefined, locale?: string | null): T | undefined =>
  (locale ? byScope(locale) : undefined) ?? byScope(null);
