/** A locale of the site, as the i18n plugin's admin route `GET /i18n/locales` returns it (both plugins' admin pages read it). */
export interface SiteLocale {
  code: string;
  name: string;
  isDefault: boolean;
}
