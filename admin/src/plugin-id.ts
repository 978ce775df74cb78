export const PLUGIN_ID = 'sitetools';
