/** A setting that must be a positive number; a typo falls back to the default (NaN would never refresh). */
const positiveNumber = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** The site's settings, read once from the environment (see README). */
export const env = {
  /** The Strapi server with the sitetools plugins. */
  strapiUrl: process.env.STRAPI_URL ?? 'http://127.0.0.1:1337',
  /** A read-only API token; the playground's Public role needs none. */
  strapiToken: process.env.STRAPI_TOKEN || undefined,
  /**
   * A custom API token holding `plugin::sitetools.router.preview` (and the types' `find`), for
   * pages rendered in draft mode; server-only. Without it draft mode shows published versions.
   */
  previewToken: process.env.SITETOOLS_PREVIEW_TOKEN || undefined,
  /** The secret `/api/preview` checks (the Strapi side's preview handler sends it); without it the route answers 401. */
  previewSecret: process.env.SITETOOLS_PREVIEW_SECRET || undefined,
  /** The bearer token Strapi's webhook sends to `/api/revalidate`; without it the route answers 401. */
  revalidateSecret: process.env.SITETOOLS_REVALIDATE_SECRET || undefined,
  /** An API token with only the 404 inbox's permission; without it no 404 is reported. */
  reportToken: process.env.SITETOOLS_REPORT_TOKEN || undefined,
  /** This site's public origin: canonical and hreflang URLs are absolute on it. */
  siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
  /** The locale whose URL is the `x-default` alternate (Strapi's default locale). */
  defaultLocale: process.env.DEFAULT_LOCALE ?? 'en',
  /** How old the redirect filter and manifest may get before the proxy reads them again. */
  redirectsRefreshSeconds: positiveNumber(process.env.SITETOOLS_REDIRECTS_REFRESH_SECONDS, 60),
};
