/** The front-end's base URLs as the plugin config holds them. */
export interface FrontendBases {
  frontendUrl: string | null;
  frontendUrls: Record<string, string>;
}

/**
 * The base URL of a locale's pages: the locale's own in `frontendUrls`, else `frontendUrl`; null
 * when neither is set. Sites that put each locale on its own host or prefix (`/en`, `/fr`) set
 * `frontendUrls`, and a link built on `frontendUrl` alone would reach the wrong page.
 */
export const frontendBaseFor = ({ frontendUrl, frontendUrls }: FrontendBases, locale: string | null | undefined): string | null =>
  (locale ? frontendUrls[locale] : undefined) ?? frontendUrl;
