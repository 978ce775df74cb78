// The site's locales, read the same way by the redirects addon's admin.
export { useLocalesApi, type SiteLocale } from 'sitetools-kit/locales-api';
