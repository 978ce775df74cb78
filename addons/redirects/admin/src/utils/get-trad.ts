import { PLUGIN_NAME } from '../../../shared/contracts/permissions';

/** The translation id of an addon message: `sitetools-addon-redirects.<key>`. */
export const getTrad = (key: string): string => `${PLUGIN_NAME}.${key}`;
