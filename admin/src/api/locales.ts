// The site's locales as the i18n plugin's admin route lists them.
export type { SiteLocale } from 'sitetools-kit/locales-api';
