import { PLUGIN_ID } from '../plugin-id';

/** The translation id of a plugin message: `sitetools.<key>`. */
export const getTrad = (key: string): string => `${PLUGIN_ID}.${key}`;
